import postcss, { AtRule, type Declaration, type Node, type Root } from "postcss"
import selectorParser from "postcss-selector-parser"

// The rules a prerendered page needs for its first paint (#30). The app's stylesheet is Panda's:
// all of it inline made every page's HTML 21 kB (gzip), past the 14.6 kB a new TCP connection
// sends in its first round trip, so the page took one round trip more to arrive. A page carries
// instead the rules its own HTML uses: of the atomic utilities, those whose classes it names; of
// the design tokens, the custom properties those rules read (through one another); everything else
// (the reset, the base and global rules, the fonts, the keyframes) as it is. The whole stylesheet
// loads after the first paint, before the app renders anything (src/first-paint/app-stylesheet.ts).

const UTILITIES = "utilities"
const TOKENS = "tokens"

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'"
}

/** The class names an HTML text uses, as written in its class attributes (entities decoded). */
export const classesOf = (html: string): ReadonlySet<string> => {
  const classes = new Set<string>()
  for (const [, value = ""] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => HTML_ENTITIES[entity] ?? "")
      .split(/\s+/))
      if (name !== "") classes.add(name)
  return classes
}

/** The layer a node sits in, if any (`@layer utilities { ... }`). */
const layerOf = (node: Node): string | null => {
  for (let parent: Node | undefined = node.parent; parent !== undefined; parent = parent.parent)
    if (parent instanceof AtRule && parent.name === "layer") return parent.params
  return null
}

/**
 * Whether one of the selector's alternatives can match in a page with these classes: all the
 * classes it requires are there (a class under `:not()` requires nothing).
 */
const mayMatch = (selector: string, classes: ReadonlySet<string>): boolean => {
  let matches = false
  selectorParser((alternatives) => {
    alternatives.each((alternative) => {
      let required = true
      alternative.walkClasses((name) => {
        let negated = false
        for (let parent = name.parent; parent !== undefined; parent = parent.parent)
          if (parent.type === "pseudo" && parent.value === ":not") negated = true
        if (!negated && !classes.has(name.value)) required = false
      })
      if (required) matches = true
    })
  }).processSync(selector)
  return matches
}

// A name may hold escapes, as Panda writes the half steps: var(--spacing-1\.5).
const VARIABLE_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g
const referencesOf = (value: string): ReadonlyArray<string> =>
  [...value.matchAll(VARIABLE_REFERENCE)].flatMap(([, name]) => (name === undefined ? [] : [name]))

/** Removes the at-rules left without content (a media query whose every rule went). */
const dropEmpty = (root: Root): void => {
  let removed = true
  while (removed) {
    removed = false
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes !== undefined && node.nodes.length === 0) {
        node.remove()
        removed = true
      }
    })
  }
}

/** The part of `stylesheet` the page `html` needs to paint (see above). */
export const criticalCss = (stylesheet: string, html: string): string => {
  const classes = classesOf(html)
  const root = postcss.parse(stylesheet)
  root.walkRules((rule) => {
    if (layerOf(rule) === UTILITIES && !mayMatch(rule.selector, classes)) rule.remove()
  })
  // The tokens any kept rule, or the page's own style attributes, read, and those they read in turn.
  const tokens = new Map<string, Array<Declaration>>()
  const wanted: Array<string> = [...referencesOf(html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ""))]
  root.walkDecls((declaration) => {
    if (layerOf(declaration) === TOKENS && declaration.prop.startsWith("--"))
      tokens.set(declaration.prop, [...(tokens.get(declaration.prop) ?? []), declaration])
    else wanted.push(...referencesOf(declaration.value))
  })
  const kept = new Set<string>()
  for (let name = wanted.pop(); name !== undefined; name = wanted.pop()) {
    if (kept.has(name)) continue
    kept.add(name)
    for (const declaration of tokens.get(name) ?? []) wanted.push(...referencesOf(declaration.value))
  }
  for (const [name, declarations] of tokens)
    if (!kept.has(name)) for (const declaration of declarations) declaration.remove()
  dropEmpty(root)
  return root.toString()
}
