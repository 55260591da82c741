import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { io, type Socket } from "socket.io-client"
import type { RunningServer } from "../../../server/app"
import { DEMO_ONLINE_BASE } from "../../../src/domain/demo/site"
import { SOCKET_NAMESPACE } from "../../../src/domain/constants"
import { MISSED_KIND } from "../../../server/socket/missed-balance-changes"
import { call, login, start } from "./server-harness"

const connect = (server: RunningServer, token: string): Socket =>
  io(server.url + SOCKET_NAMESPACE, { transports: ["websocket"], auth: { token }, reconnection: false })

const nextCount = (socket: Socket): Promise<number> =>
  new Promise((resolve) => socket.once("user-online-count", (payload: { count: number }) => resolve(payload.count)))

/** Every credit-changed kind the socket hears, in order. */
const creditChanges = (socket: Socket): Array<string> => {
  const kinds: Array<string> = []
  socket.on("credit-changed", (payload: { kind: string }) => kinds.push(payload.kind))
  return kinds
}

/** Joins 'user' then 'allUserRoom': the count comes after anything the server says on joining 'user'. */
const joinBothRooms = (socket: Socket): Promise<number> => {
  const counted = nextCount(socket)
  socket.emit("join-room", "user")
  socket.emit("join-room", "allUserRoom")
  return counted
}

const readCredit = async (server: RunningServer, token: string) =>
  expect(
    (await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })).status
  ).toBe(200)

const moveBalance = async (server: RunningServer, balance: number) =>
  expect((await call(server, "POST", "/__dev/credit", { body: { username: "demo", balance } })).status).toBe(204)

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

  it("#29 a socket joining 'user' after the balance moved since its session last read it hears credit-changed at once (money.md)", async () => {
    await call(server, "POST", "/__dev/reset")
    const token = await login(server)
    await readCredit(server, token)
    // The balance moves before the page's socket is in the player's room: the room's news misses it.
    await moveBalance(server, 2_000)
    const socket = connect(server, token)
    const heard = creditChanges(socket)
    await joinBothRooms(socket)
    expect(heard).toEqual([MISSED_KIND])

    // Read again (what the app does on hearing it): the next join has nothing to tell.
    await readCredit(server, token)
    socket.emit("leave-room", "user")
    socket.emit("leave-room", "allUserRoom")
    await joinBothRooms(socket)
    expect(heard).toEqual([MISSED_KIND])
    socket.close()
  })

  it("#29 a socket whose session read the balance after its last move, or never read it, hears nothing on joining", async () => {
    await call(server, "POST", "/__dev/reset")
    const fresh = await login(server)
    await moveBalance(server, 2_000)
    await readCredit(server, fresh)
    const freshSocket = connect(server, fresh)
    const freshHeard = creditChanges(freshSocket)
    await joinBothRooms(freshSocket)
    expect(freshHeard).toEqual([])
    freshSocket.close()

    const neverRead = await login(server)
    await moveBalance(server, 2_500)
    const neverSocket = connect(server, neverRead)
    const neverHeard = creditChanges(neverSocket)
    await joinBothRooms(neverSocket)
    expect(neverHeard).toEqual([])
    neverSocket.close()
  })

  it("#29 a move heard in the room is still told to a session that had not read it, when its socket joins", async () => {
    await call(server, "POST", "/__dev/reset")
    const token = await login(server)
    await readCredit(server, token)
    // Another device of the player is in the room and hears the move; this session's page is not.
    const other = connect(server, await login(server))
    const otherHeard = creditChanges(other)
    await joinBothRooms(other)
    await moveBalance(server, 3_000)
    await expect.poll(() => otherHeard).toEqual(["dev-credit"])
    const socket = connect(server, token)
    const heard = creditChanges(socket)
    await joinBothRooms(socket)
    expect(heard).toEqual([MISSED_KIND])
    socket.close()
    other.close()
  })
})
