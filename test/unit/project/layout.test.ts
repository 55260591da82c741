import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const root = new URL("../../../", import.meta.url)
const exists = (path: string) => existsSync(new URL(path, root))

/** Every file below `dir` (a path from the root) whose name matches. */
const filesBelow = (dir: string, name: RegExp): ReadonlyArray<string> =>
  readdirSync(new URL(dir, root), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesBelow(`${path}/`, name)
    return name.test(entry.name) ? [path] : []
  })

describe("project layout", () => {
  it("a production file has one job: none under src/, server/ or tools/ passes 300 lines (docs/architecture.md)", () => {
    const files = [
      ...filesBelow("src/", /\.tsx?$/),
      ...filesBelow("server/", /\.ts$/),
      ...filesBelow("tools/", /\.ts$/)
    ]
    expect(files.length).toBeGreaterThan(100)
    const long = files.flatMap((file) => {
      const lines = readFileSync(new URL(file, root), "utf8").split("\n").length
      return lines > 300 ? [`${file}: ${lines} lines`] : []
    })
    expect(long).toEqual([])
  })

  it("#28 the README is read in five minutes: at most 300 lines, and every doc it links to exists", () => {
    const readme = readFileSync(new URL("README.md", root), "utf8")
    expect(readme.split("\n").length).toBeLessThanOrEqual(300)
    const linked = [...readme.matchAll(/\]\(((?:docs|server)\/[^)#\s]+)\)/g)].map((match) => match[1] ?? "")
    expect(linked.length).toBeGreaterThan(3)
    expect(linked.filter((path) => !exists(path))).toEqual([])
  })

  it("DESIGN-14 the top level is as the design card names it", () => {
    const required = [
      "package.json",
      "tsconfig.json",
      "vite.config.ts",
      "panda.config.ts",
      "src/domain",
      "src/events",
      "src/services",
      "src/runtime",
      "src/ui",
      "src/routes",
      "test",
      "README.md",
      "server"
    ]
    expect(required.filter((path) => !exists(path))).toEqual([])
  })

  it("DESIGN-01 DESIGN-13 the named packages are dependencies and @effect/schema is not", () => {
    const manifest: unknown = JSON.parse(readFileSync(new URL("package.json", root), "utf8"))
    const names =
      typeof manifest === "object" && manifest !== null
        ? Object.entries(manifest).flatMap(([key, value]) =>
            (key === "dependencies" || key === "devDependencies") && typeof value === "object" && value !== null
              ? Object.keys(value)
              : []
          )
        : []
    for (const name of [
      "react",
      "react-dom",
      "effect",
      "@effect/platform",
      "@effect/platform-browser",
      "react-router-dom",
      "use-sync-external-store",
      "socket.io-client",
      "qrcode.react",
      "@pandacss/dev",
      "sonner",
      "vite",
      "vitest",
      "@effect/vitest"
    ]) {
      expect(names, name).toContain(name)
    }
    expect(names).not.toContain("@effect/schema")
  })

  it("PROD-03 the document declares lang th", () => {
    expect(readFileSync(new URL("index.html", root), "utf8")).toContain('<html lang="th">')
  })

  it("COMPAT-12 index.html loads the classic browser check before the module bundle", () => {
    const html = readFileSync(new URL("index.html", root), "utf8")
    const check = html.indexOf('<script src="/browser-check.js" defer></script>')
    const bundle = html.indexOf('<script type="module"')
    expect(check).toBeGreaterThan(-1)
    expect(check).toBeLessThan(bundle)
  })
})

describe("build target", () => {
  it("COMPAT-12 the bundle targets the supported floor", async () => {
    const { BUILD_TARGET } = await import("../../../vite.config")
    expect(BUILD_TARGET).toEqual(["chrome79", "edge79", "firefox80", "safari14", "ios14"])
  })
})
