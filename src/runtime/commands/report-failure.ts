import { Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import { playerMessage } from "../../domain/error-text"
import { ApiFailed, NetworkUnstable } from "../../events/global-events"
import { SessionTimeout } from "../../events/auth-events"
import { SessionStore } from "../../services/session-store"
import type { AppStore } from "../app-store"
import { dispatch } from "./dispatch"

/**
 * What every failed call means for the app (spec §8): Unauthorized ends the session (the guards then
 * send the browser to /login); a timeout raises the network flag; any answer's message becomes the
 * global error message. Aborted is the app's own doing and changes nothing (AMB-06).
 */
export const reportFailure = (error: ApiError): Effect.Effect<void, never, AppStore | SessionStore> =>
  Effect.gen(function* () {
    switch (error._tag) {
      case "Unauthorized": {
        const session = yield* SessionStore
        yield* session.clear
        yield* dispatch(SessionTimeout.make({}))
        return
      }
      case "Timeout":
        yield* dispatch(NetworkUnstable.make({ reason: error.status === null ? "timeout" : String(error.status) }))
        yield* dispatch(ApiFailed.make({ message: playerMessage(error) }))
        return
      case "Aborted":
        return
      case "NetworkError":
      case "ServerError":
      case "DecodeError":
        yield* dispatch(ApiFailed.make({ message: playerMessage(error) }))
        return
    }
  })

/**
 * Runs a call; on failure reports it and dispatches the dataset's own failure event. Succeeds with
 * whether the call did. The caller's interruption (a screen going away) passes through untouched:
 * no event is appended.
 */
export const loadInto = <A, R>(
  call: Effect.Effect<A, ApiError, R>,
  onSuccess: (value: A) => Effect.Effect<void, never, AppStore>,
  onFailure: (message: string) => Effect.Effect<void, never, AppStore>
): Effect.Effect<boolean, never, R | AppStore | SessionStore> =>
  call.pipe(
    Effect.matchEffect({
      onSuccess: (value) => Effect.as(onSuccess(value), true),
      onFailure: (error) =>
        Effect.as(
          // After SessionTimeout the state is back to its start: a dataset failure would only pollute it.
          error._tag === "Unauthorized"
            ? reportFailure(error)
            : Effect.zipRight(reportFailure(error), onFailure(playerMessage(error))),
          false
        )
    })
  )
