import { Effect, Stream } from "effect"
import { ConnectivityChanged, OnlineCountReceived } from "../../events/site/events"
import { Connectivity } from "../../services/realtime/connectivity"
import { RealtimeService } from "../../services/realtime/realtime-service"
import { dispatch } from "./dispatch"
import { refreshCredit } from "./player"

// Long-running commands: each runs until the screen that started it goes away.

/**
 * The online count over the socket, while the logged-in area is shown (RT-01..RT-08). After a drop
 * the balance is read again, since what moved it meanwhile was not heard (#9); counts heard during
 * that refresh wait for it (the socket buffers them).
 */
export const watchOnlineCount = Effect.gen(function* () {
  const realtime = yield* RealtimeService
  yield* Stream.runForEach(realtime.messages, (message) =>
    message._tag === "OnlineCount" ? dispatch(OnlineCountReceived.make({ count: message.count })) : refreshCredit
  )
})

/** The browser's connectivity, for the offline banner (COMPAT-11). */
export const watchConnectivity = Effect.gen(function* () {
  const connectivity = yield* Connectivity
  yield* Stream.runForEach(Stream.changes(connectivity.changes), (online) =>
    dispatch(ConnectivityChanged.make({ online }))
  )
})
