// An area of the reference API keeps its own memory: one per server, started afresh by each reset
// (server/area-memory.ts), so /__dev/reset restores every area's demo data.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { areaMemory } from "../../../server/area-memory"
import { ServerState } from "../../../server/state"

describe("an area's memory", () => {
  it("is built from its demo data once per server and again after each reset", () => {
    let built = 0
    const spins = areaMemory(() => {
      built += 1
      return new Map<string, number>()
    })
    const server = new ServerState(() => 0)
    spins.of(server).set("demo", 15)
    expect(spins.of(server).get("demo")).toBe(15)
    expect(built).toBe(1)
    server.reset()
    expect(spins.of(server).get("demo")).toBeUndefined()
    expect(built).toBe(2)
    const other = new ServerState(() => 0)
    spins.of(other).set("demo", 1)
    expect(spins.of(server).has("demo")).toBe(false)
  })
})

describe("a durable area memory (#31)", () => {
  const schema = Schema.Map({ key: Schema.String, value: Schema.Number })

  it("#31 is saved by the write that used it, read back by the next server on the same database, and afresh after a reset", () => {
    const dir = mkdtempSync(join(tmpdir(), "member-memory-"))
    try {
      let built = 0
      const spins = areaMemory(
        (): Map<string, number> => {
          built += 1
          return new Map()
        },
        { name: "test-spins", schema }
      )
      const first = new ServerState(() => 0, [], undefined, dir)
      first.write(() => spins.of(first).set("demo", 15))
      spins.of(first).set("gold", 2) // outside a write: not saved until a write uses the memory
      first.durable.close()

      const second = new ServerState(() => 0, [], undefined, dir)
      expect([...spins.of(second)]).toEqual([["demo", 15]])
      expect(built, "read back, not built again").toBe(1)
      second.reset()
      expect(spins.of(second).size).toBe(0)
      second.durable.close()

      const third = new ServerState(() => 0, [], undefined, dir)
      expect(spins.of(third).size, "the reset's fresh memory is what the database keeps").toBe(0)
      third.durable.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("#31 a write that throws leaves the memory as the database has it", () => {
    const counts = areaMemory((): Map<string, number> => new Map(), { name: "test-counts", schema })
    const server = new ServerState(() => 0)
    server.write(() => counts.of(server).set("demo", 1))
    expect(() =>
      server.write(() => {
        counts.of(server).set("demo", 2)
        throw new Error("a bug halfway through a write")
      })
    ).toThrow(/a bug/)
    expect(counts.of(server).get("demo")).toBe(1)
    server.durable.close()
  })
})
