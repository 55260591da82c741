import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { io, type Socket } from "socket.io-client"
import type { RunningServer } from "../../../server/app"
import { DEMO_ONLINE_BASE } from "../../../src/domain/demo/site"
import { SOCKET_NAMESPACE } from "../../../src/domain/constants"
import { call, login, start } from "./server-harness"

const connect = (server: RunningServer, token: string): Socket =>
  io(server.url + SOCKET_NAMESPACE, { transports: ["websocket"], auth: { token }, reconnection: false })

const nextCount = (socket: Socket): Promise<number> =>
  new Promise((resolve) => socket.once("user-online-count", (payload: { count: number }) => resolve(payload.count)))

const connectError = (socket: Socket): Promise<string> =>
  new Promise((resolve) => socket.once("connect_error", (error: Error) => resolve(error.message)))

describe("realtime socket", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("RT-02 an unknown token is rejected as unauthorized", async () => {
    const socket = connect(server, "nope")
    expect(await connectError(socket)).toBe("unauthorized")
    socket.close()
  })

  it("RT-06 RT-07 RT-08 joining allUserRoom sends the online count; the log records room events", async () => {
    await call(server, "POST", "/__dev/reset")
    const socket = connect(server, await login(server))
    const counted = nextCount(socket)
    socket.emit("join-room", "user")
    socket.emit("join-room", "allUserRoom")
    socket.emit("join-room", "not-a-room")
    expect(await counted).toBe(DEMO_ONLINE_BASE + 1)

    const pushed = nextCount(socket)
    expect((await call(server, "POST", "/__dev/online-count", { body: { count: 123 } })).status).toBe(204)
    expect(await pushed).toBe(123)

    socket.emit("leave-room", "user")
    socket.emit("leave-room", "allUserRoom")
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const log = (await call(server, "GET", "/__dev/socket-log")).json
    expect(log).toMatchObject([
      { event: "connect", username: "demo" },
      { event: "join-room", room: "user" },
      { event: "join-room", room: "allUserRoom" },
      { event: "leave-room", room: "user" },
      { event: "leave-room", room: "allUserRoom" },
      { event: "disconnect" }
    ])
    await call(server, "POST", "/__dev/reset")
    expect((await call(server, "GET", "/__dev/socket-log")).json).toEqual([])
  })
})
