import { Effect } from "effect"
import type { Brand } from "../../domain/brands"
import { chatAddress } from "../../domain/contact"
import { levelName } from "../../domain/levels"
import { selectCurrentUser } from "../../events/session/selectors"
import { ChatWidget } from "../../services/contact/chat-widget"
import { currentState } from "./dispatch"

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

/** The player pressed the support button (#29): the live chat opens, or closes when open. */
export const toggleChatWidget = Effect.flatMap(ChatWidget, (widget) => widget.toggle)
