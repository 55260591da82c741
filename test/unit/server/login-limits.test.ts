// #31 wrong passwords are counted per (player, address), the username and the phone sharing one
// count: a stranger elsewhere cannot lock a player out, and no address gets more than five guesses
// at a player. Across addresses a player's failures add up to a back-off that grows, so guessing
// from many addresses stays slow.
import { describe, expect, it } from "vitest"
import { callFrom, type AddressedCall } from "./call-from"
import { serverOnClock } from "./server-harness"

const T0 = Date.UTC(2025, 5, 15, 3, 0)
const SECOND = 1000
const DEMO_PHONE = "0812345678"

// Each login hashes a password (about 100 ms, more on a busy machine): room beyond the 5 s default.
describe("login limits (#31)", { timeout: 60_000 }, () => {
  const { clock, server } = serverOnClock(T0)

  const loginFrom = (from: string, username: string, password: string): Promise<AddressedCall> =>
    callFrom(server(), from, "POST", "/api/auth/login", { body: { username, password }, key: null })

  it("#31 five wrong passwords from a stranger's address shut only that address's door: the player elsewhere logs in", async () => {
    for (let n = 0; n < 5; n += 1) expect((await loginFrom("127.0.0.2", "demo", `wrong${n}`)).status).toBe(401)
    expect((await loginFrom("127.0.0.2", "demo", "demo1234")).status).toBe(429)
    expect((await loginFrom("127.0.0.3", "demo", "demo1234")).status, "the player at home").toBe(200)
    expect((await loginFrom("127.0.0.3", DEMO_PHONE, "demo1234")).status, "by phone too").toBe(200)
  })

  it("#31 the username and the phone share one count per address: three and two wrong make five", async () => {
    for (let n = 0; n < 3; n += 1) expect((await loginFrom("127.0.0.4", "demo", `wrong${n}`)).status).toBe(401)
    for (let n = 0; n < 2; n += 1) expect((await loginFrom("127.0.0.4", DEMO_PHONE, `wrong${n}`)).status).toBe(401)
    const shut = await loginFrom("127.0.0.4", DEMO_PHONE, "demo1234")
    expect(shut).toMatchObject({ status: 429, json: { message: "ลองใหม่ในอีก 15 นาที", retryAfterSeconds: 900 } })
    expect((await loginFrom("127.0.0.4", "demo", "demo1234")).status).toBe(429)
    expect((await loginFrom("127.0.0.4", "gold", "gold1234")).status, "another player at that address").toBe(200)
  })

  it("#31 twenty failures across addresses, by username and phone, close the player's door a while, longer with each failure after", async () => {
    for (let address = 0; address < 4; address += 1) {
      const from = `127.0.0.${20 + address}`
      for (let n = 0; n < 3; n += 1) expect((await loginFrom(from, "demo", `wrong${n}`)).status).toBe(401)
      for (let n = 0; n < 2; n += 1) expect((await loginFrom(from, DEMO_PHONE, `wrong${n}`)).status).toBe(401)
    }
    const closed = await loginFrom("127.0.0.30", DEMO_PHONE, "demo1234")
    expect(closed).toMatchObject({ status: 429, json: { message: "ลองใหม่ในอีก 1 นาที", retryAfterSeconds: 30 } })
    expect(closed.headers["retry-after"]).toBe("30")
    clock.now = T0 + 30 * SECOND
    expect((await loginFrom("127.0.0.31", "demo", "wrong-again")).status).toBe(401)
    expect((await loginFrom("127.0.0.32", "demo", "demo1234")).json).toMatchObject({ retryAfterSeconds: 60 })
    clock.now = T0 + 90 * SECOND
    expect((await loginFrom("127.0.0.33", "demo", "wrong-again")).status).toBe(401)
    expect((await loginFrom("127.0.0.34", "demo", "demo1234")).json).toMatchObject({ retryAfterSeconds: 120 })
    expect((await loginFrom("127.0.0.34", "gold", "gold1234")).status, "other players are not held").toBe(200)
    clock.now = T0 + 90 * SECOND + 120 * SECOND
    expect((await loginFrom("127.0.0.34", "demo", "demo1234")).status, "the back-off passes").toBe(200)
  })

  it("#31 an address guessing at many players is stopped after 30 failures in 15 minutes", async () => {
    for (let n = 0; n < 30; n += 1) expect((await loginFrom("127.0.0.40", `nobody${n}`, "wrong")).status).toBe(401)
    expect((await loginFrom("127.0.0.40", "gold", "gold1234")).status).toBe(429)
    expect((await loginFrom("127.0.0.41", "gold", "gold1234")).status).toBe(200)
  })
})
