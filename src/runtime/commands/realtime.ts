import { Effect, Stream } from "effect"
import { ConnectivityChanged, OnlineCountReceived } from "../../events/site/events"
import { Connectivity } from "../../services/realtime/connectivity"
import { RealtimeService } from "../../services/realtime/realtime-service"
import { dispatch } from "./dispatch"

// Long-running commands: each runs until the screen that started it goes away.

/** The online count over the socket, while the logged-in area is shown (RT-01..RT-08). */
export const watchOnlineCount = Effect.gen(function* () {
  const realtime = yield* RealtimeService
  yield* Stream.runForEach(realtime.onlineCounts, (count) => dispatch(OnlineCountReceived.make({ count })))
})

/** The browser's connectivity, for the offline banner (COMPAT-11). */
export const watchConnectivity = Effect.gen(function* () {
  const connectivity = yield* Connectivity
  yield* Stream.runForEach(Stream.changes(connectivity.changes), (online) =>
    dispatch(ConnectivityChanged.make({ online }))
  )
})
