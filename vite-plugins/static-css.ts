import { resolve } from "node:path"
import { pathToFileURL } from "node:url"
import postcss from "postcss"
import selectorParser from "postcss-selector-parser"
import type { Plugin } from "vite"
import { staticCssCalls, type CssFunction } from "./static-css-calls"

// The build's side of static-css-calls.ts: the app's modules, once esbuild has made them
// JavaScript, with their constant `css(...)` calls replaced by class names. Panda's own `css`
// (the generated styled-system/) computes them, so they are the runtime's to the character, and
// the build fails if one of them has no rule in the stylesheet Panda extracted from the sources
// (a style object this code read otherwise than Panda did).

/** Panda's generated `css`, loaded when the build starts (styled-system/ is generated code). */
export const loadCss = async (root: string): Promise<CssFunction> => {
  const module: unknown = await import(pathToFileURL(resolve(root, "styled-system/css/css.mjs")).href)
  const css = typeof module === "object" && module !== null && "css" in module ? module.css : undefined
  if (typeof css !== "function") throw new Error("styled-system/css/css.mjs has no css(): run `panda codegen`")
  return (...styles) => {
    const classes: unknown = css(...styles)
    if (typeof classes !== "string") throw new Error("Panda's css() returned no class names")
    return classes
  }
}

/** Every class a stylesheet's selectors name (unescaped: `md:d_flex`, `w_100%`). */
export const classesDefinedIn = (stylesheet: string): ReadonlySet<string> => {
  const classes = new Set<string>()
  const collect = selectorParser((selectors) => selectors.walkClasses((name) => void classes.add(name.value)))
  postcss.parse(stylesheet).walkRules((rule) => void collect.processSync(rule.selector))
  return classes
}

export const staticCss = (): Plugin => {
  let css: CssFunction | null = null
  let root = process.cwd()
  let replaced = 0
  let kept = 0
  const written = new Set<string>()
  return {
    name: "member-site:static-css",
    apply: "build",
    configResolved: (config) => {
      root = config.root
    },
    buildStart: async () => {
      css = await loadCss(root)
    },
    transform(code, id) {
      const computed = css
      if (computed === null || !/\/src\/.+\.tsx?$/.test(id)) return null
      const recording: CssFunction = (...styles) => {
        const classes = computed(...styles)
        for (const name of classes.split(" ")) if (name !== "") written.add(name)
        return classes
      }
      const result = staticCssCalls(code, (text) => this.parse(text), recording)
      if (result === null) return null
      replaced += result.replaced
      kept += result.kept
      return result.code === code ? null : { code: result.code, map: null }
    },
    // After Vite's own plugins have emitted the stylesheet.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const stylesheets = Object.values(bundle).filter(
          (file) => file.type === "asset" && file.fileName.endsWith(".css")
        )
        const defined = new Set<string>()
        for (const file of stylesheets)
          if (file.type === "asset") {
            const text = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source)
            for (const name of classesDefinedIn(text)) defined.add(name)
          }
        const missing = [...written].filter((name) => !defined.has(name))
        if (missing.length > 0)
          this.error(
            `css() calls replaced by classes the stylesheet does not define: ${missing.slice(0, 20).join(", ")}`
          )
        this.info(
          `css() calls replaced by their class names: ${replaced} (${written.size} classes); left to run: ${kept}`
        )
      }
    }
  }
}
