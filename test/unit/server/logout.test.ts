// #9 POST /api/auth/logout (sessionEndpoints.logout) revokes the caller's token on the server.
import { io } from "socket.io-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { SOCKET_NAMESPACE } from "../../../src/domain/constants"
import { call, login, start } from "./server-harness"

const EXPIRED = { success: false, message: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่" }
const creditOf = (server: RunningServer, token: string) =>
  call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })

describe("logout (#9)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("#9 revokes the caller's token: data null, then every call with it is a 401; other tokens live on", async () => {
    const ending = await login(server)
    const other = await login(server)
    const res = await call(server, "POST", "/api/auth/logout", { token: ending })
    expect(res).toMatchObject({ status: 200, json: { success: true, data: null, message: "" } })
    expect(await creditOf(server, ending)).toMatchObject({ status: 401, json: EXPIRED })
    expect((await creditOf(server, other)).status).toBe(200)
  })

  it("#9 a logout with an unknown, revoked or missing token is a 401 like any /api/auth call", async () => {
    const token = await login(server)
    expect((await call(server, "POST", "/api/auth/logout", { token })).status).toBe(200)
    expect(await call(server, "POST", "/api/auth/logout", { token })).toMatchObject({ status: 401, json: EXPIRED })
    expect((await call(server, "POST", "/api/auth/logout", { token: "not-a-token" })).status).toBe(401)
    expect((await call(server, "POST", "/api/auth/logout")).status).toBe(401)
  })

  it("#9 ends the socket connections opened with the token", async () => {
    const token = await login(server)
    const socket = io(server.url + SOCKET_NAMESPACE, {
      transports: ["websocket"],
      auth: { token },
      reconnection: false
    })
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()))
    const ended = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)))
    await call(server, "POST", "/api/auth/logout", { token })
    expect(await ended).toBe("io server disconnect")
  })
})
