import { Context, Effect, Fiber, FiberHandle, Layer, Ref } from "effect"
import { userUuid } from "../../domain/user"
import { CreditEvents, ProfileEvents, UserSettingEvents } from "../../events/player/events"
import { selectCreditInFlight } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { UserService } from "../../services/player/user-service"
import { currentState, loadDataset } from "./dispatch"

/** Without a uuid the fetch is dropped: no request, no event (VAL-01, VAL-02). */
export const withUuid = <A, E, R>(run: (uuid: string) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(currentState, (state) => {
    const uuid = userUuid(selectCurrentUser(state))
    return uuid === null ? Effect.void : Effect.asVoid(run(uuid))
  })

/** GET /api/auth/user/detail/{uuid} (STORE-10, AMB-29). */
export const loadProfile = withUuid((uuid) =>
  Effect.flatMap(UserService, (users) => loadDataset(ProfileEvents, {}, users.profile(uuid)))
)

/** POST /api/auth/setting (STORE-10). */
export const loadUserSetting = withUuid((uuid) =>
  Effect.flatMap(UserService, (users) => loadDataset(UserSettingEvents, {}, users.setting(uuid)))
)

/** The profile and the settings, once per session: only while the settings are still empty. */
export const loadPlayerData = Effect.gen(function* () {
  const state = yield* currentState
  if (state.user.setting._tag !== "Idle") return
  yield* Effect.all([loadProfile, loadUserSetting], { concurrency: "unbounded", discard: true })
})

/**
 * Latest wins (STORE-09, DESIGN-07): each refresh runs in one FiberHandle, so starting a new one
 * interrupts the fiber in flight and aborts its fetch. Request ids guard the reducer as well.
 */
export class CreditRefresher extends Context.Tag("app/CreditRefresher")<
  CreditRefresher,
  { readonly handle: FiberHandle.FiberHandle; readonly nextId: Effect.Effect<number> }
>() {
  static readonly layer = Layer.scoped(
    CreditRefresher,
    Effect.gen(function* () {
      const handle = yield* FiberHandle.make()
      const counter = yield* Ref.make(0)
      return { handle, nextId: Ref.updateAndGet(counter, (n) => n + 1) }
    })
  )
}

const fetchCredit = (requestId: number) =>
  Effect.gen(function* () {
    const user = selectCurrentUser(yield* currentState)
    if (user === null) return
    const users = yield* UserService
    yield* loadDataset(CreditEvents, { requestId }, users.credit(user.user_pass.username))
  })

/**
 * Refreshes the balance; resolves when this refresh settles or a newer one replaces it. Interrupting
 * the caller (the dashboard going away) interrupts the refresh too, so its fetch is aborted.
 */
export const refreshCredit = Effect.gen(function* () {
  const refresher = yield* CreditRefresher
  const requestId = yield* refresher.nextId
  const fiber = yield* FiberHandle.run(refresher.handle, fetchCredit(requestId))
  yield* Fiber.await(fiber).pipe(Effect.onInterrupt(() => Fiber.interrupt(fiber)))
})

/**
 * The player pressed refresh: while a refresh is on its way the press sends nothing (#9), so a
 * string of taps never aborts and resends the one in flight. Refreshes the app starts itself (after a
 * write, on a socket message) stay latest-wins.
 */
export const refreshCreditOnPress = Effect.gen(function* () {
  if (selectCreditInFlight(yield* currentState)) return
  yield* refreshCredit
})
