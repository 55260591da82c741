import { Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { demoAccount, type DemoAccount } from "../../../src/domain/demo/accounts"
import { seededDownlines } from "../../../src/domain/demo/affiliate"
import { AffiliateDownline, AffiliateLogEntry, DownlineBonus } from "../../../src/domain/affiliate-schema"
import { satang } from "../../../src/domain/money"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

// The reference API of the affiliate programme (#12, API-32..API-37, OPEN-05, OPEN-20, money.md).

/** Thursday 19 November 2026, 12:00 in Bangkok. */
const THURSDAY = Date.UTC(2026, 10, 19, 5, 0)
const DAY = 24 * 60 * 60 * 1000
const DEMO_UUID = demoAccount("demo")?.uuid ?? ""
const INCOME = "/api/auth/affiliate/bonus/demo"
const DOWNLINE = "/api/auth/affiliate/downline/demo"
const BONUS = "/api/auth/affiliate/downline/bonus/demo"
const WITHDRAW = "/api/auth/affiliate/withdraw/demo"
const LOG = "/api/auth/log/affiliate/demo"
/** 1 to 19 November 2026 in Bangkok: "this month" on THURSDAY. */
const THIS_MONTH = { start: "2026-10-31T17:00:00.000Z", end: "2026-11-19T17:00:00.000Z" }

interface Income {
  readonly income: number
  readonly earned: number
  readonly withdrawn: number
  readonly percent: number
}

const dataOf = (json: unknown): unknown =>
  typeof json === "object" && json !== null && "data" in json ? json.data : undefined

/** The answer's data decoded as the client decodes it (money in satang). */
const decoded = <A, I>(schema: Schema.Schema<A, I>, json: unknown): A =>
  Schema.decodeUnknownSync(Envelope(schema))(json).data

const isIncome = (value: unknown): value is Income =>
  typeof value === "object" && value !== null && "income" in value && typeof value.income === "number"

describe("affiliate API (#12)", () => {
  let server: RunningServer
  let token = ""
  beforeAll(async () => {
    server = await start(() => THURSDAY)
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
    token = await login(server)
  })
  afterAll(() => server.close())

  const income = async (): Promise<Income> => {
    const data = dataOf((await call(server, "GET", INCOME, { token })).json)
    if (!isIncome(data)) throw new Error("no income")
    return data
  }
  const ledgerKinds = async (kind: string): Promise<ReadonlyArray<{ amount: number }>> => {
    const rows = (await call(server, "GET", "/__dev/ledger?username=demo")).json
    return Array.isArray(rows) ? rows.filter((row: { kind?: string }) => row.kind === kind) : []
  }
  /** A player who registered through demo's link (as the register area does), then deposits. */
  const registerDownline = (username: string): void => {
    const seed = demoAccount("newbie")
    if (seed === undefined) throw new Error("no newbie")
    const account: DemoAccount = {
      ...seed,
      username,
      uuid: `uuid-${username}`,
      phone: "0899999999",
      bankId: "9999999999",
      affiliateCode: "ZZ0001",
      joinedThrough: { inviter: "demo", at: THURSDAY }
    }
    server.state.addAccount(account, account.password)
  }

  it("API-34 answers the player's own code, and no one else's", async () => {
    expect((await call(server, "GET", `/api/auth/affiliate/code/${DEMO_UUID}`, { token })).json).toMatchObject({
      success: true,
      data: { code: "SC7788" }
    })
    const gold = await login(server, "gold", "gold1234")
    expect((await call(server, "GET", `/api/auth/affiliate/code/${DEMO_UUID}`, { token: gold })).status).toBe(403)
    expect((await call(server, "GET", INCOME, { token: gold })).status).toBe(403)
    expect((await call(server, "GET", DOWNLINE, { token: gold })).status).toBe(403)
  })

  it("API-33 lists demo's 1,000 seeded downlines newest first, every username masked by the API", async () => {
    const { members, active, total } = decoded(AffiliateDownline, (await call(server, "GET", DOWNLINE, { token })).json)
    expect(total).toBe(1000)
    expect(members).toHaveLength(1000)
    expect(active).toBeGreaterThan(50)
    expect(active).toBeLessThan(1000)
    for (const member of members) expect(member.username).toMatch(/^[a-z0-9]{1,2}\*\*\*[a-z0-9]{1,2}$/)
    const real = new Set(seededDownlines("demo", THURSDAY).map((d) => d.username))
    expect(members.some((member) => real.has(member.username))).toBe(false)
    const joined = members.map((member) => member.joinedAt)
    expect([...joined].sort().reverse()).toEqual(joined)
  })

  it("a player without downlines gets an empty list, no income and no bonus", async () => {
    const newbie = await login(server, "newbie", "newbie1234")
    const list = await call(server, "GET", "/api/auth/affiliate/downline/newbie", { token: newbie })
    expect(list.json).toMatchObject({ data: { total: 0, active: 0, members: [] } })
    const money = await call(server, "GET", "/api/auth/affiliate/bonus/newbie", { token: newbie })
    expect(money.json).toMatchObject({ data: { income: 0, earned: 0, withdrawn: 0, percent: 0.5 } })
    const bonus = await call(server, "POST", "/api/auth/affiliate/downline/bonus/newbie", {
      token: newbie,
      body: THIS_MONTH
    })
    expect(bonus.json).toMatchObject({ data: { total_bonus: 0, downline_users: [] } })
  })

  it("API-32 the income left is all earned less all withdrawn, with the 0.5 % rule", async () => {
    const money = await income()
    expect(money.percent).toBe(0.5)
    expect(money.withdrawn).toBe(4000.5)
    expect(money.income).toBeCloseTo(money.earned - money.withdrawn, 2)
    expect(money.income).toBeGreaterThan(1000)
  })

  it("#12 a player registered with demo's code is demo's downline, and earns demo 0.5 % of each deposit", async () => {
    registerDownline("sompong77")
    const before = await income()
    const list = decoded(AffiliateDownline, (await call(server, "GET", DOWNLINE, { token })).json)
    expect(list.total).toBe(1001)
    const newest = list.members[0]
    expect(newest).toEqual(expect.objectContaining({ username: "so***77", active: false }))
    await call(server, "POST", "/__dev/deposit", { body: { username: "sompong77", amount: 1000 } })
    await call(server, "POST", "/__dev/deposit", { body: { username: "sompong77", amount: 333.33 } })
    // 0.5 % of ฿1,000 is ฿5.00, of ฿333.33 is ฿1.66 (rounded down on its own).
    expect((await income()).earned).toBeCloseTo(before.earned + 6.66, 2)
    const bonus = decoded(DownlineBonus, (await call(server, "POST", BONUS, { token, body: THIS_MONTH })).json)
    expect(bonus.downline_users).toContainEqual({ username: "so***77", deposits: 133_333, bonus: 666 })
    const again = decoded(AffiliateDownline, (await call(server, "GET", DOWNLINE, { token })).json)
    expect(again.members[0]?.active).toBe(true)
  })

  it("API-36 the bonus of a range sums its downlines' bonus; a bad or year-long range is refused", async () => {
    const { total_bonus, downline_users } = decoded(
      DownlineBonus,
      (await call(server, "POST", BONUS, { token, body: THIS_MONTH })).json
    )
    expect(downline_users.length).toBeGreaterThan(5)
    expect(total_bonus).toBe(downline_users.reduce((sum, user) => sum + user.bonus, 0))
    // Seeded deposits are whole baht: each one's 0.5 % is exact.
    for (const user of downline_users) expect(user.bonus).toBe(user.deposits / 200)
    const bad = await call(server, "POST", BONUS, { token, body: { start: THIS_MONTH.end, end: THIS_MONTH.start } })
    expect(bad).toMatchObject({ status: 400, json: { success: false, message: "ช่วงวันที่ไม่ถูกต้อง" } })
    const long = { start: new Date(THURSDAY - 400 * DAY).toISOString(), end: THIS_MONTH.end }
    expect((await call(server, "POST", BONUS, { token, body: long })).status).toBe(400)
  })

  it("API-35 'credit' moves the amount into the balance with one ledger row and lowers the income", async () => {
    const before = await income()
    const paid = await call(server, "POST", WITHDRAW, { token, body: { amount: 100, type: "credit" } })
    expect(paid.json).toMatchObject({
      success: true,
      data: { amount: 100, type: "credit", balance: 1620.75, income: Math.round((before.income - 100) * 100) / 100 }
    })
    expect(await ledgerKinds("affiliate-income")).toEqual([expect.objectContaining({ amount: satang(10_000) })])
    expect((await income()).income).toBeCloseTo(before.income - 100, 2)
  })

  it("API-35 'bank' pays out to the bank: no ledger row, a transaction the history lists", async () => {
    const before = await income()
    const paid = await call(server, "POST", WITHDRAW, { token, body: { amount: 150.5, type: "bank" } })
    expect(paid.json).toMatchObject({ data: { amount: 150.5, type: "bank", balance: 1520.75 } })
    expect(await ledgerKinds("affiliate-income")).toHaveLength(0)
    expect((await income()).income).toBeCloseTo(before.income - 150.5, 2)
    const history = await call(server, "POST", "/api/auth/transaction/history/demo", {
      token,
      body: { kind: "all", before: null, limit: 100 }
    })
    expect(JSON.stringify(history.json)).toContain('"kind":"affiliate"')
  })

  it("OPEN-20 under 100 baht is 'ขั้นต่ำ 100 บาท', over the income 'รายได้ไม่พอ'; exactly the income empties it", async () => {
    const under = await call(server, "POST", WITHDRAW, { token, body: { amount: 99.99, type: "credit" } })
    expect(under).toMatchObject({ status: 422, json: { success: false, message: "ขั้นต่ำ 100 บาท" } })
    const { income: left } = await income()
    const over = await call(server, "POST", WITHDRAW, { token, body: { amount: left + 0.01, type: "credit" } })
    expect(over).toMatchObject({ status: 422, json: { success: false, message: "รายได้ไม่พอ" } })
    expect(await ledgerKinds("affiliate-income")).toHaveLength(0)
    const all = await call(server, "POST", WITHDRAW, { token, body: { amount: left, type: "credit" } })
    expect(all.json).toMatchObject({ success: true, data: { income: 0 } })
    const more = await call(server, "POST", WITHDRAW, { token, body: { amount: 100, type: "bank" } })
    expect(more.json).toMatchObject({ message: "รายได้ไม่พอ" })
  })

  it("money.md the same Idempotency-Key twice changes the ledger once and answers the same; none is 428", async () => {
    const body = { amount: 200, type: "credit" }
    const first = await call(server, "POST", WITHDRAW, { token, body, key: "press-1" })
    const again = await call(server, "POST", WITHDRAW, { token, body, key: "press-1" })
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(await ledgerKinds("affiliate-income")).toHaveLength(1)
    const other = await call(server, "POST", WITHDRAW, { token, body: { amount: 300, type: "credit" }, key: "press-1" })
    expect(other.status).toBe(422)
    expect((await call(server, "POST", WITHDRAW, { token, body, key: null })).status).toBe(428)
    expect(await ledgerKinds("affiliate-income")).toHaveLength(1)
  })

  it("API-35 another player's withdrawal path is refused", async () => {
    const gold = await login(server, "gold", "gold1234")
    const refused = await call(server, "POST", WITHDRAW, { token: gold, body: { amount: 100, type: "credit" } })
    expect(refused.status).toBe(403)
  })

  it("API-37 'af' lists the income withdrawals in the range, newest first; 'wl' still lists refunds", async () => {
    const range = { start: new Date(THURSDAY - 180 * DAY).toISOString(), end: new Date(THURSDAY + 1).toISOString() }
    const log = await call(server, "POST", LOG, { token, body: { type: "af", ...range } })
    expect(log.json).toMatchObject({
      success: true,
      data: [
        { kind: "af", amount: 1500, type: "credit" },
        { kind: "af", amount: 800, type: "bank" },
        { kind: "af", amount: 1200, type: "credit" },
        { kind: "af", amount: 500.5, type: "bank" }
      ]
    })
    await call(server, "POST", WITHDRAW, { token, body: { amount: 100, type: "bank" } })
    const after = await call(server, "POST", LOG, { token, body: { type: "af", ...range } })
    expect(decoded(Schema.Array(AffiliateLogEntry), after.json)[0]?.amount).toBe(10_000)
    const wl = await call(server, "POST", LOG, { token, body: { type: "wl", ...range } })
    expect(JSON.stringify(wl.json)).not.toContain('"kind":"af"')
  })
})
