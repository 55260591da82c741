// #14 API-24 OPEN-19: POST /api/auth/user/change-password/{uuid} on the reference API: the rules
// again, a wrong old password refused (not a 401), the other sessions ended, once per key.
import { io } from "socket.io-client"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { SOCKET_NAMESPACE } from "../../../src/domain/constants"
import { call, login, start } from "../server/server-harness"

const DEMO_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0001"
const PATH = `/api/auth/user/change-password/${DEMO_UUID}`
const CHANGE = { oldPassword: "demo1234", newPassword: "newpass99", confirmPassword: "newpass99" }

const creditOf = (server: RunningServer, token: string) =>
  call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })
const loginStatus = async (server: RunningServer, password: string) =>
  (await call(server, "POST", "/api/auth/login", { body: { username: "demo", password } })).status

describe("change password API (#14, API-24)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("API-24 #14 a wrong old password is a 422 'รหัสผ่านเดิมไม่ถูกต้อง', not a 401: the session stays, nothing changes", async () => {
    const token = await login(server)
    const res = await call(server, "POST", PATH, { token, body: { ...CHANGE, oldPassword: "wrong1234" } })
    expect(res).toMatchObject({ status: 422, json: { success: false, message: "รหัสผ่านเดิมไม่ถูกต้อง" } })
    expect((await creditOf(server, token)).status).toBe(200)
    expect(await loginStatus(server, "demo1234")).toBe(200)
  })

  it("API-24 #14 success: data null; this session stays, every other one of the player ends; the new password logs in, the old does not", async () => {
    const mine = await login(server)
    const other = await login(server)
    const someoneElse = await login(server, "gold", "gold1234")
    const res = await call(server, "POST", PATH, { token: mine, body: CHANGE })
    expect(res).toMatchObject({ status: 200, json: { success: true, data: null } })
    expect((await creditOf(server, mine)).status).toBe(200)
    expect((await creditOf(server, other)).status).toBe(401)
    expect(
      (await call(server, "POST", "/api/auth/user/getCredit/gold", { token: someoneElse, body: { balanceType: "M" } }))
        .status
    ).toBe(200)
    expect(await loginStatus(server, "demo1234")).toBe(401)
    expect(await loginStatus(server, "newpass99")).toBe(200)
  })

  it("API-24 #14 the same Idempotency-Key twice changes the password once and answers the same", async () => {
    const token = await login(server)
    const first = await call(server, "POST", PATH, { token, body: CHANGE, key: "change-1" })
    const again = await call(server, "POST", PATH, { token, body: CHANGE, key: "change-1" })
    expect(first.status).toBe(200)
    expect(again).toMatchObject({ status: 200, json: first.json })
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(await loginStatus(server, "newpass99")).toBe(200)
    // A new key is a new intent: the old password is wrong now, so nothing changes twice.
    const fresh = await call(server, "POST", PATH, { token, body: CHANGE, key: "change-2" })
    expect(fresh).toMatchObject({ status: 422, json: { message: "รหัสผ่านเดิมไม่ถูกต้อง" } })
  })

  it("API-24 #14 without an Idempotency-Key the change is a 428", async () => {
    const token = await login(server)
    expect((await call(server, "POST", PATH, { token, body: CHANGE, key: null })).status).toBe(428)
    expect(await loginStatus(server, "demo1234")).toBe(200)
  })

  it("API-24 #14 a body with another member, or a missing one, is refused (400)", async () => {
    const token = await login(server)
    expect((await call(server, "POST", PATH, { token, body: { ...CHANGE, username: "demo" } })).status).toBe(400)
    expect(
      (await call(server, "POST", PATH, { token, body: { oldPassword: "demo1234", newPassword: "newpass99" } })).status
    ).toBe(400)
    expect(await loginStatus(server, "demo1234")).toBe(200)
  })

  it("OPEN-19 #14 the server checks every rule again, in Thai", async () => {
    const token = await login(server)
    const refused = async (body: typeof CHANGE) => (await call(server, "POST", PATH, { token, body })).json
    expect(await refused({ ...CHANGE, newPassword: "short1", confirmPassword: "short1" })).toMatchObject({
      message: "รหัสผ่านต้องมี 8–32 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข"
    })
    expect(await refused({ ...CHANGE, confirmPassword: "newpass98" })).toMatchObject({ message: "รหัสผ่านไม่ตรงกัน" })
    expect(await refused({ ...CHANGE, newPassword: "demo1234", confirmPassword: "demo1234" })).toMatchObject({
      message: "รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม"
    })
    expect(await loginStatus(server, "demo1234")).toBe(200)
  })

  it("#14 another player's uuid is refused; a reset restores the seed password", async () => {
    const token = await login(server)
    const other = "/api/auth/user/change-password/7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0002"
    expect((await call(server, "POST", other, { token, body: CHANGE })).status).toBe(403)
    expect((await call(server, "POST", PATH, { token, body: CHANGE })).status).toBe(200)
    await call(server, "POST", "/__dev/reset")
    expect(await loginStatus(server, "demo1234")).toBe(200)
    expect(await loginStatus(server, "newpass99")).toBe(401)
  })

  it("#14 five wrong old passwords shut the door for 15 minutes (429), the right one included", async () => {
    const token = await login(server)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await call(server, "POST", PATH, { token, body: { ...CHANGE, oldPassword: `wrong${attempt}999` } })).status
      ).toBe(422)
    }
    const shut = await call(server, "POST", PATH, { token, body: CHANGE })
    expect(shut.status).toBe(429)
    expect(shut.headers.get("retry-after")).not.toBeNull()
    expect(await loginStatus(server, "demo1234")).toBe(200)
  })

  it("#14 the other sessions' socket connections end with them; this session's stays", async () => {
    const mine = await login(server)
    const other = await login(server)
    const connect = (token: string) => {
      const socket = io(server.url + SOCKET_NAMESPACE, {
        transports: ["websocket"],
        auth: { token },
        reconnection: false
      })
      return new Promise<typeof socket>((resolve) => socket.once("connect", () => resolve(socket)))
    }
    const [mineSocket, otherSocket] = await Promise.all([connect(mine), connect(other)])
    const ended = new Promise<string>((resolve) => otherSocket.once("disconnect", (reason) => resolve(reason)))
    expect((await call(server, "POST", PATH, { token: mine, body: CHANGE })).status).toBe(200)
    expect(await ended).toBe("io server disconnect")
    expect(mineSocket.connected).toBe(true)
    mineSocket.close()
  })
})
