// #31 kept write answers are each party's own (a player's account, or for a public write the
// client's address): no one else's traffic can flush them, so a resend after a lost answer still
// replays the first answer instead of moving money twice (money.md "Once, and only once").
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { IdempotencyStore, IDEMPOTENCY_TTL_MS, MAX_ANSWERS_PER_PARTY } from "../../../server/idempotency"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { dataOf, fieldOf } from "./call-from"
import { call, login, start } from "./server-harness"

/** 15 June 2025, 10:00 in Bangkok. */
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)
/** Past the anonymous party's own cap, so its oldest answers must leave while the flood runs. */
const FLOOD = MAX_ANSWERS_PER_PARTY + 50
const IN_FLIGHT = 50
const demoUuid = DEMO_ACCOUNTS.find((account) => account.username === "demo")?.uuid ?? ""

const withdrawalRows = async (server: RunningServer): Promise<number> => {
  const rows: unknown = (await call(server, "GET", "/__dev/ledger?username=demo")).json
  return Array.isArray(rows) ? rows.filter((row) => fieldOf(row, "kind") === "withdrawal").length : -1
}

describe("kept answers per party (#31)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => JUNE_15)
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("#31 a flood of anonymous registrations past their party's cap leaves a player's withdrawal answer: its resend replays, same id, one ledger row", async () => {
    const token = await login(server)
    const path = `/api/auth/withdraw/${demoUuid}`
    const first = await call(server, "POST", path, { token, body: { amount: 100 }, key: "withdraw-once" })
    expect(first.status).toBe(200)
    const id = fieldOf(dataOf(first.json), "id")
    expect(id).toBeDefined()
    expect(await withdrawalRows(server)).toBe(1)

    const register = (key: string) => call(server, "POST", "/api/user/register", { body: { phone: "x" }, key })
    for (let sent = 0; sent < FLOOD; sent += IN_FLIGHT) {
      const batch = Array.from({ length: Math.min(IN_FLIGHT, FLOOD - sent) }, (_, n) => register(`flood-${sent + n}`))
      expect((await Promise.all(batch)).every((res) => res.status >= 400)).toBe(true)
    }
    // The flood went past its party's cap: its own first answer has left, its last is kept.
    expect((await register(`flood-${FLOOD - 1}`)).headers.get("idempotent-replayed")).toBe("true")
    expect((await register("flood-0")).headers.get("idempotent-replayed")).toBeNull()

    const again = await call(server, "POST", path, { token, body: { amount: 100 }, key: "withdraw-once" })
    expect(again.status).toBe(200)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(fieldOf(dataOf(again.json), "id")).toBe(id)
    expect(await withdrawalRows(server)).toBe(1)
  })
})

describe("the store of kept answers (#31)", () => {
  const ok = { status: 200, body: null }
  const refused = { status: 409, body: { success: false, message: "สิทธิ์หมุนวันนี้หมดแล้ว" } }

  it("#31 a party past its cap loses only its own oldest answers, never another party's", () => {
    const store = new IdempotencyStore(() => 0)
    store.keep("player demo", "mine", "f", ok)
    for (let n = 0; n <= MAX_ANSWERS_PER_PARTY; n += 1) store.keep("address 10.0.0.9", `k${n}`, "f", ok)
    expect(store.find("player demo", "mine")).toBeDefined()
    expect(store.find("address 10.0.0.9", "k0")).toBeUndefined()
    expect(store.find("address 10.0.0.9", "k1")).toBeDefined()
    expect(store.find("address 10.0.0.9", `k${MAX_ANSWERS_PER_PARTY}`)).toBeDefined()
  })

  it("#31 a refusal is kept like a success, and both leave after 24 hours, parties and all", () => {
    let now = 0
    const store = new IdempotencyStore(() => now)
    store.keep("player demo", "no", "f", refused)
    store.keep("player gold", "yes", "f", ok)
    now = IDEMPOTENCY_TTL_MS - 1
    expect(store.find("player demo", "no")?.answer).toEqual(refused)
    expect(store.find("player gold", "yes")?.answer).toEqual(ok)
    now = IDEMPOTENCY_TTL_MS
    store.keep("player newbie", "later", "f", ok)
    expect(store.find("player demo", "no")).toBeUndefined()
    expect(store.size).toBe(1)
  })
})
