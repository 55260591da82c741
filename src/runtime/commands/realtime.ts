import { Effect, Stream } from "effect"
import { BalanceChangedOnServer } from "../../events/player/events"
import { ConnectivityChanged, OnlineCountReceived, SocketReconnected } from "../../events/site/events"
import { Connectivity } from "../../services/realtime/connectivity"
import { RealtimeService, type RealtimeMessage } from "../../services/realtime/realtime-service"
import { dispatch } from "./dispatch"
import { refreshCredit } from "./player"

// Long-running commands: each runs until the screen that started it goes away.

/** What one socket message does. */
const heard = (message: RealtimeMessage) => {
  switch (message._tag) {
    case "OnlineCount":
      return dispatch(OnlineCountReceived.make({ count: message.count }))
    // The server moved the balance (a deposit credited, a withdrawal settled): the balance is read
    // again, latest-wins, and money screens reload their lists (money.md, "After the write").
    case "CreditChanged":
      return Effect.zipRight(dispatch(BalanceChangedOnServer.make({ kind: message.kind })), refreshCredit)
    // After a drop, what moved the balance meanwhile was not heard (#9): the balance, and the money
    // screens' lists (a deposit credited while the phone was offline must still appear, #27 soak).
    case "Reconnected":
      return Effect.zipRight(dispatch(SocketReconnected.make({})), refreshCredit)
  }
}

/**
 * The socket's messages, while the logged-in area is shown (RT-01..RT-08): the online count, the
 * player's balance changes, reconnections. Messages heard during a refresh wait for it (the
 * socket buffers them).
 */
export const watchOnlineCount = Effect.gen(function* () {
  const realtime = yield* RealtimeService
  yield* Stream.runForEach(realtime.messages, heard)
})

/** The browser's connectivity, for the offline banner (COMPAT-11). */
export const watchConnectivity = Effect.gen(function* () {
  const connectivity = yield* Connectivity
  yield* Stream.runForEach(Stream.changes(connectivity.changes), (online) =>
    dispatch(ConnectivityChanged.make({ online }))
  )
})
