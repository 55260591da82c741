import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { DepositRecord, ReceivingAccount } from "../../../src/domain/deposit-schema"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { DEMO_RECEIVING_ACCOUNTS } from "../../../src/domain/demo/deposit"
import { satang, wholeBaht } from "../../../src/domain/money"
import { Envelope } from "../../../src/services/contract"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"

const decodeAccounts = Schema.decodeUnknownSync(Envelope(Schema.Array(ReceivingAccount)))
const decodeDeposits = Schema.decodeUnknownSync(Envelope(Schema.Array(DepositRecord)))

const NOW = Date.parse("2026-11-22T12:00:00Z")
const uuidOf = (username: string): string => DEMO_ACCOUNTS.find((a) => a.username === username)?.uuid ?? ""

describe("deposit by bank transfer: the reference API (#10 §1)", () => {
  let server: RunningServer | undefined
  afterEach(() => server?.close())

  it("AMB-36 GET /api/deposit is public and gives the operator's receiving accounts, nothing about players", async () => {
    server = await start(() => NOW)
    const answer = await call(server, "GET", "/api/deposit")
    expect(answer.status).toBe(200)
    const accounts = decodeAccounts(answer.json).data
    expect(accounts).toEqual(DEMO_RECEIVING_ACCOUNTS)
    expect(accounts.map((a) => a.bankCode)).toEqual(["004", "014", "006"])
    expect(JSON.stringify(answer.json)).not.toContain("demo")
  })

  it("API-26 the player's deposits, newest first, with ISO dates; another player's uuid is refused", async () => {
    server = await start(() => NOW)
    const token = await login(server)
    const answer = await call(server, "GET", `/api/auth/deposit/${uuidOf("demo")}`, { token })
    const deposits = decodeDeposits(answer.json).data
    expect(deposits.map((d) => d.amount)).toEqual([wholeBaht(500), wholeBaht(1_000), wholeBaht(300), wholeBaht(200)])
    expect(deposits.map((d) => d.status)).toEqual(["approved", "approved", "rejected", "approved"])
    expect(deposits[0]?.createdAt).toBe(new Date(NOW - 2 * 86_400_000 - 3 * 3_600_000).toISOString())
    expect(deposits[2]?.note).toMatch(/ไม่พบยอดโอน/)
    const other = await call(server, "GET", `/api/auth/deposit/${uuidOf("gold")}`, { token })
    expect(other.status).toBe(403)
    const guest = await call(server, "GET", `/api/auth/deposit/${uuidOf("demo")}`)
    expect(guest.status).toBe(401)
  })

  it("#10 POST /__dev/deposit credits the balance once, with a ledger row, and lists an approved deposit first", async () => {
    server = await start(() => NOW)
    const token = await login(server)
    const detected = await call(server, "POST", "/__dev/deposit", { body: { username: "demo", amount: 750.25 } })
    expect(detected.status).toBe(200)
    expect(detected.json).toMatchObject({ amount: 750.25, status: "approved" })
    const deposits = decodeDeposits(
      (await call(server, "GET", `/api/auth/deposit/${uuidOf("demo")}`, { token })).json
    ).data
    expect(deposits[0]).toMatchObject({ amount: satang(75_025), status: "approved", channel: "พร้อมเพย์" })
    const ledger = await call(server, "GET", "/__dev/ledger?username=demo")
    // The ledger is the server's own record: integer satang.
    expect(ledger.json).toEqual([expect.objectContaining({ kind: "deposit", amount: 75_025 })])
    const credit = await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })
    expect(credit.json).toMatchObject({ data: { balance: 2271 } })
  })

  it("#29 a transfer in a bonus window ending in its 'ทศนิยมท้าย' earns the bonus: a row of its own, named on the deposit", async () => {
    server = await start(() => NOW)
    const token = await login(server)
    // 10:15 in Bangkok: the demo's period 1 (09:00–12:00, 10 %, ending 1.50, at most ฿500).
    const at = Date.parse("2026-11-22T10:15:00+07:00")
    const earned = await call(server, "POST", "/__dev/deposit", { body: { username: "demo", amount: 301.5, at } })
    expect(earned.json).toMatchObject({ amount: 301.5, status: "approved", note: "โบนัสทศนิยมท้าย 10% +฿30.15" })
    // Without the ending, in the same window, or with it outside any window (NOW is 19:00): no bonus.
    await call(server, "POST", "/__dev/deposit", { body: { username: "demo", amount: 300, at } })
    await call(server, "POST", "/__dev/deposit", { body: { username: "demo", amount: 301.5 } })
    const ledger = await call(server, "GET", "/__dev/ledger?username=demo")
    expect(ledger.json).toEqual([
      expect.objectContaining({ kind: "deposit", amount: 30_150 }),
      expect.objectContaining({ kind: "deposit-bonus", amount: 3_015 }),
      expect.objectContaining({ kind: "deposit", amount: 30_000 }),
      expect.objectContaining({ kind: "deposit", amount: 30_150 })
    ])
    const deposits = decodeDeposits(
      (await call(server, "GET", `/api/auth/deposit/${uuidOf("demo")}`, { token })).json
    ).data
    expect(deposits.slice(0, 3).map((d) => d.note)).toEqual([null, null, "โบนัสทศนิยมท้าย 10% +฿30.15"])
  })

  it("#29 no bonus for a player without a promotion (newbie: bonusMax 0)", async () => {
    server = await start(() => NOW)
    const at = Date.parse("2026-11-22T10:15:00+07:00")
    await call(server, "POST", "/__dev/deposit", { body: { username: "newbie", amount: 301.5, at } })
    expect((await call(server, "GET", "/__dev/ledger?username=newbie")).json).toEqual([
      expect.objectContaining({ kind: "deposit", amount: 30_150 })
    ])
  })

  it("#10 POST /__dev/deposit refuses an unknown player, a zero amount and 3 decimals, changing nothing", async () => {
    server = await start(() => NOW)
    for (const body of [
      { username: "nobody", amount: 100 },
      { username: "demo", amount: 0 },
      { username: "demo", amount: 1.005 }
    ]) {
      expect((await call(server, "POST", "/__dev/deposit", { body })).status).toBe(400)
    }
    expect((await call(server, "GET", "/__dev/ledger?username=demo")).json).toEqual([])
  })

  it("#10 the seeded deposits come back at every reset", async () => {
    server = await start(() => NOW)
    await call(server, "POST", "/__dev/deposit", { body: { username: "demo", amount: 100 } })
    await call(server, "POST", "/__dev/reset")
    // A reset ends every session (#31): the player logs in after it.
    const token = await login(server)
    const deposits = decodeDeposits(
      (await call(server, "GET", `/api/auth/deposit/${uuidOf("demo")}`, { token })).json
    ).data
    expect(deposits).toHaveLength(4)
  })
})
