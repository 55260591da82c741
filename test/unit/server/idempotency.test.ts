// #9 money.md "Once, and only once": a write declared idempotent (check-in first) needs an
// Idempotency-Key; its answer is kept per (player, key) for 24 hours; the same key with the same
// body changes nothing and answers the same, with another body it is a 422.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { IdempotencyStore, IDEMPOTENCY_TTL_MS, MAX_ANSWERS_PER_PARTY } from "../../../server/idempotency"
import { call, login, start } from "./server-harness"

/** 15 June 2025, 10:00 in Bangkok. */
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)
const HOUR = 60 * 60 * 1000
const CHECK_IN = "/api/auth/game/check-in"
const NEEDS_KEY = { success: false, message: "คำขอนี้ต้องมี Idempotency-Key" }

describe("idempotent writes (#9)", () => {
  let now = JUNE_15
  let server: RunningServer
  beforeAll(async () => {
    server = await start(() => now)
  })
  beforeEach(async () => {
    now = JUNE_15
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  const ledgerOf = async (username: string): Promise<unknown> =>
    (await call(server, "GET", `/__dev/ledger?username=${username}`)).json

  it("#9 the same key twice changes the ledger once and answers the same, marked as replayed", async () => {
    const token = await login(server)
    const first = await call(server, "POST", CHECK_IN, { token, key: "press-1" })
    const again = await call(server, "POST", CHECK_IN, { token, key: "press-1" })
    expect(first.status).toBe(200)
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(first.headers.get("idempotent-replayed")).toBeNull()
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(await ledgerOf("demo")).toHaveLength(1)
    const credit = await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })
    expect(credit.json).toMatchObject({ data: { balance: 1540.75 } })
  })

  it("#9 CHECKIN-06 a different key on the same day is the rule's 409", async () => {
    const token = await login(server)
    expect((await call(server, "POST", CHECK_IN, { token, key: "press-1" })).status).toBe(200)
    const second = await call(server, "POST", CHECK_IN, { token, key: "press-2" })
    expect(second).toMatchObject({ status: 409, json: { success: false, message: "วันนี้คุณเช็คอินแล้ว" } })
    expect(await ledgerOf("demo")).toHaveLength(1)
  })

  it("#9 the same key with a different body is a 422 and runs nothing", async () => {
    const token = await login(server)
    expect((await call(server, "POST", CHECK_IN, { token, key: "press-1" })).status).toBe(200)
    const other = await call(server, "POST", CHECK_IN, { token, key: "press-1", body: { day: 16 } })
    expect(other).toMatchObject({
      status: 422,
      json: { success: false, message: "Idempotency-Key นี้ใช้กับคำขออื่นแล้ว" }
    })
    expect(await ledgerOf("demo")).toHaveLength(1)
  })

  it("#9 a write without a valid key is a 428 in Thai and changes nothing", async () => {
    const token = await login(server)
    for (const key of [null, "", "x".repeat(129), "has space", "café", "a,b"]) {
      const res = await call(server, "POST", CHECK_IN, { token, key })
      expect(res, String(key)).toMatchObject({ status: 428, json: NEEDS_KEY })
    }
    expect(await ledgerOf("demo")).toEqual([])
    expect((await call(server, "POST", CHECK_IN, { token, key: "A-z_0:9.".repeat(16) })).status).toBe(200)
  })

  it("#9 a refusal is kept too: its key answers the 409 again even once the write would pass", async () => {
    const token = await login(server)
    await call(server, "POST", CHECK_IN, { token, key: "press-1" })
    expect((await call(server, "POST", CHECK_IN, { token, key: "press-2" })).status).toBe(409)
    now = JUNE_15 + 23 * HOUR // 16 June in Bangkok: a check-in is due again
    expect((await call(server, "POST", CHECK_IN, { token, key: "press-2" })).status).toBe(409)
    expect((await call(server, "POST", CHECK_IN, { token, key: "press-3" })).status).toBe(200)
  })

  it("#9 an answer is kept for 24 hours, then the key is free again", async () => {
    const token = await login(server)
    const first = await call(server, "POST", CHECK_IN, { token, key: "press-1" })
    now = JUNE_15 + IDEMPOTENCY_TTL_MS - 1
    expect(await call(server, "POST", CHECK_IN, { token, key: "press-1" })).toMatchObject({ json: first.json })
    expect(await ledgerOf("demo")).toHaveLength(1)
    now = JUNE_15 + IDEMPOTENCY_TTL_MS
    const later = await call(server, "POST", CHECK_IN, { token, key: "press-1" })
    expect(later.status).toBe(200)
    expect(later.json).not.toEqual(first.json)
    expect(await ledgerOf("demo")).toHaveLength(2)
  })

  it("#9 keys are each player's own: another player's same key runs their own write", async () => {
    await call(server, "POST", CHECK_IN, { token: await login(server), key: "press-1" })
    const gold = await call(server, "POST", CHECK_IN, {
      token: await login(server, "gold", "gold1234"),
      key: "press-1"
    })
    expect(gold.status).toBe(200)
    expect(gold.headers.get("idempotent-replayed")).toBeNull()
    expect(await ledgerOf("gold")).toHaveLength(1)
  })

  it("#9 /__dev/reset forgets every kept answer", async () => {
    const token = await login(server)
    await call(server, "POST", CHECK_IN, { token, key: "press-1" })
    await call(server, "POST", "/__dev/reset")
    const after = await call(server, "POST", CHECK_IN, { token: await login(server), key: "press-1" })
    expect(after.headers.get("idempotent-replayed")).toBeNull()
    expect(await ledgerOf("demo")).toHaveLength(1)
  })
})

describe("the store of kept answers (#9)", () => {
  const answer = { status: 200, body: null }

  it("#9 #31 keeps at most MAX_ANSWERS_PER_PARTY of a player, dropping its oldest first", () => {
    const store = new IdempotencyStore(() => 0)
    for (let i = 0; i <= MAX_ANSWERS_PER_PARTY; i += 1) store.keep("player demo", `k${i}`, "f", answer)
    expect(store.size).toBe(MAX_ANSWERS_PER_PARTY)
    expect(store.find("player demo", "k0")).toBeUndefined()
    expect(store.find("player demo", `k${MAX_ANSWERS_PER_PARTY}`)).toBeDefined()
  })

  it("#9 prunes answers older than 24 hours as new ones come", () => {
    let now = 0
    const store = new IdempotencyStore(() => now)
    store.keep("player demo", "old", "f", answer)
    now = IDEMPOTENCY_TTL_MS
    store.keep("player demo", "new", "f", answer)
    expect(store.size).toBe(1)
    expect(store.find("player demo", "new")).toBeDefined()
  })
})
