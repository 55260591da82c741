import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// vitest.config.ts runs .ts tests in Node over a shared module graph and .tsx tests in jsdom, each file
// isolated. A test's environment is named in its first line, so the two must agree: a DOM test left
// in a .ts file would run without a document, beside other files' modules.

const root = fileURLToPath(new URL("../../../", import.meta.url))

const testFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

// Built from parts: Vitest reads the environment from anywhere in a file, this one's source included.
const JSDOM = new RegExp(`^// @vitest-${"environment"} jsdom$`, "m")

describe("unit test files", () => {
  it("a test of the DOM is a .tsx file and every .tsx test asks for jsdom (vitest.config.ts projects)", () => {
    const files = testFiles("test/unit")
    expect(files.length).toBeGreaterThan(150)
    const misplaced = files.flatMap((file) => {
      const wantsDom = JSDOM.test(readFileSync(join(root, file), "utf8"))
      const isTsx = file.endsWith(".tsx")
      return wantsDom === isTsx
        ? []
        : [`${file}: ${wantsDom ? "asks for jsdom in a .ts file" : "a .tsx file without jsdom"}`]
    })
    expect(misplaced).toEqual([])
  })
})
