// #13 points move like money (money.md): the reference API keeps a points ledger, one row per
// change, readable at GET /__dev/point-ledger; the profile and the login answer carry the points now.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { ServerState } from "../../../server/state"
import { call, login, start } from "./server-harness"

const DEMO_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0001"

describe("the points ledger (#13)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => Date.UTC(2026, 10, 23, 3, 0))
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("#13 ENT-04 POST /__dev/points sets a player's points with one ledger row, and the profile reads them", async () => {
    const set = await call(server, "POST", "/__dev/points", { body: { username: "demo", points: 500 } })
    expect(set.status).toBe(204)
    const rows = await call(server, "GET", "/__dev/point-ledger?username=demo")
    expect(rows.json).toEqual([expect.objectContaining({ kind: "dev-points", amount: 380, pointsAfter: 500 })])
    const token = await login(server)
    const profile = await call(server, "GET", `/api/auth/user/detail/${DEMO_UUID}`, { token })
    expect(profile.json).toMatchObject({ data: { user_credit: { points: 500 } } })
  })

  it("#13 a reset brings the seeded points back and empties the points ledger", async () => {
    await call(server, "POST", "/__dev/points", { body: { username: "demo", points: 0 } })
    await call(server, "POST", "/__dev/reset")
    expect((await call(server, "GET", "/__dev/point-ledger?username=demo")).json).toEqual([])
    const token = await login(server)
    const profile = await call(server, "GET", `/api/auth/user/detail/${DEMO_UUID}`, { token })
    expect(profile.json).toMatchObject({ data: { user_credit: { points: 120 } } })
  })

  it("#13 points never go below zero: a spend past them throws and changes nothing", () => {
    const state = new ServerState(() => 0)
    const demo = state.accountOf("demo")
    expect(demo?.point).toBe(120)
    if (demo === undefined) return
    expect(() => state.changePoints(demo, { kind: "reward", amount: -121, reference: "r1" })).toThrow()
    expect(state.accountOf("demo")?.point).toBe(120)
    expect(state.pointLedger.rowsOf("demo")).toEqual([])
    state.changePoints(demo, { kind: "reward", amount: -120, reference: "r2" })
    expect(state.accountOf("demo")?.point).toBe(0)
  })
})
