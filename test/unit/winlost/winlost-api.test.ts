import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"

// The reference API of the loss refund (issue #10 §5, OPEN-42, API-21, API-37, money.md).

/** Thursday 19 November 2026, 12:00 in Bangkok: demo's loss this week is seeded before it. */
const THURSDAY = Date.UTC(2026, 10, 19, 5, 0)
const DAY = 24 * 60 * 60 * 1000
const REPORT = "/api/auth/winlost/demo"
const CLAIM = "/api/auth/winlost/demo/claim"
const TO_BANK = "/api/auth/user/transfer/to/bank"

describe("loss refund API (#10)", () => {
  let now = THURSDAY
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => now)
  })
  beforeEach(async () => {
    now = THURSDAY
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const refundRows = async (): Promise<ReadonlyArray<unknown>> => {
    const rows = (await call(server, "GET", "/__dev/ledger?username=demo")).json
    return Array.isArray(rows) ? rows.filter((row: { kind?: string }) => row.kind === "loss-refund") : []
  }

  it("OPEN-42 the report gives the Bangkok week, the loss, silver's 5% and the refund rounded down", async () => {
    const token = await login(server)
    const report = await call(server, "GET", REPORT, { token })
    expect(report.json).toMatchObject({
      success: true,
      data: {
        periodStart: "2026-11-15T17:00:00.000Z",
        periodEnd: "2026-11-22T17:00:00.000Z",
        loss: 12345.5,
        percent: 5,
        refund: 617.27,
        claimed: false,
        claimedAt: null
      }
    })
  })

  it("another player's report is refused", async () => {
    const token = await login(server, "gold", "gold1234")
    expect((await call(server, "GET", REPORT, { token })).status).toBe(403)
  })

  it("a claim moves the refund into the balance once per period; a second is refused with the Thai message", async () => {
    const token = await login(server)
    const first = await call(server, "POST", CLAIM, { token })
    expect(first.json).toMatchObject({
      success: true,
      data: { amount: 617.27, destination: "balance", balance: 2138.02 }
    })
    const second = await call(server, "POST", CLAIM, { token })
    expect(second).toMatchObject({ status: 409, json: { success: false, message: "รับยอดเสียของรอบนี้แล้ว" } })
    expect(await refundRows()).toHaveLength(1)
    expect((await call(server, "GET", REPORT, { token })).json).toMatchObject({
      data: { claimed: true, claimedTo: "balance" }
    })
  })

  it("money.md the same Idempotency-Key twice changes the ledger once and answers the same", async () => {
    const token = await login(server)
    const first = await call(server, "POST", CLAIM, { token, key: "press-1" })
    const again = await call(server, "POST", CLAIM, { token, key: "press-1" })
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(await refundRows()).toHaveLength(1)
  })

  it("money.md a claim without an Idempotency-Key is refused (428)", async () => {
    const token = await login(server)
    expect((await call(server, "POST", CLAIM, { token, key: null })).status).toBe(428)
    expect(await refundRows()).toHaveLength(0)
  })

  it("the next period has a new refund to claim once there is a new loss", async () => {
    let token = await login(server)
    expect((await call(server, "POST", CLAIM, { token })).status).toBe(200)
    now = THURSDAY + 7 * DAY
    // A week unused ends a session (#31): the player logs in again.
    token = await login(server)
    const nothing = await call(server, "GET", REPORT, { token })
    expect(nothing.json).toMatchObject({ data: { loss: 0, refund: 0, claimed: false } })
    expect((await call(server, "POST", CLAIM, { token })).status).toBe(422)
    await call(server, "POST", "/__dev/game-result", { body: { username: "demo", win: -1000 } })
    expect((await call(server, "GET", REPORT, { token })).json).toMatchObject({ data: { loss: 1000, refund: 50 } })
    expect((await call(server, "POST", CLAIM, { token })).status).toBe(200)
    expect(await refundRows()).toHaveLength(2)
  })

  it("API-21 a transfer to the bank pays the refund out without touching the balance, once", async () => {
    const token = await login(server)
    const wrong = await call(server, "POST", TO_BANK, { token, body: { source: "winlost", amount: 600 } })
    expect(wrong.status).toBe(422)
    const paid = await call(server, "POST", TO_BANK, {
      token,
      body: { source: "winlost", amount: 617.27 },
      key: "bank-1"
    })
    expect(paid.json).toMatchObject({ success: true, data: { amount: 617.27, destination: "bank", balance: 1520.75 } })
    const replay = await call(server, "POST", TO_BANK, {
      token,
      body: { source: "winlost", amount: 617.27 },
      key: "bank-1"
    })
    expect(replay.json).toEqual(paid.json)
    expect(await refundRows()).toHaveLength(0)
    const claim = await call(server, "POST", CLAIM, { token })
    expect(claim.status).toBe(409)
  })

  it("API-37 the 'wl' log lists the period's refunds in the range, newest first; 'af' lists the affiliate's lines (#12)", async () => {
    const token = await login(server)
    const body = {
      type: "wl",
      start: new Date(THURSDAY - 60 * DAY).toISOString(),
      end: new Date(THURSDAY).toISOString()
    }
    const log = await call(server, "POST", "/api/auth/log/affiliate/demo", { token, body })
    expect(log.json).toMatchObject({
      success: true,
      data: [{ destination: "balance" }, { destination: "bank" }, { destination: "balance" }]
    })
    const af = await call(server, "POST", "/api/auth/log/affiliate/demo", { token, body: { ...body, type: "af" } })
    expect(af.json).toMatchObject({ success: true, data: [{ kind: "af" }, { kind: "af" }, { kind: "af" }] })
  })
})
