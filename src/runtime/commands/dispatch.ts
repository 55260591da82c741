import { Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import { callFailure, type CallFailure, type ReportedError } from "../../domain/failure"
import type { AppEvent } from "../../events/schemas"
import { SessionTimeout } from "../../events/session/events"
import { selectIsLoggedIn } from "../../events/session/selectors"
import { NetworkRecovered } from "../../events/site/events"
import { selectNetworkUnstable } from "../../events/site/selectors"
import type { AppState } from "../../events/state"
import { SessionStore } from "../../services/session/session-store"
import { AppStore } from "../app-store"

// How commands reach the store: they append events (dispatch) and read the state (currentState,
// awaitState), and every call's outcome becomes events the one way (settle, loadDataset).

export const dispatch = (event: AppEvent): Effect.Effect<void, never, AppStore> =>
  Effect.map(AppStore, (store) => store.dispatch(event))

export const currentState: Effect.Effect<AppState, never, AppStore> = Effect.map(AppStore, (store) => store.getState())

/** What a look at the state decided: the events to append (in order) and what the command goes on with. */
export interface Decision<A> {
  readonly events: ReadonlyArray<AppEvent>
  readonly result: A
}

/**
 * Looks at the state and appends what the look decided, in one step: nothing can run between the
 * look and its events, whatever the scheduler does (runtime/sliced-scheduler.ts lets the browser in
 * between a fiber's steps). A press that claims a write this way is seen as busy by the next one.
 */
export const lookAndDispatch = <A>(decide: (state: AppState) => Decision<A>): Effect.Effect<A, never, AppStore> =>
  Effect.map(AppStore, (store) => {
    const { events, result } = decide(store.getState())
    for (const event of events) store.dispatch(event)
    return result
  })

/**
 * Waits until the state satisfies `holds` (at once if it already does): for a command that must not
 * go on before something else happened, such as the browser coming back online.
 */
export const awaitState = (holds: (state: AppState) => boolean): Effect.Effect<void, never, AppStore> =>
  Effect.flatMap(AppStore, (store) =>
    Effect.async<void>((resume) => {
      if (holds(store.getState())) {
        resume(Effect.void)
        return
      }
      const stop = store.subscribe(() => {
        if (!holds(store.getState())) return
        stop()
        resume(Effect.void)
      })
      return Effect.sync(stop)
    })
  )

// How every call's outcome becomes events (spec §8). A failure is one event that carries it; the
// network flag and the last error message are derived from that event by the reducer (STORE-13).

/** The server said the session is over: the stored session goes, then SessionTimeout (ERR-02..ERR-05). */
const endSession: Effect.Effect<void, never, AppStore | SessionStore> = Effect.gen(function* () {
  const session = yield* SessionStore
  yield* session.clear
  yield* dispatch(SessionTimeout.make({}))
})

/**
 * An Unauthorized while a player is logged in ends the session (ERR-02..ERR-05) and answers true;
 * any other failure, or an Unauthorized with no session to end (a guest's call), answers false and
 * is the caller's to report. One rule for reads (`settle`) and writes alike.
 */
export const endsSession = (error: ApiError): Effect.Effect<boolean, never, AppStore | SessionStore> =>
  error._tag !== "Unauthorized"
    ? Effect.succeed(false)
    : Effect.flatMap(currentState, (state) =>
        selectIsLoggedIn(state) ? Effect.as(endSession, true) : Effect.succeed(false)
      )

/**
 * The server answered: a network-problem flag raised by an earlier timeout, 408 or 503 goes down
 * (OPEN-44). One event, only when the flag is up, so a healthy log holds none.
 */
export const answerHeard: Effect.Effect<void, never, AppStore> = Effect.flatMap(currentState, (state) =>
  selectNetworkUnstable(state) ? dispatch(NetworkRecovered.make({})) : Effect.void
)

/**
 * Runs a call: on success, `onSuccess`; on a failure, the one event `failed` makes of it.
 * Unauthorized ends a live session instead (the state is then back at its start: a failure event
 * would only pollute it); with no session to end (a guest's public call), it is the call's failure
 * like any refusal, so the dataset does not wait for ever. Aborted is the app's own doing and
 * appends nothing (AMB-06), and so does the caller's interruption (a screen going away: DESIGN-06).
 * Succeeds with whether the call did.
 */
export const settle = <A, R>(
  call: Effect.Effect<A, ApiError, R>,
  onSuccess: (value: A) => Effect.Effect<void, never, AppStore>,
  failed: (failure: CallFailure) => AppEvent
): Effect.Effect<boolean, never, R | AppStore | SessionStore> => {
  const report = (error: ReportedError) => Effect.as(dispatch(failed(callFailure(error))), false)
  return call.pipe(
    Effect.matchEffect({
      onSuccess: (value) => Effect.as(Effect.zipRight(answerHeard, onSuccess(value)), true),
      onFailure: (error) =>
        error._tag === "Aborted"
          ? Effect.succeed(false)
          : Effect.flatMap(endsSession(error), (ended) => (ended ? Effect.succeed(false) : report(error)))
    })
  )
}

/** The event makers of a remote dataset (events/dataset-events.ts). */
export interface DatasetMakers<Facts, A> {
  readonly loading: (facts: Facts) => AppEvent
  readonly loaded: (facts: Facts, value: A) => AppEvent
  readonly failed: (facts: Facts, failure: CallFailure) => AppEvent
}

/**
 * The load command of a remote dataset: `${name}Loading`, then `${name}Loaded` with the answer or
 * `${name}Failed` with the failure (see `settle`). Interrupting the caller interrupts the call, so
 * its fetch is aborted and nothing more is appended. Succeeds with whether it loaded.
 */
export const loadDataset = <Facts, A, R>(
  dataset: { readonly make: DatasetMakers<Facts, A> },
  facts: Facts,
  call: Effect.Effect<A, ApiError, R>
): Effect.Effect<boolean, never, R | AppStore | SessionStore> =>
  Effect.zipRight(
    dispatch(dataset.make.loading(facts)),
    settle(
      call,
      (value) => dispatch(dataset.make.loaded(facts, value)),
      (failure) => dataset.make.failed(facts, failure)
    )
  )
