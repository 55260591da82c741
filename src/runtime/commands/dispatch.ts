import { Effect } from "effect"
import type { AppEvent } from "../../events/schemas"
import type { AppState } from "../../events/state"
import { AppStore } from "../app-store"

export const dispatch = (event: AppEvent): Effect.Effect<void, never, AppStore> =>
  Effect.map(AppStore, (store) => store.dispatch(event))

export const currentState: Effect.Effect<AppState, never, AppStore> = Effect.map(AppStore, (store) => store.getState())
