import { describe, expect, it } from "vitest"
import { attributeText, costs, groupCosts, moduleName, packageOf, UNMAPPED } from "../../bench/effect-cost-lib"

describe("what each module costs in a built chunk (npm run size:effect, #16)", () => {
  it("names a library's module by package and path, an app file by its path from src/", () => {
    expect(moduleName("../../node_modules/effect/dist/esm/internal/schema/util.js")).toBe("effect/internal/schema/util")
    expect(moduleName("../../node_modules/@effect/platform/dist/esm/HttpClient.js")).toBe("@effect/platform/HttpClient")
    expect(moduleName("../../../work/wt/src/runtime/commands/games.ts")).toBe("src/runtime/commands/games.ts")
    expect(packageOf("@effect/platform/HttpClient")).toBe("@effect/platform")
    expect(packageOf("effect/internal/core")).toBe("effect")
    expect(packageOf("src/start-runtime.ts")).toBe("app")
  })

  it("gives each stretch of code, across lines, to the mapping it starts at; text before the first to glue", () => {
    const code = "/*x*/aaaa;bb\ncccc;"
    const texts = attributeText(code, [
      { generatedLine: 1, generatedColumn: 10, source: "node_modules/effect/dist/esm/B.js" },
      { generatedLine: 1, generatedColumn: 5, source: "node_modules/effect/dist/esm/A.js" },
      { generatedLine: 2, generatedColumn: 0, source: "node_modules/effect/dist/esm/A.js" }
    ])
    expect(Object.fromEntries(texts)).toEqual({ [UNMAPPED]: "/*x*/", "effect/A": "aaaa;cccc;", "effect/B": "bb\n" })
    expect([...texts.values()].join("").length).toBe(code.length)
  })

  it("counts raw bytes exactly and scales the gzip shares to the chunk's gzip size", () => {
    const list = costs(
      new Map([
        ["effect/A", "x".repeat(3000)],
        ["effect/B", "Thai ไทย"]
      ]),
      1000
    )
    expect(list.map((cost) => [cost.module, cost.raw])).toEqual([
      ["effect/A", 3000],
      ["effect/B", Buffer.byteLength("Thai ไทย", "utf8")]
    ])
    expect(list.reduce((sum, cost) => sum + cost.gzip, 0)).toBeCloseTo(1000)
    expect(groupCosts(list, packageOf)).toEqual([
      { module: "effect", raw: 3000 + Buffer.byteLength("Thai ไทย", "utf8"), gzip: expect.closeTo(1000) }
    ])
  })
})
