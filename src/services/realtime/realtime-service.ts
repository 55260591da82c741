import { Context, Effect, Layer, Option, Schema, Stream } from "effect"
import type { ManagerOptions, SocketOptions } from "socket.io-client"
import {
  SOCKET_JOIN_EVENT,
  SOCKET_LEAVE_EVENT,
  SOCKET_NAMESPACE,
  SOCKET_CREDIT_CHANGED_EVENT,
  SOCKET_ONLINE_COUNT_EVENT,
  SOCKET_RECONNECTION_DELAY_MAX_MS,
  SOCKET_RECONNECTION_DELAY_MS,
  SOCKET_ROOMS,
  SOCKET_TIMEOUT_MS
} from "../../domain/constants"
import { AppConfig } from "../app-config"
import { SessionStore } from "../session/session-store"

/** The online-count message, decoded like every byte from outside. */
export const OnlineCountMessage = Schema.Struct({ count: Schema.Number.pipe(Schema.int(), Schema.nonNegative()) })
const decodeOnlineCount = Schema.decodeUnknownOption(OnlineCountMessage)
/** The server moved the player's balance: what moved it (the ledger's kind). */
export const CreditChangedMessage = Schema.Struct({ kind: Schema.String.pipe(Schema.maxLength(40)) })
const decodeCreditChanged = Schema.decodeUnknownOption(CreditChangedMessage)

/** The socket options of RT-02..RT-05, set explicitly even where they match the library's defaults. */
export const socketOptions = (token: string): Partial<ManagerOptions & SocketOptions> => ({
  auth: { token },
  transports: ["websocket"],
  timeout: SOCKET_TIMEOUT_MS,
  reconnection: true,
  reconnectionDelay: SOCKET_RECONNECTION_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECTION_DELAY_MAX_MS
})

/** What the socket tells: an online count, a balance the server moved, or a reconnection after a drop. */
export type RealtimeMessage =
  | { readonly _tag: "OnlineCount"; readonly count: number }
  | { readonly _tag: "CreditChanged"; readonly kind: string }
  | { readonly _tag: "Reconnected" }

const RECONNECTED: RealtimeMessage = { _tag: "Reconnected" }

export interface RealtimeServiceShape {
  /**
   * While consumed: one socket to the namespace, joined to 'user' and 'allUserRoom'; each online
   * count it hears, each balance change of the player's ('credit-changed', to the player's own room
   * behind 'user'), and each reconnection after a drop (what changed meanwhile was missed: #9).
   * When the consumer stops, it leaves both rooms and disconnects (RT-01..RT-08).
   */
  readonly messages: Stream.Stream<RealtimeMessage>
}

export class RealtimeService extends Context.Tag("app/RealtimeService")<RealtimeService, RealtimeServiceShape>() {
  static readonly layer = Layer.effect(
    RealtimeService,
    Effect.gen(function* () {
      const config = yield* AppConfig
      const session = yield* SessionStore
      const messages = Stream.unwrap(
        Effect.gen(function* () {
          const token = yield* session.token
          if (Option.isNone(token)) return Stream.empty
          // The socket client loads only when a logged-in screen asks for it.
          const { io } = yield* Effect.promise(() => import("socket.io-client"))
          return Stream.asyncScoped<RealtimeMessage>((emit) =>
            Effect.acquireRelease(
              Effect.sync(() => {
                const socket = io(`${config.socketUrl}${SOCKET_NAMESPACE}`, socketOptions(token.value))
                let connectedBefore = false
                socket.on("connect", () => {
                  for (const room of SOCKET_ROOMS) socket.emit(SOCKET_JOIN_EVENT, room)
                  if (connectedBefore) void emit.single(RECONNECTED)
                  connectedBefore = true
                })
                socket.on(SOCKET_ONLINE_COUNT_EVENT, (payload: unknown) => {
                  Option.map(decodeOnlineCount(payload), (message) =>
                    emit.single({ _tag: "OnlineCount", count: message.count })
                  )
                })
                socket.on(SOCKET_CREDIT_CHANGED_EVENT, (payload: unknown) => {
                  Option.map(decodeCreditChanged(payload), (message) =>
                    emit.single({ _tag: "CreditChanged", kind: message.kind })
                  )
                })
                return socket
              }),
              (socket) =>
                Effect.sync(() => {
                  for (const room of SOCKET_ROOMS) socket.emit(SOCKET_LEAVE_EVENT, room)
                  socket.disconnect()
                })
            )
          )
        })
      )
      return { messages }
    })
  )

  /** A count is an online count; "reconnected" a reconnection; `{ kind }` a balance the server moved. */
  static readonly Test = (messages: ReadonlyArray<number | "reconnected" | { readonly kind: string }> = []) =>
    Layer.succeed(RealtimeService, {
      messages: Stream.fromIterable(
        messages.map((message): RealtimeMessage =>
          message === "reconnected"
            ? RECONNECTED
            : typeof message === "number"
              ? { _tag: "OnlineCount", count: message }
              : { _tag: "CreditChanged", kind: message.kind }
        )
      )
    })
}
