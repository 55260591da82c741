import { Duration, Effect, Option, Stream } from "effect"
import { userUuid } from "../../domain/user"
import { GetCurrentUser, Logout } from "../../events/session/events"
import { selectCurrentUser, selectIsLoggedIn } from "../../events/session/selectors"
import { SessionStore } from "../../services/session/session-store"
import { SessionSync } from "../../services/session/session-sync"
import { loadCheckIn } from "./check-in"
import { loadConfiguration } from "./configuration"
import { currentState, dispatch } from "./dispatch"
import { loadPlayerData, refreshCredit } from "./player"
import { loadPublicData } from "./site"

/**
 * A login writes two keys, so each signal is followed after a pause, by when both are written; the
 * second signal's read then finds this tab already following (no debounce operator: its machinery
 * costs the start bundle more than this).
 */
const SETTLE = Duration.millis(50)

/**
 * This tab takes on what another tab did to the stored session (#9): a logout there logs out here
 * (the server was told there); a login as another player there brings this tab to that player, with
 * the data its screens show loaded again; the same player's fresh token is simply used.
 */
const followStoredSession = Effect.gen(function* () {
  const session = yield* SessionStore
  const stored = yield* session.reload
  const state = yield* currentState
  const here = selectCurrentUser(state)
  if (Option.isNone(stored)) {
    if (!selectIsLoggedIn(state)) return
    yield* dispatch(Logout.make({}))
    yield* loadPublicData
    return
  }
  const { user } = stored.value
  if (here !== null && userUuid(here) === userUuid(user)) return
  if (here !== null) yield* dispatch(Logout.make({}))
  yield* dispatch(GetCurrentUser.make({ user }))
  yield* Effect.all([loadPlayerData, loadConfiguration, refreshCredit, loadCheckIn], {
    concurrency: "unbounded",
    discard: true
  })
})

/** Follows the other tabs for as long as the app runs. */
export const followOtherTabs = Effect.gen(function* () {
  const sync = yield* SessionSync
  yield* Stream.runForEach(sync.otherTabChanges, () => Effect.zipRight(Effect.sleep(SETTLE), followStoredSession))
})
