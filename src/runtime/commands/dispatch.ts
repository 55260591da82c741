import { Effect } from "effect"
import type { AppEvent } from "../../events/schemas"
import type { AppState } from "../../events/state"
import { AppStore } from "../app-store"

export const dispatch = (event: AppEvent): Effect.Effect<void, never, AppStore> =>
  Effect.map(AppStore, (store) => store.dispatch(event))

export const currentState: Effect.Effect<AppState, never, AppStore> = Effect.map(AppStore, (store) => store.getState())

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
