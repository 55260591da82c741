import { Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { HistoryPage } from "../../../src/domain/history-schema"
import { addSatang, satang, ZERO_SATANG } from "../../../src/domain/money"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

// #29 "A history that explains every baht": every ledger row of a player is a row of the history,
// and the rows' balances add up: the oldest row's balance plus every newer row's move is the balance.

const NOW = Date.UTC(2026, 10, 27, 5, 0)
const DEMO_UUID = DEMO_ACCOUNTS.find((account) => account.username === "demo")?.uuid ?? ""
const decodePage = Schema.decodeUnknownSync(Envelope(HistoryPage))
const decodeLedger = Schema.decodeUnknownSync(
  Schema.Array(Schema.Struct({ kind: Schema.String, amount: Schema.Number, reference: Schema.String }))
)

describe("the history explains every baht (#29)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => NOW)
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const history = async (token: string, body: Record<string, unknown> = {}) =>
    decodePage(
      (
        await call(server, "POST", "/api/auth/transaction/history/demo", {
          token,
          body: { kind: "all", before: null, limit: 100, ...body }
        })
      ).json
    ).data.rows

  it("#29 a check-in, a reward's credit and a rejected withdrawal's refund are rows, with the ledger's references", async () => {
    const token = await login(server)
    expect((await call(server, "POST", "/api/auth/game/check-in", { token })).status).toBe(200)
    await call(server, "POST", "/__dev/points", { body: { username: "demo", points: 500 } })
    const redeem = await call(server, "POST", "/api/auth/reward/request", {
      token,
      body: { rewardId: 102, userUuid: DEMO_UUID }
    })
    expect(redeem.status).toBe(200)
    expect(
      (await call(server, "POST", `/api/auth/withdraw/${DEMO_UUID}`, { token, body: { amount: 100 } })).status
    ).toBe(200)
    await call(server, "POST", "/__dev/withdrawals", { body: { outcome: "rejected" } })

    const rows = await history(token)
    const ledger = decodeLedger((await call(server, "GET", "/__dev/ledger?username=demo")).json)
    expect(ledger.map((row) => row.kind)).toEqual(["check-in", "reward", "withdrawal", "withdrawal-refund"])
    // Every ledger row's move is on a row of the history with its reference (a withdrawal's on its own row).
    for (const move of ledger) {
      expect(rows.some((row) => row.reference === move.reference && row.moved !== undefined && row.moved !== 0)).toBe(
        true
      )
    }
    const kinds = rows.map((row) => row.kind)
    expect(kinds).toContain("check-in")
    expect(kinds).toContain("reward")
    expect(kinds).toContain("withdraw-refund")
    const checkIn = rows.find((row) => row.kind === "check-in")
    expect(checkIn).toMatchObject({ amount: 2000, moved: 2000, status: "approved", channel: "เช็คอินรายวัน" })
    const refund = rows.find((row) => row.kind === "withdraw-refund")
    expect(refund).toMatchObject({ amount: 10_000, moved: 10_000 })
    // The withdrawal tab holds the refund beside its withdrawal.
    const withdrawals = await history(token, { kind: "withdraw" })
    expect(withdrawals.map((row) => row.kind)).toContain("withdraw-refund")
  })

  it("#29 from the oldest row's balance, adding each newer row's move reaches the balance now", async () => {
    const token = await login(server)
    await call(server, "POST", "/api/auth/game/check-in", { token })
    await call(server, "POST", "/__dev/credit", { body: { username: "demo", balance: 2500 } })
    const rows = await history(token)
    // The seeded past predates the ledger: only the ledger's rows say a balance.
    const shown = rows.filter((row) => row.balanceAfter !== undefined)
    expect(shown.map((row) => row.kind).sort()).toEqual(["adjustment", "check-in"])
    const oldest = shown.at(-1)
    const reached = shown
      .slice(0, -1)
      .reduce((balance, row) => addSatang(balance, row.moved ?? ZERO_SATANG), oldest?.balanceAfter ?? ZERO_SATANG)
    expect(reached).toBe(satang(250_000))
    expect(rows[0]?.balanceAfter).toBe(satang(250_000))
    // The test's credit is an operator's adjustment the player sees too.
    expect(rows.find((row) => row.kind === "adjustment")).toMatchObject({
      status: "approved",
      moved: expect.any(Number)
    })
  })

  it("#29 a period keeps the rows from `from` to `to` only; the balances stay those of the whole history", async () => {
    const token = await login(server)
    await call(server, "POST", "/api/auth/game/check-in", { token })
    const all = await history(token)
    const today = await history(token, { from: NOW - 60_000, to: NOW + 60_000 })
    expect(today.map((row) => row.kind)).toEqual(["check-in"])
    expect(today[0]?.balanceAfter).toBe(all[0]?.balanceAfter)
    const before = await history(token, { to: NOW - 60_000 })
    expect(before).toHaveLength(all.length - 1)
  })

  it("no row says 'PromptPay' in English", async () => {
    const token = await login(server, "history", "history1234")
    const page = decodePage(
      (
        await call(server, "POST", "/api/auth/transaction/history/history", {
          token,
          body: { kind: "all", before: null, limit: 100 }
        })
      ).json
    ).data.rows
    expect(page.some((row) => row.channel === "พร้อมเพย์")).toBe(true)
    expect(page.some((row) => row.channel.includes("PromptPay"))).toBe(false)
  })
})
