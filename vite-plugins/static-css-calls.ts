import type { CallExpression, ImportDeclaration, ImportSpecifier, Node, Program } from "estree"
import {
  bindingCounts,
  evaluator,
  moduleConstants,
  rangeOf,
  UNKNOWN,
  walk,
  type Constant,
  type Ranged
} from "./module-constants"

// Panda's `css({ ... })` turns a style object into its atomic class names ("d_flex gap_2"). The
// app calls it about 800 times, nearly always with constant objects, so each page used to carry
// Panda's runtime (13 kB, 4.6 kB gzip in `app-main`) and run every call while its modules were
// evaluated, inside the start's long tasks (#30). A call whose arguments are constants is replaced
// here, at build time, by the class names the same `css` returns; a call with anything computed
// in it stays as it is and keeps the runtime where it is used. The classes are the ones Panda
// extracts the stylesheet from (it reads the sources, not this output), so nothing else changes.

/** Panda's `css`, as the build calls it. */
export type CssFunction = (...styles: ReadonlyArray<Constant>) => string

const CSS_MODULE = /(^|\/)styled-system\/css$/

/** The parts of `styled-system/css`'s index, each in its own module (the index evaluates them all). */
const PART_MODULES: Readonly<Record<string, string>> = { css: "css.mjs", cx: "cx.mjs", cva: "cva.mjs", sva: "sva.mjs" }

interface Edit extends Ranged {
  readonly text: string
}

const applyEdits = (code: string, edits: ReadonlyArray<Edit>): string => {
  let result = code
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  return result
}

const importedName = (specifier: ImportSpecifier): string =>
  specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value)

/** The module's import of `styled-system/css`, when it is one of named parts only. */
const cssImportOf = (program: Program): ImportDeclaration | null => {
  for (const statement of program.body)
    if (
      statement.type === "ImportDeclaration" &&
      typeof statement.source.value === "string" &&
      CSS_MODULE.test(statement.source.value) &&
      statement.specifiers.every(
        (specifier) => specifier.type === "ImportSpecifier" && Object.hasOwn(PART_MODULES, importedName(specifier))
      )
    )
      return statement
  return null
}

export interface StaticCssResult {
  readonly code: string
  /** Calls replaced by their class names. */
  readonly replaced: number
  /** Calls left to run (an argument computed when the page runs, or a module that rebinds `css`). */
  readonly kept: number
}

interface Replacements {
  readonly edits: ReadonlyArray<Edit>
  readonly kept: number
  /** Whether `css` is still needed: a call kept, or the function used another way (css.raw). */
  readonly cssStillUsed: boolean
}

/** The module's `css(...)` calls (`css` bound once, to the import) replaced where their arguments are constants. */
const replaceCalls = (program: Program, cssLocal: string, counts: ReadonlyMap<string, number>, css: CssFunction) => {
  const evaluate = evaluator(moduleConstants(program, counts))
  const edits: Array<Edit> = []
  const replacedCalls = new Set<Node>()
  let kept = 0
  walk(program, (node) => {
    if (node.type !== "CallExpression" || node.callee.type !== "Identifier" || node.callee.name !== cssLocal) return
    const call: CallExpression = node
    const range = rangeOf(call)
    const styles: Array<Constant> = []
    for (const argument of call.arguments) {
      const value = argument.type === "SpreadElement" ? UNKNOWN : evaluate(argument)
      if (value === UNKNOWN) break
      styles.push(value)
    }
    if (range === null || styles.length !== call.arguments.length) {
      kept += 1
      return
    }
    replacedCalls.add(call)
    edits.push({ ...range, text: JSON.stringify(css(...styles)) })
  })
  let cssStillUsed = false
  walk(program, (node, parent) => {
    if (node.type !== "Identifier" || node.name !== cssLocal || parent?.type === "ImportSpecifier") return
    if (!(parent?.type === "CallExpression" && replacedCalls.has(parent) && parent.callee === node)) cssStillUsed = true
  })
  return { edits, kept, cssStillUsed } satisfies Replacements
}

/** Calls of `css` left as they are (the module binds the name again: a local may shadow it). */
const untouchedCalls = (program: Program, cssLocal: string): Replacements => {
  let kept = 0
  walk(program, (node) => {
    if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === cssLocal) kept += 1
  })
  return { edits: [], kept, cssStillUsed: true }
}

/**
 * `code` (a module as JavaScript) with every `css(...)` call of constant arguments replaced by the
 * class names `css` gives them, and its import of `styled-system/css` split into the parts it still
 * uses: the index evaluates all of them, Panda's runtime with them, even for `cx` alone. Null when
 * the module does not import `styled-system/css`.
 */
export const staticCssCalls = (
  code: string,
  parse: (code: string) => Program,
  css: CssFunction
): StaticCssResult | null => {
  if (!code.includes("styled-system/css")) return null
  const program = parse(code)
  const cssImport = cssImportOf(program)
  const importRange = cssImport === null ? null : rangeOf(cssImport)
  if (cssImport === null || importRange === null) return null
  const specifiers = cssImport.specifiers.filter((s): s is ImportSpecifier => s.type === "ImportSpecifier")
  const cssLocal = specifiers.find((specifier) => importedName(specifier) === "css")?.local.name
  const counts = bindingCounts(program)
  const { edits, kept, cssStillUsed }: Replacements =
    cssLocal === undefined
      ? { edits: [], kept: 0, cssStillUsed: false }
      : counts.get(cssLocal) === 1
        ? replaceCalls(program, cssLocal, counts, css)
        : untouchedCalls(program, cssLocal)
  const source = String(cssImport.source.value)
  const imports = specifiers
    .filter((specifier) => importedName(specifier) !== "css" || cssStillUsed)
    .map((specifier) => {
      const name = importedName(specifier)
      const local = specifier.local.name === name ? name : `${name} as ${specifier.local.name}`
      return `import { ${local} } from ${JSON.stringify(`${source}/${PART_MODULES[name]}`)};`
    })
  return {
    code: applyEdits(code, [...edits, { ...importRange, text: imports.join("\n") }]),
    replaced: edits.length,
    kept
  }
}
