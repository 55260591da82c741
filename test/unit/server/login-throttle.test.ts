// #9 wrong passwords are throttled: five failures within 15 minutes from one address at one player
// (#31: per player and address; login-limits.test.ts has the rest), and the sixth attempt, even with
// the right password, is a 429 until the oldest leaves.
import { request } from "node:http"
import { describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import {
  ADDRESS_MAX_FAILURES,
  LoginThrottle,
  MAX_TRACKED_KEYS,
  THROTTLE_WINDOW_MS,
  throttleKeys
} from "../../../server/api/login-throttle"
import { call, serverOnClock } from "./server-harness"

const T0 = Date.UTC(2025, 5, 15, 3, 0)
const SECOND = 1000

interface Attempt {
  readonly status: number
  readonly json: unknown
  readonly retryAfter: string | undefined
}

/**
 * A login from a chosen loopback address (127.0.0.0/8 all reach the server), so the per-address
 * and per-identifier counts can be told apart; `forwardedFor` proves the header is not trusted.
 */
const loginFrom = (
  server: RunningServer,
  from: string,
  username: string,
  password: string,
  forwardedFor?: string
): Promise<Attempt> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const body = JSON.stringify({ username, password })
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (forwardedFor !== undefined) headers["x-forwarded-for"] = forwardedFor
    const req = request(
      { host: url.hostname, port: url.port, path: "/api/auth/login", method: "POST", localAddress: from, headers },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"]
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString("utf8")),
            retryAfter: typeof retryAfter === "string" ? retryAfter : undefined
          })
        })
      }
    )
    req.on("error", reject)
    req.end(body)
  })

// Each login hashes a password (about 100 ms, more on a busy machine): room beyond the 5 s default.
describe("login throttle (#9)", { timeout: 60_000 }, () => {
  const { clock, server } = serverOnClock(T0)

  it("#9 AUTH-08 five failures, then even the right password is a 429 with Retry-After until the oldest failure leaves", async () => {
    for (let n = 0; n < 5; n += 1) {
      clock.now = T0 + n * 60 * SECOND
      expect((await loginFrom(server(), "127.0.0.9", "demo", "wrong")).status).toBe(401)
    }
    clock.now = T0 + 300 * SECOND
    const refused = await loginFrom(server(), "127.0.0.9", "demo", "demo1234")
    expect(refused).toEqual({
      status: 429,
      json: { success: false, message: "ลองใหม่ในอีก 10 นาที", retryAfterSeconds: 600 },
      retryAfter: "600"
    })
    clock.now = T0 + THROTTLE_WINDOW_MS - 500
    expect(await loginFrom(server(), "127.0.0.9", "demo", "demo1234")).toMatchObject({
      status: 429,
      json: { message: "ลองใหม่ในอีก 1 นาที", retryAfterSeconds: 1 },
      retryAfter: "1"
    })
    clock.now = T0 + THROTTLE_WINDOW_MS
    expect((await loginFrom(server(), "127.0.0.9", "demo", "demo1234")).status).toBe(200)
  })

  it("#9 the identifier is counted trimmed and case-insensitive", async () => {
    const spellings = ["Demo", " demo", "DEMO ", "dEmO", "demo"]
    for (const spelling of spellings)
      expect((await loginFrom(server(), "127.0.0.8", spelling, "wrong")).status).toBe(401)
    expect((await loginFrom(server(), "127.0.0.8", "demo", "demo1234")).status).toBe(429)
    expect((await loginFrom(server(), "127.0.0.8", "gold", "gold1234")).status).toBe(200)
  })

  it("#9 #31 an address with 30 failures is refused for any username; other addresses are not", async () => {
    for (let n = 0; n < ADDRESS_MAX_FAILURES; n += 1)
      expect((await loginFrom(server(), "127.0.0.2", `someone${n}`, "wrong")).status).toBe(401)
    expect((await loginFrom(server(), "127.0.0.2", "newbie", "newbie1234")).status).toBe(429)
    expect((await loginFrom(server(), "127.0.0.3", "newbie", "newbie1234")).status).toBe(200)
  })

  it("#9 X-Forwarded-For is not trusted: the peer address is counted", async () => {
    for (let n = 0; n < 5; n += 1) await loginFrom(server(), "127.0.0.4", "gold", "wrong", `10.0.0.${n}`)
    expect((await loginFrom(server(), "127.0.0.4", "gold", "gold1234", "10.9.9.9")).status).toBe(429)
  })

  it("#9 a successful login clears its failures at that address", async () => {
    for (let n = 0; n < 4; n += 1) await loginFrom(server(), "127.0.0.6", "demo", "wrong")
    expect((await loginFrom(server(), "127.0.0.6", "demo", "demo1234")).status).toBe(200)
    for (let n = 0; n < 4; n += 1) await loginFrom(server(), "127.0.0.6", "demo", "wrong")
    expect((await loginFrom(server(), "127.0.0.6", "demo", "demo1234")).status).toBe(200)
  })

  it("#9 /__dev/reset lifts every throttle", async () => {
    for (let n = 0; n < 5; n += 1) await loginFrom(server(), "127.0.0.5", "demo", "wrong")
    expect((await loginFrom(server(), "127.0.0.5", "demo", "demo1234")).status).toBe(429)
    await call(server(), "POST", "/__dev/reset")
    expect((await loginFrom(server(), "127.0.0.5", "demo", "demo1234")).status).toBe(200)
  })
})

describe("the throttle's memory (#9)", () => {
  it("#9 #31 tracks at most MAX_TRACKED_KEYS keys a count, and forgets those whose failures left the window", () => {
    let now = 0
    const throttle = new LoginThrottle(() => now)
    for (let n = 0; n <= MAX_TRACKED_KEYS; n += 1) throttle.fail(throttleKeys(`user${n}`, "10.0.0.1"))
    // Pairs and players are capped; the one address is one key.
    expect(throttle.trackedKeys).toBe(2 * MAX_TRACKED_KEYS + 1)
    expect(throttle.retryAfterSeconds(throttleKeys("anyone", "10.0.0.1"))).toBe(THROTTLE_WINDOW_MS / SECOND)
    now = 60 * 60 * SECOND
    throttle.fail(throttleKeys("late", "10.0.0.2"))
    expect(throttle.trackedKeys).toBe(3)
  })
})
