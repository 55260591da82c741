import { Context } from "effect"
import type { AppEvent } from "../events/app-event"
import { reduce } from "../events/reducer"
import { initialState, type AppState } from "../events/state"

/** One recorded event: its place in the log and when it was appended. */
export interface LoggedEvent {
  readonly seq: number
  readonly at: number
  readonly event: AppEvent
}

export interface EventStore {
  readonly getState: () => AppState
  readonly getLog: () => ReadonlyArray<LoggedEvent>
  /** Appends the event to the log, reduces it into the state and tells every subscriber. */
  readonly dispatch: (event: AppEvent) => void
  readonly subscribe: (listener: () => void) => () => void
}

export interface EventStoreOptions {
  readonly initial?: AppState
  /** The clock used to stamp log entries (the reducer never sees it). */
  readonly now?: () => number
}

export const createEventStore = (options: EventStoreOptions = {}): EventStore => {
  const now = options.now ?? Date.now
  let state = options.initial ?? initialState
  const log: Array<LoggedEvent> = []
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    getLog: () => log,
    dispatch: (event) => {
      log.push({ seq: log.length + 1, at: now(), event })
      state = reduce(state, event)
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    }
  }
}

/** The store as a service, so commands can dispatch. */
export class AppStore extends Context.Tag("app/AppStore")<AppStore, EventStore>() {}
