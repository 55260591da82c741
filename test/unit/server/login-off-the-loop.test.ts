// #31 a login hashes its password off the event loop (server/api/session.ts, password-hash.ts): the
// server answers other calls meanwhile, logins run one at a time so the throttle counts each before
// the next, and a password changed while a login hashed the old one opens nothing.
import { afterEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { loginsQueued } from "../../../server/api/session"
import { SCRYPT_COST } from "../../../server/password-hash"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { dataOf, fieldOf } from "./call-from"
import { call, login, start } from "./server-harness"

const gold = DEMO_ACCOUNTS.find((account) => account.username === "gold")
const changePath = `/api/auth/user/change-password/${gold?.uuid ?? ""}`
const creditOf = (server: RunningServer, token: string) =>
  call(server, "POST", "/api/auth/user/getCredit/gold", { token, body: { balanceType: "M" } })
const loginCall = (server: RunningServer, username: string, password: string) =>
  call(server, "POST", "/api/auth/login", { body: { username, password } })

describe("a login off the event loop (#31)", () => {
  let server: RunningServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it("#31 while logins hash their passwords at the real cost, a read sent after them is answered before they are all done", async () => {
    server = await start(undefined, { passwordCost: SCRYPT_COST })
    const running = server
    const answered: Array<string> = []
    const logins = [1, 2, 3].map((n) =>
      loginCall(running, "demo", "demo1234").then((res) => answered.push(`login ${n} ${res.status}`))
    )
    // All three are in the server's queue: one hashing (about 100 ms at N = 2^15), two waiting.
    await expect.poll(() => loginsQueued(running.state), { interval: 1 }).toBe(3)
    const read = await call(running, "GET", "/api/setting")
    answered.push(`read ${read.status}`)
    await Promise.all(logins)
    expect(answered.indexOf("read 200"), answered.join(", ")).toBeLessThan(3)
    expect(answered.filter((line) => line.startsWith("login")).sort()).toEqual([
      "login 1 200",
      "login 2 200",
      "login 3 200"
    ])
  })

  it("#31 a write that fails while a login hashes (the accounts read back from the database) does not refuse the right password", async () => {
    server = await start(undefined, { passwordCost: SCRYPT_COST })
    const state = server.state
    const login = state.authenticate("demo", "demo1234")
    expect(() =>
      state.write(() => {
        throw new Error("a write that fails")
      })
    ).toThrow("a write that fails")
    expect((await login)?.seed.username).toBe("demo")
  })

  it("#31 a login whose turn came after the site closed is the maintenance 503, and opens no session", async () => {
    server = await start(undefined, { passwordCost: SCRYPT_COST })
    const running = server
    const logins = [1, 2].map(() => loginCall(running, "demo", "demo1234"))
    await expect.poll(() => loginsQueued(running.state), { interval: 1 }).toBe(2)
    running.state.websiteStatus = "MA"
    const statuses = (await Promise.all(logins)).map((res) => res.status)
    expect(statuses).toEqual([503, 503])
  })

  it("#31 #9 wrong passwords sent all at once are counted one after another: 5 refused as wrong, then 3 told to wait", async () => {
    server = await start()
    const running = server
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => loginCall(running, "demo", "wrong-password").then((res) => res.status))
    )
    expect([...statuses].sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it("#31 #14 a password changed while a login hashes the old one: no token of the old password works after the change", async () => {
    server = await start(undefined, { passwordCost: SCRYPT_COST })
    const token = await login(server, "gold", "gold1234")
    // The change's own hashes hold the loop while the login's hash runs beside them.
    const racing = loginCall(server, "gold", "gold1234")
    const changed = await call(server, "POST", changePath, {
      token,
      body: { oldPassword: "gold1234", newPassword: "Newer9pass", confirmPassword: "Newer9pass" }
    })
    expect(changed.status).toBe(200)
    const raced = await racing
    const racedToken = fieldOf(dataOf(raced.json), "token")
    if (typeof racedToken === "string") expect((await creditOf(server, racedToken)).status).toBe(401)
    else expect(raced.status).toBe(401)
    expect((await loginCall(server, "gold", "gold1234")).status).toBe(401)
    expect((await creditOf(server, await login(server, "gold", "Newer9pass"))).status).toBe(200)
  })
})
