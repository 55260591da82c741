import { Context } from "effect"
import type { AppEvent } from "../events/app-event"
import { exportLog, type LogMeta } from "../events/log/export"
import type { LoggedEvent } from "../events/log/log-file"
import type { Json } from "../events/log/redact"
import { reduce } from "../events/reducer"
import { initialState, type AppState } from "../events/state"
import { createRingBuffer } from "./ring-buffer"

export type { LoggedEvent } from "../events/log/log-file"

/** What an export needs besides the log: the store supplies the times, the snapshot and firstSeq. */
export type StoreExportMeta = Omit<LogMeta, "startedAt" | "exportedAt">

export interface EventStore {
  readonly getState: () => AppState
  /** The kept events, oldest first: the most recent `capacity` of the session. */
  readonly getLog: () => ReadonlyArray<LoggedEvent>
  /** The state before the first kept event: replaying getLog() from it gives getState(). */
  readonly getSnapshot: () => AppState
  /** Appends the event to the log, reduces it into the state and tells every subscriber. */
  readonly dispatch: (event: AppEvent) => void
  readonly subscribe: (listener: () => void) => () => void
  /** The kept log as a redacted export document (events/log/export.ts); JSON.stringify it to save. */
  readonly exportLog: (meta: StoreExportMeta) => Json
}

export const DEFAULT_LOG_CAPACITY = 10_000

export interface EventStoreOptions {
  readonly initial?: AppState
  /** The clock used to stamp log entries (the reducer never sees it). */
  readonly now?: () => number
  /** How many of the most recent events the log keeps (10,000 by default; at least 1). */
  readonly capacity?: number
}

/** A kept event with the state it was reduced from: the snapshot, once it is the oldest. */
interface Kept {
  readonly logged: LoggedEvent
  readonly before: AppState
}

/**
 * The app's store. The log is bounded, so hours of socket events keep memory flat. Each kept event
 * holds the state it was reduced from, so the snapshot (the state at the first kept event) costs no
 * second reduce per dispatch; the states share all unchanged slices, so this is cheap in memory.
 */
export const createEventStore = (options: EventStoreOptions = {}): EventStore => {
  const now = options.now ?? Date.now
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_LOG_CAPACITY))
  const startedAt = now()
  let state = options.initial ?? initialState
  let nextSeq = 1
  const log = createRingBuffer<Kept>(capacity)
  let logView: ReadonlyArray<LoggedEvent> | null = null
  const listeners = new Set<() => void>()
  const getLog = () => (logView ??= log.toArray().map((kept) => kept.logged))
  const getSnapshot = () => log.first()?.before ?? state
  return {
    getState: () => state,
    getLog,
    getSnapshot,
    dispatch: (event) => {
      log.push({ logged: { seq: nextSeq++, at: now(), event }, before: state })
      logView = null
      state = reduce(state, event)
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    exportLog: (meta) => {
      const kept = getLog()
      return exportLog({
        log: kept,
        snapshot: getSnapshot(),
        firstSeq: kept[0]?.seq ?? nextSeq,
        meta: { ...meta, startedAt, exportedAt: now() }
      })
    }
  }
}

/** The store as a service, so commands can dispatch. */
export class AppStore extends Context.Tag("app/AppStore")<AppStore, EventStore>() {}
