// #31 sessions end: 7 days unused, 30 days after the login in any case (ServerOptions.sessions,
// SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS), at logout, at a password change (the
// player's other sessions) and at /__dev/reset. An ended token is a 401 in the API's envelope,
// which the app answers by logging out.
import { io } from "socket.io-client"
import { afterEach, describe, expect, it } from "vitest"
import { SOCKET_NAMESPACE } from "../../../src/domain/constants"
import type { RunningServer } from "../../../server/app"
import { sessionLifetimesOf } from "../../../server/session-settings"
import { SessionStore } from "../../../server/sessions"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { call, login, start, type HarnessOptions } from "./server-harness"

const T0 = Date.UTC(2025, 5, 15, 3, 0)
const DAY = 24 * 60 * 60 * 1000
const EXPIRED = { success: false, message: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่" }
const NEWS = "/api/auth/announcement"
const demoUuid = DEMO_ACCOUNTS.find((account) => account.username === "demo")?.uuid ?? ""

// Each login hashes a password (about 100 ms, more on a busy machine): room beyond the 5 s default.
describe("session lifetimes (#31)", { timeout: 30_000 }, () => {
  let now = T0
  let server: RunningServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  const startAt = async (options: HarnessOptions = {}): Promise<RunningServer> => {
    now = T0
    const started = await start(() => now, options)
    server = started
    return started
  }

  it("#31 a token unused for 7 days is a 401 in the API's envelope; used within 7 days it lives on", async () => {
    const server = await startAt()
    const token = await login(server)
    now = T0 + 7 * DAY - 1
    expect((await call(server, "GET", NEWS, { token })).status).toBe(200)
    now = T0 + 14 * DAY - 2
    expect((await call(server, "GET", NEWS, { token })).status).toBe(200)
    now = T0 + 21 * DAY - 2
    const ended = await call(server, "GET", NEWS, { token })
    expect(ended).toMatchObject({ status: 401, json: EXPIRED })
    now = T0
    expect((await call(server, "GET", NEWS, { token })).status, "an ended session stays ended").toBe(401)
  })

  it("#31 a token used every day still ends 30 days after its login", async () => {
    const server = await startAt()
    const token = await login(server)
    for (let day = 1; day < 30; day += 1) {
      now = T0 + day * DAY
      expect((await call(server, "GET", NEWS, { token })).status, `day ${day}`).toBe(200)
    }
    now = T0 + 30 * DAY
    expect(await call(server, "GET", NEWS, { token })).toMatchObject({ status: 401, json: EXPIRED })
    expect((await call(server, "GET", NEWS, { token: await login(server) })).status, "a new login works").toBe(200)
  })

  it("#31 the lifetimes are the server's options", async () => {
    const server = await startAt({ sessions: { idleMs: 1_000, absoluteMs: 3_000 } })
    const token = await login(server)
    now = T0 + 1_001
    expect((await call(server, "GET", NEWS, { token })).status).toBe(401)
    const other = await login(server)
    for (const at of [2_000, 2_900, 3_800]) {
      now = T0 + at
      expect((await call(server, "GET", NEWS, { token: other })).status, `at ${at}`).toBe(200)
    }
    now = T0 + 1_001 + 3_000
    expect((await call(server, "GET", NEWS, { token: other })).status).toBe(401)
  })

  it("#31 a socket opened with a login ends when the login does, though a socket is no use of it", async () => {
    const running = await startAt({ sessionSweepMs: 50 })
    const token = await login(running)
    const socket = io(running.url + SOCKET_NAMESPACE, {
      transports: ["websocket"],
      auth: { token },
      reconnection: false
    })
    try {
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()))
      const ended = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)))
      now = T0 + 6 * DAY
      expect(running.state.endExpiredSessions()).toBe(0)
      expect(socket.connected).toBe(true)
      now = T0 + 7 * DAY
      // The sweep every 50 ms ends the session; its connection closes after the logout's grace.
      expect(await ended).toBe("io server disconnect")
      expect((await call(running, "GET", NEWS, { token })).status).toBe(401)
    } finally {
      socket.close()
    }
  })

  it("#31 /__dev/reset ends every session", async () => {
    const server = await startAt()
    const token = await login(server)
    expect((await call(server, "POST", "/__dev/reset")).status).toBe(204)
    expect(await call(server, "GET", NEWS, { token })).toMatchObject({ status: 401, json: EXPIRED })
  })

  it("#31 logout removes the session, and a password change every other session of the player", async () => {
    const server = await startAt()
    const [mine, other, gold] = [await login(server), await login(server), await login(server, "gold", "gold1234")]
    expect((await call(server, "POST", "/api/auth/logout", { token: gold })).status).toBe(200)
    expect((await call(server, "GET", NEWS, { token: gold })).status).toBe(401)
    expect((await call(server, "GET", NEWS, { token: other })).status).toBe(200)
    const body = { oldPassword: "demo1234", newPassword: "Newer9pass", confirmPassword: "Newer9pass" }
    const changed = await call(server, "POST", `/api/auth/user/change-password/${demoUuid}`, { token: mine, body })
    expect(changed.status).toBe(200)
    expect(await call(server, "GET", NEWS, { token: other })).toMatchObject({ status: 401, json: EXPIRED })
    expect((await call(server, "GET", NEWS, { token: mine })).status, "the session that changed it stays").toBe(200)
  })
})

describe("the session store (#31)", () => {
  it("#31 keeps at most the per-account cap of sessions: a player's oldest goes, no one else's", () => {
    const store = new SessionStore(() => 0)
    const gold = store.issue("gold")
    const first = store.issue("demo")
    for (let n = 1; n < SessionStore.MAX_PER_ACCOUNT; n += 1) store.issue("demo")
    expect(store.usernameOf(first)).toBe("demo")
    store.issue("demo")
    expect(store.usernameOf(first)).toBeUndefined()
    expect(store.usernameOf(gold)).toBe("gold")
  })
})

describe("the session settings (#31)", () => {
  it("#31 SESSION_IDLE_SECONDS and SESSION_ABSOLUTE_SECONDS set the lifetimes; 7 and 30 days without them; a malformed one stops the start", () => {
    expect(sessionLifetimesOf({})).toEqual({ idleMs: 7 * DAY, absoluteMs: 30 * DAY })
    expect(sessionLifetimesOf({ SESSION_IDLE_SECONDS: "3600", SESSION_ABSOLUTE_SECONDS: "86400" })).toEqual({
      idleMs: 3_600_000,
      absoluteMs: DAY
    })
    for (const bad of ["0", "-5", "1.5", "week"])
      expect(() => sessionLifetimesOf({ SESSION_IDLE_SECONDS: bad })).toThrow(/SESSION_IDLE_SECONDS/)
  })
})
