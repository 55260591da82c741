import type { Server as HttpServer } from "node:http"
import { Server, type Socket } from "socket.io"
import {
  SOCKET_JOIN_EVENT,
  SOCKET_LEAVE_EVENT,
  SOCKET_CREDIT_CHANGED_EVENT,
  SOCKET_NAMESPACE,
  SOCKET_ONLINE_COUNT_EVENT,
  SOCKET_ROOMS
} from "../../src/domain/constants"
import { DEMO_ONLINE_BASE } from "../../src/domain/demo/site"
import { sessionIdOf } from "../sessions"
import type { ServerState } from "../state"
import { MISSED_KIND } from "./missed-balance-changes"

// The realtime server (RT-01..RT-08): namespace /member, websocket only, token in the handshake.
// Joining or leaving allUserRoom sends everyone in it the online count. Joining 'user' after a
// balance moved that the session had not read tells that socket at once (missed-balance-changes.ts).

const ALL_USERS_ROOM = "allUserRoom"

interface ClientEvents {
  [SOCKET_JOIN_EVENT]: (room: unknown) => void
  [SOCKET_LEAVE_EVENT]: (room: unknown) => void
}
interface ServerEvents {
  [SOCKET_ONLINE_COUNT_EVENT]: (payload: { readonly count: number }) => void
  [SOCKET_CREDIT_CHANGED_EVENT]: (payload: { readonly kind: string }) => void
}
interface SocketData {
  username: string
  /** The session it connected with (sessionIdOf its token): a logout (revokeToken) ends the connection. */
  sessionId: string
}

/** How long a revoked token's connection may stay to leave its rooms itself. */
export const REVOKED_SOCKET_GRACE_MS = 1_000

/** How often the sessions past their lifetime are ended, and their connections with them (#31). */
export const SESSION_SWEEP_MS = 60_000

export interface OnlineSocket {
  readonly emitOnlineCount: (count: number) => void
  readonly close: () => Promise<void>
}

/** The spec's 'user' room is, on this server, each player's own room: their balance changes go there. */
const USER_ROOM = "user"
const playerRoom = (username: string): string => `player:${username}`

const isRoom = (room: unknown): room is string =>
  typeof room === "string" && SOCKET_ROOMS.some((allowed) => allowed === room)

export const attachOnlineSocket = (
  httpServer: HttpServer,
  state: ServerState,
  sessionSweepMs: number = SESSION_SWEEP_MS
): OnlineSocket => {
  // destroyUpgrade off: other upgrade listeners (Vite's HMR socket in --dev) answer their own.
  const io = new Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>(httpServer, {
    transports: ["websocket"],
    serveClient: false,
    destroyUpgrade: false
  })
  const members = io.of(SOCKET_NAMESPACE)
  const emitOnlineCount = (count: number): void => {
    members.to(ALL_USERS_ROOM).emit(SOCKET_ONLINE_COUNT_EVENT, { count })
  }
  const emitCurrentCount = (): void =>
    emitOnlineCount(DEMO_ONLINE_BASE + (members.adapter.rooms.get(ALL_USERS_ROOM)?.size ?? 0))

  members.use((socket, next) => {
    const token: unknown = socket.handshake.auth["token"]
    if (typeof token !== "string") return next(new Error("unauthorized"))
    const account = state.accountOfToken(token)
    if (account === undefined) return next(new Error("unauthorized"))
    socket.data.username = account.seed.username
    socket.data.sessionId = sessionIdOf(token)
    next()
  })
  // A revoked token's connections end, after a grace period: the app logging out leaves its rooms
  // and disconnects by itself (RT-07), and its logout call must not cut that short. A connection
  // still open after the grace (another device, a client that never leaves) is closed.
  state.onTokenRevoked((sessionId) => {
    state.missedBalanceChanges.forget(sessionId)
    const timer = setTimeout(() => {
      for (const socket of members.sockets.values()) if (socket.data.sessionId === sessionId) socket.disconnect(true)
    }, REVOKED_SOCKET_GRACE_MS)
    timer.unref()
  })

  // A login that ends with age (7 days unused, 30 in all) ends its connections too: a socket is no
  // use of the session, so nothing else would ever ask.
  const sweep = setInterval(() => state.endExpiredSessions(), sessionSweepMs)
  sweep.unref()

  // Every balance change is told to its player's room (money.md): the app reads the balance again.
  const tellPlayer = (username: string, kind: string): void => {
    state.missedBalanceChanges.changed(username)
    members.to(playerRoom(username)).emit(SOCKET_CREDIT_CHANGED_EVENT, { kind })
  }
  state.onBalanceChanged((username, row) => tellPlayer(username, row.kind))
  state.onMoneyChanged(tellPlayer)

  members.on("connection", (socket: Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>) => {
    const { username } = socket.data
    const log = (event: "connect" | "join-room" | "leave-room" | "disconnect", room: string | null): void =>
      state.socketLog.add({ event, room, username, at: state.now() })
    log("connect", null)
    // Logged as each packet is read: socket.io hands `on` handlers their events a tick later and
    // drops them when a disconnect arrives in the same read, as leave-room then disconnect do.
    socket.onAny((event: unknown, room: unknown) => {
      if (!isRoom(room)) return
      if (event === SOCKET_JOIN_EVENT) log("join-room", room)
      if (event === SOCKET_LEAVE_EVENT) log("leave-room", room)
    })
    socket.on(SOCKET_JOIN_EVENT, (room) => {
      if (!isRoom(room)) return
      const rooms = room === USER_ROOM ? [room, playerRoom(username)] : [room]
      void Promise.resolve(socket.join(rooms)).then(() => {
        if (room === ALL_USERS_ROOM) emitCurrentCount()
        if (room === USER_ROOM && state.missedBalanceChanges.missedBy(socket.data.sessionId, username)) {
          socket.emit(SOCKET_CREDIT_CHANGED_EVENT, { kind: MISSED_KIND })
        }
      })
    })
    socket.on(SOCKET_LEAVE_EVENT, (room) => {
      if (!isRoom(room)) return
      const wasMember = socket.rooms.has(room)
      if (room === USER_ROOM) void socket.leave(playerRoom(username))
      void Promise.resolve(socket.leave(room)).then(() => {
        if (room === ALL_USERS_ROOM && wasMember) emitCurrentCount()
      })
    })
    let inAllUsers = false
    socket.on("disconnecting", () => {
      inAllUsers = socket.rooms.has(ALL_USERS_ROOM)
    })
    socket.on("disconnect", () => {
      log("disconnect", null)
      if (inAllUsers) emitCurrentCount()
    })
  })

  return {
    emitOnlineCount,
    close: () =>
      new Promise((resolve) => {
        clearInterval(sweep)
        members.disconnectSockets(true)
        io.engine.close()
        resolve()
      })
  }
}
