import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { transformSync } from "esbuild"
import { parseAst } from "rollup/parseAst"
import { beforeAll, describe, expect, it } from "vitest"
import { css } from "../../../styled-system/css"
import { staticCssCalls, type CssFunction } from "../../../vite-plugins/static-css-calls"
import { classesDefinedIn, loadCss } from "../../../vite-plugins/static-css"

// #30: a css() call of constant style objects becomes, at build time, the class names Panda's own
// css() gives them; anything computed stays a call. The app's look must not change by a class.

// The generated css() the build loads, the one the app's modules import.
let pandaCss: CssFunction = () => ""
beforeAll(async () => {
  pandaCss = await loadCss(process.cwd())
})
const transform = (code: string) => staticCssCalls(code, (text) => parseAst(text), pandaCss)
const IMPORT = 'import { css, cx } from "../../styled-system/css";\n'

describe("css() calls of constants become class names at build time (#30)", () => {
  it("#30 replaces a constant call by the runtime's class names, conditions and breakpoints included", () => {
    const style = { display: "flex", gap: "2", px: -1, _hover: { color: "brand" }, md: { p: "4" }, w: "100%" }
    const result = transform(
      `${IMPORT}export const box = css({ display: "flex", gap: \`2\`, px: -1, _hover: { color: "brand" }, md: { p: "4" }, w: "100%" });\nexport const both = cx(box, "x");\n`
    )
    expect(result?.replaced).toBe(1)
    expect(result?.kept).toBe(0)
    expect(result?.code).toContain(`export const box = ${JSON.stringify(css(style))};`)
    expect(css(style)).toContain("hover:c_brand")
    expect(css(style)).toContain("md:p_4")
  })

  it("#30 reads the module's constants an argument names, spreads included, as Panda merges them", () => {
    const result = transform(
      `${IMPORT}const base = { p: "2", color: "ink" };\nconst more = { ...base, fontWeight: 700 };\nexport const tab = css(base, { color: "paper" });\nexport const strong = css(more, { fontSize: ["sm", "md"] });\n`
    )
    expect(result?.replaced).toBe(2)
    expect(result?.code).toContain(JSON.stringify(css({ p: "2", color: "ink" }, { color: "paper" })))
    expect(result?.code).toContain(
      JSON.stringify(css({ p: "2", color: "ink", fontWeight: 700 }, { fontSize: ["sm", "md"] }))
    )
    // The later object wins, as at runtime: one colour class.
    expect(css({ p: "2", color: "ink" }, { color: "paper" })).not.toContain("c_ink")
  })

  it("#30 reads templates and arithmetic over the module's constants, as Panda's extractor does", () => {
    const result = transform(
      `${IMPORT}export const ROW = 84;\nconst DAY = 44;\nexport const row = css({ height: \`\${ROW - 8}px\`, width: DAY * 2 + "px" });\nexport const day = css({ height: \`\${DAY}px\` });\n`
    )
    expect(result?.replaced).toBe(2)
    expect(result?.kept).toBe(0)
    expect(result?.code).toContain(JSON.stringify(css({ height: "76px", width: "88px" })))
    expect(result?.code).toContain(JSON.stringify(css({ height: "44px" })))
  })

  it("#30 leaves a call with a computed value to run, and keeps css() imported for it alone", () => {
    const result = transform(
      `${IMPORT}export const fixed = css({ color: "ink" });\nexport const sized = (width) => css({ width });\nexport const joined = cx(fixed, "y");\n`
    )
    expect(result?.replaced).toBe(1)
    expect(result?.kept).toBe(1)
    expect(result?.code).toContain("css({ width })")
    expect(result?.code).toContain('import { css } from "../../styled-system/css/css.mjs";')
    expect(result?.code).toContain('import { cx } from "../../styled-system/css/cx.mjs";')
    expect(result?.code).not.toContain('"../../styled-system/css";')
  })

  it("#30 drops Panda's runtime from a module whose every call was constant (cx comes from its own file)", () => {
    const result = transform(`${IMPORT}export const a = css({ color: "ink" });\nexport const b = cx(a, "z");\n`)
    expect(result?.code).not.toMatch(/import \{ css/)
    expect(result?.code).toContain('import { cx } from "../../styled-system/css/cx.mjs";')
  })

  it("#30 keeps an alias the module imported css() under", () => {
    const result = transform(
      `import { css as style } from "../styled-system/css";\nexport const a = style({ color: "ink" });\nexport const b = (c) => style({ color: c });\n`
    )
    expect(result?.code).toContain(JSON.stringify(css({ color: "ink" })))
    expect(result?.code).toContain('import { css as style } from "../styled-system/css/css.mjs";')
  })

  it("#30 replaces nothing in a module that binds css, or an argument's name, a second time (a local would shadow it)", () => {
    const shadowedCss = transform(
      `${IMPORT}export const a = css({ color: "ink" });\nexport const f = (css) => css({ color: "paper" });\n`
    )
    expect(shadowedCss?.replaced).toBe(0)
    expect(shadowedCss?.kept).toBe(2)
    expect(shadowedCss?.code).toContain('export const a = css({ color: "ink" });')
    expect(shadowedCss?.code).toContain('import { css } from "../../styled-system/css/css.mjs";')
    const shadowedArgument = transform(
      `${IMPORT}const base = { color: "ink" };\nexport const f = (base) => css(base);\nexport const g = css(base);\n`
    )
    expect(shadowedArgument?.replaced).toBe(0)
    expect(shadowedArgument?.kept).toBe(2)
  })

  it("#30 a module that imports cx alone takes it from its own file, not the index that evaluates css()", () => {
    const result = transform('import { cx } from "../styled-system/css";\nexport const a = cx("x", false, "y");\n')
    expect(result?.code).toBe(
      'import { cx } from "../styled-system/css/cx.mjs";\nexport const a = cx("x", false, "y");\n'
    )
  })

  it("#30 leaves modules without Panda's css import as they are", () => {
    expect(transform('export const css = (x) => x;\nexport const a = css({ color: "ink" });\n')).toBeNull()
  })

  // The build checks each class against the stylesheet Panda extracted (vite-plugins/static-css.ts).
  it("#30 over the whole app: nearly every call becomes class names", () => {
    let replaced = 0
    let kept = 0
    const files = readdirSync("src", { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts")
    )
    for (const file of files) {
      const source = readFileSync(join("src", file), "utf8")
      const { code } = transformSync(source, { loader: file.endsWith(".tsx") ? "tsx" : "ts", jsx: "automatic" })
      const result = transform(code)
      replaced += result?.replaced ?? 0
      kept += result?.kept ?? 0
    }
    expect(replaced).toBeGreaterThan(700)
    expect(kept).toBeLessThan(replaced / 10)
  })

  it("#30 reads the classes a stylesheet defines, escaped names and media queries included", () => {
    const classes = classesDefinedIn(
      "@layer utilities{.c_ink{color:#111}.w_100\\%{width:100%}@media (min-width:48rem){.md\\:p_4{padding:1rem}}.hover\\:c_brand:is(:hover){color:red}}"
    )
    expect([...classes].sort()).toEqual(["c_ink", "hover:c_brand", "md:p_4", "w_100%"])
  })
})
