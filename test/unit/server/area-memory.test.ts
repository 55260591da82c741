// An area of the reference API keeps its own memory: one per server, started afresh by each reset
// (server/area-memory.ts), so /__dev/reset restores every area's demo data.
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
