import { Context, Effect, Fiber, FiberHandle, Layer, Option, Ref } from "effect"
import { userUuid } from "../../domain/user"
import { CreditEvents, ProfileEvents, UserSettingEvents } from "../../events/player/events"
import { selectCredit, selectCreditInFlight } from "../../events/player/selectors"
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

/** The refresh on its way, if any: the handle forgets a fiber once it has ended, however it ended. */
const runningRefresh = Effect.map(CreditRefresher, (refresher) => FiberHandle.unsafeGet(refresher.handle))

/** Waits until no refresh is on its way: the one running now, and any that replaced it meanwhile. */
const refreshesSettled: Effect.Effect<void, never, CreditRefresher> = Effect.flatMap(runningRefresh, (running) =>
  Option.match(running, {
    onNone: () => Effect.void,
    onSome: (fiber) => Effect.zipRight(Fiber.await(fiber), refreshesSettled)
  })
)

/**
 * The player pressed refresh: while a refresh is on its way the press sends nothing (#9), so a
 * string of taps never aborts and resends the one in flight. Refreshes the app starts itself (after a
 * write, on a socket message) stay latest-wins. "On its way" is a running fiber, not the state's
 * flag: a refresh whose screen was left mid-way appended nothing more, so the state still says
 * refreshing, and a press must then start one (the top bar's button outlives the screen, #29).
 */
export const refreshCreditOnPress = Effect.gen(function* () {
  if (Option.isSome(yield* runningRefresh)) return
  yield* refreshCredit
})

/**
 * The top bar shows the balance on every player screen (#29): at each screen the layout makes sure
 * one is loaded or on its way, without a request more than needed. A refresh the screen started is
 * waited for, not replaced; a refresh left behind by the screen before (interrupted, so the state
 * still says refreshing) or no balance read yet (a screen that never reads it) starts one. A failed
 * read is left to the screen's retry: reading again at once would hide the failure it shows.
 */
export const keepCreditShown = Effect.gen(function* () {
  yield* refreshesSettled
  const state = yield* currentState
  if (selectCredit(state)._tag === "Idle" || selectCreditInFlight(state)) yield* refreshCredit
})
