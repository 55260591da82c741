// #9 the reference API keeps a ledger (money.md "Keeps a ledger"): every balance change is one
// row in integer satang, readable at GET /__dev/ledger, emptied by /__dev/reset.
import { Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { ServerState } from "../../../server/state"
import { CheckInEntry } from "../../../src/domain/check-in-schema"
import { satang } from "../../../src/domain/money"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "./server-harness"

/** 15 June 2025, 10:00 in Bangkok: demo has checked in on the 13th and 14th. */
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)

const ledgerOf = async (server: RunningServer, username: string) =>
  call(server, "GET", `/__dev/ledger?username=${encodeURIComponent(username)}`)

describe("the ledger (#9)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => JUNE_15)
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("#9 a check-in is one ledger row: kind, satang amount, satang balance after, the entry's id, the clock", async () => {
    const token = await login(server)
    const checkIn = await call(server, "POST", "/api/auth/game/check-in", { token })
    expect(checkIn.status).toBe(200)
    const ledger = await ledgerOf(server, "demo")
    expect(ledger.status).toBe(200)
    expect(ledger.json).toEqual([
      {
        kind: "check-in",
        amount: 2000,
        balanceAfter: 154075,
        reference: expect.stringMatching(/-2025-06-15$/),
        at: JUNE_15
      }
    ])
    const entry = Schema.decodeUnknownSync(Envelope(CheckInEntry))(checkIn.json).data
    expect(ledger.json).toEqual([expect.objectContaining({ reference: String(entry.gameLog.id) })])
  })

  it("#9 a refused write adds no row; another player's ledger stays empty", async () => {
    const token = await login(server)
    await call(server, "POST", "/api/auth/game/check-in", { token })
    expect((await call(server, "POST", "/api/auth/game/check-in", { token })).status).toBe(409)
    expect((await ledgerOf(server, "demo")).json).toHaveLength(1)
    expect((await ledgerOf(server, "gold")).json).toEqual([])
  })

  it("#9 an unknown username has an empty ledger; a missing username is a 400", async () => {
    expect(await ledgerOf(server, "nobody")).toMatchObject({ status: 200, json: [] })
    expect((await call(server, "GET", "/__dev/ledger")).status).toBe(400)
    expect((await call(server, "GET", "/__dev/ledger?username=")).status).toBe(400)
  })

  it("#9 /__dev/reset empties the ledger", async () => {
    const token = await login(server)
    await call(server, "POST", "/api/auth/game/check-in", { token })
    expect((await ledgerOf(server, "demo")).json).toHaveLength(1)
    await call(server, "POST", "/__dev/reset")
    expect((await ledgerOf(server, "demo")).json).toEqual([])
  })
})

describe("changeBalance, the one door to a balance (#9)", () => {
  it("#9 #10 sums in satang, so 0.10 + 0.20 baht is exactly 0.30 and every row is an integer", () => {
    const state = new ServerState(() => 7)
    const newbie = state.accountOf("newbie")
    if (newbie === undefined) throw new Error("the demo data has no newbie")
    state.changeBalance(newbie, { kind: "test", amount: satang(10), reference: "a" })
    const row = state.changeBalance(newbie, { kind: "test", amount: satang(20), reference: "b" })
    expect(row).toEqual({ kind: "test", amount: 20, balanceAfter: 30, reference: "b", at: 7 })
    expect(state.accountOfToken(state.issueToken(newbie))?.balance).toBe(30)
    expect(state.ledger.rowsOf("newbie").map((r) => r.balanceAfter)).toEqual([10, 30])
  })

  it("#9 #10 an amount that is not integer satang cannot be made, and a sum past exact integers adds no row", () => {
    const state = new ServerState(() => 0)
    const demo = state.accountOf("demo")
    if (demo === undefined) throw new Error("the demo data has no demo account")
    expect(() => state.changeBalance(demo, { kind: "test", amount: satang(0.5), reference: "x" })).toThrow(RangeError)
    expect(() =>
      state.changeBalance(demo, { kind: "test", amount: satang(Number.MAX_SAFE_INTEGER), reference: "y" })
    ).toThrow(RangeError)
    expect(state.ledger.rowsOf("demo")).toEqual([])
    expect(demo.balance).toBe(152_075)
  })
})
