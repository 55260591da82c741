import { Effect, Stream } from "effect"
import { chatAddress } from "../../domain/contact"
import { levelName } from "../../domain/levels"
import type { Brand } from "../../domain/brands"
import { ConnectivityChanged, OnlineCountReceived } from "../../events/global-events"
import { selectCurrentUser } from "../../events/selectors"
import { ChatWidget } from "../../services/chat-widget"
import { Connectivity } from "../../services/connectivity"
import { RealtimeService } from "../../services/realtime-service"
import { currentState, dispatch } from "./dispatch"

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

/**
 * The live chat widget for a logged-in player of a brand with a property id (CHAT-01..CHAT-05).
 * It stays until this command is interrupted (leaving the area, logging out).
 */
export const showChatWidget = (brand: Brand) =>
  Effect.gen(function* () {
    const user = selectCurrentUser(yield* currentState)
    if (user === null || brand.chatPropertyId === null) return
    const widget = yield* ChatWidget
    yield* widget.show(brand.chatPropertyId, {
      name: user.name,
      phone: user.phone,
      username: user.user_pass.username,
      bankName: user.user_bank.bankName,
      bankId: user.user_bank.bankId,
      levelName: levelName(user.level),
      point: user.user_credit.point,
      address: chatAddress(user.user_pass.username)
    })
    yield* Effect.never
  }).pipe(Effect.scoped)
