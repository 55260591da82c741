import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test } from "@playwright/test"
import { closure, resolveFrom, staticImports } from "../bench/size-lib"

// The production build (the e2e run always builds first) holds none of the development-only
// tools: no scenario of test layers (src/runtime/scenarios, marked "member-site-scenario:") and no
// console hook on window.__memberSite. The developer panel is its own lazy chunk.

const ASSETS = join(process.cwd(), "dist", "assets")
const chunks = readdirSync(ASSETS)
  .filter((name) => name.endsWith(".js"))
  .map((name) => ({ name, text: readFileSync(join(ASSETS, name), "utf8") }))

test.describe("production bundle", () => {
  test("was built", () => {
    expect(chunks.length).toBeGreaterThan(0)
  })

  test("contains no development scenario", () => {
    const withScenario = chunks.filter(
      ({ text }) => text.includes("member-site-scenario:") || /slow-network|session-expired/.test(text)
    )
    expect(withScenario.map(({ name }) => name)).toEqual([])
  })

  test("#32 contains no development brand lookup: a production page takes its brand from the server", () => {
    const withLookup = chunks.filter(({ text }) => text.includes("/brands.json could not be read"))
    expect(withLookup.map(({ name }) => name)).toEqual([])
  })

  test("contains no development console hook (window.__memberSite = { store })", () => {
    const withHook = chunks.filter(
      ({ text }) => /__memberSite\s*=/.test(text) || /__memberSite\b(?!Devtools)/.test(text)
    )
    expect(withHook.map(({ name }) => name)).toEqual([])
  })

  test("keeps the developer panel in a chunk of its own, out of the entry", () => {
    const html = readFileSync(join(process.cwd(), "dist", "index.html"), "utf8")
    const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const entryText = chunks.find(({ name }) => name === entry)?.text ?? ""
    expect(entryText).not.toContain("__memberSiteDevtools")
    expect(chunks.filter(({ text }) => text.includes("__memberSiteDevtools")).map(({ name }) => name)).toEqual([
      expect.stringMatching(/^devtools-root-/)
    ])
  })

  test("keeps the Effect runtime out of what the entry loads: it arrives after paint (issue #4)", () => {
    const html = readFileSync(join(process.cwd(), "dist", "index.html"), "utf8")
    const entry = /<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const textOf = new Map(chunks.map(({ name, text }) => [`assets/${name}`, text]))
    // The entry imports the app (src/app-main.tsx) once the prerendered page has painted.
    const app = chunks.find(({ name }) => name.startsWith("app-main-"))?.name
    expect(app).toBeDefined()
    const loadedFirst = closure([entry ?? "", `assets/${app ?? ""}`], (file) =>
      staticImports(textOf.get(file) ?? "").map((specifier) => resolveFrom(file, specifier))
    )
    expect(loadedFirst.length).toBeGreaterThan(2)
    expect(loadedFirst.filter((file) => /vendor-effect|start-runtime/.test(file))).toEqual([])
    // ...while the runtime chunk itself does carry effect.
    const runtime = chunks.find(({ name }) => name.startsWith("start-runtime-"))
    expect(runtime?.text).toMatch(/from"\.\/vendor-effect-[\w-]+\.js"/)
  })
})
