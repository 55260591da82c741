import { Effect, Option } from "effect"
import type { ConfigurationKey } from "../../domain/configuration"
import { ConfigurationEntryReread, UserLevelEvents, UserRecordEvents } from "../../events/account/events"
import { AccountService } from "../../services/account/account-service"
import { SessionStore } from "../../services/session/session-store"
import { selectCurrentUser } from "../../events/session/selectors"
import { currentState, dispatch, loadDataset } from "./dispatch"
import { withUuid } from "./player"

// The account's reads (#14), loaded on first use (account-lazy.ts). The screens run them with
// useScreenCommand, so leaving a screen interrupts the read and aborts its request (AMB-31).

/** GET /api/auth/user/level/{uuid} (API-25): the levels dialog's progress to the next tier. */
export const loadUserLevel = withUuid((uuid) =>
  Effect.flatMap(AccountService, (account) => loadDataset(UserLevelEvents, {}, account.userLevel(uuid)))
)

/**
 * GET /api/auth/user/{uuid} (API-17, AMB-29): the profile screen refreshes the stored current user.
 * The fresh record is saved with the session's token, so the next visit starts from it too.
 */
export const refreshUserRecord = withUuid((uuid) =>
  Effect.gen(function* () {
    const account = yield* AccountService
    const loaded = yield* loadDataset(UserRecordEvents, {}, account.userRecord(uuid))
    if (!loaded) return
    const user = selectCurrentUser(yield* currentState)
    const session = yield* SessionStore
    const token = yield* session.token
    if (user !== null && Option.isSome(token)) yield* session.save({ token: token.value, user })
  })
)

/**
 * A configuration image failed to load (API-15): its entry is read again by its key, and the map
 * takes the answer, so a path the operator has since replaced shows at once. A failed read changes
 * nothing: the image stays on its placeholder.
 */
export const rereadConfigurationImage = (key: ConfigurationKey) =>
  Effect.gen(function* () {
    const account = yield* AccountService
    const item = yield* Effect.option(account.configurationEntry(key))
    if (Option.isSome(item) && item.value.key === key) {
      yield* dispatch(ConfigurationEntryReread.make({ item: item.value }))
    }
  })
