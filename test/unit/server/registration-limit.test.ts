// #31 registrations are limited per client address: 3 accounts a minute and 30 a day, then a 429
// with a Thai message and Retry-After. Another address is not held; /__dev/reset lifts the limit.
import { describe, expect, it } from "vitest"
import { callFrom, type AddressedCall } from "./call-from"
import { call, serverOnClock } from "./server-harness"

const T0 = Date.UTC(2025, 5, 15, 3, 0)
const MINUTE = 60 * 1000
const BANKS = ["004", "014"]

/** The n-th registration's body: its own phone, username and bank account. */
const bodyOf = (n: number) => ({
  phone: `08${String(10_000_000 + n).slice(-8)}`,
  username: `player${String(n).padStart(4, "0")}`,
  password: "abc12345",
  confirmPassword: "abc12345",
  bankCode: BANKS[n % 2] ?? "004",
  bankId: String(1_000_000_000 + n),
  bankAccountName: "นาย สมศักดิ์ แสงทอง",
  lineId: null,
  inviterCode: null,
  team: null,
  marketing: null
})

// Each registration hashes a password (about 100 ms, more on a busy machine).
describe("registration limits (#31)", { timeout: 60_000 }, () => {
  const { clock, server } = serverOnClock(T0)

  let next = 0
  const registerFrom = (from: string, key?: string): Promise<AddressedCall> => {
    next += 1
    return callFrom(server(), from, "POST", "/api/user/register", {
      body: bodyOf(next),
      ...(key === undefined ? {} : { key })
    })
  }

  it("#31 three registrations a minute from one address, then a 429 in Thai with Retry-After; another address registers", async () => {
    for (let n = 0; n < 3; n += 1) expect((await registerFrom("127.0.0.2")).status).toBe(200)
    clock.now = T0 + 20_000
    const refused = await registerFrom("127.0.0.2")
    expect(refused).toMatchObject({
      status: 429,
      json: { success: false, message: "สมัครสมาชิกจากเครือข่ายนี้บ่อยเกินไป ลองใหม่ในอีก 1 นาที", retryAfterSeconds: 40 }
    })
    expect(refused.headers["retry-after"]).toBe("40")
    expect((await registerFrom("127.0.0.3")).status, "another address").toBe(200)
    clock.now = T0 + MINUTE
    expect((await registerFrom("127.0.0.2")).status, "a minute later").toBe(200)
  })

  it("#31 a refusal of the limit is not kept: the same key registers once the wait is over", async () => {
    for (let n = 0; n < 3; n += 1) await registerFrom("127.0.0.5")
    expect((await registerFrom("127.0.0.5", "press-1")).status).toBe(429)
    clock.now = T0 + MINUTE
    next -= 1
    const again = await registerFrom("127.0.0.5", "press-1")
    expect(again.status).toBe(200)
    expect(again.headers["idempotent-replayed"]).toBeUndefined()
  })

  it("#31 thirty registrations a day from one address, then a 429 until the first is a day old; /__dev/reset lifts it", async () => {
    for (let n = 0; n < 30; n += 1) {
      clock.now = T0 + n * MINUTE
      expect((await registerFrom("127.0.0.4")).status, `registration ${n + 1}`).toBe(200)
    }
    clock.now = T0 + 40 * MINUTE
    const refused = await registerFrom("127.0.0.4")
    expect(refused).toMatchObject({
      status: 429,
      json: { message: "สมัครสมาชิกจากเครือข่ายนี้บ่อยเกินไป ลองใหม่ในอีก 24 ชั่วโมง" }
    })
    expect(refused.headers["retry-after"]).toBe(String(24 * 60 * 60 - 40 * 60))
    await call(server(), "POST", "/__dev/reset")
    expect((await registerFrom("127.0.0.4")).status).toBe(200)
  })
})
