import type { AppEvent } from "../events/app-event"
import type { Recording } from "../events/log/export"
import type { LoggedEvent } from "../events/log/log-file"
import { reduce } from "../events/reducer"
import { initialState, type AppState } from "../events/state"
import { createRingBuffer } from "./ring-buffer"
import { changedParts, PART_COUNT, type PartMask } from "./part-tracking"

export type { LoggedEvent } from "../events/log/log-file"

export interface EventStore {
  readonly getState: () => AppState
  /** The kept events, oldest first: the most recent `capacity` of the session. */
  readonly getLog: () => ReadonlyArray<LoggedEvent>
  /** The state before the first kept event: replaying getLog() from it gives getState(). */
  readonly getSnapshot: () => AppState
  /**
   * Appends the event to the log, reduces it into the state, tells every subscriber, and tells the
   * watchers of the parts of the state it changed.
   */
  readonly dispatch: (event: AppEvent) => void
  /** Tells `listener` about every event (the developer panel's list, the console hook). */
  readonly subscribe: (listener: () => void) => () => void
  /**
   * Tells `listener` only about events that changed one of `parts`: one credit update then reaches
   * the subscribers that read the credit, not all of them (use-app-selector.ts, part-tracking.ts).
   */
  readonly watch: (listener: () => void, parts: PartMask) => PartWatch
  /** The kept log with its snapshot and times, for an export (events/log/export.ts). */
  readonly getRecording: () => Recording
}

/** A watch on some parts of the state; `widen` adds parts its selector has started to read. */
export interface PartWatch {
  readonly widen: (parts: PartMask) => void
  readonly stop: () => void
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
  // Watchers by the parts they read. A watcher in several buckets hears about one event once: it
  // remembers the last event it was told about.
  interface Watcher {
    readonly listener: () => void
    toldAt: number
  }
  const watchers: ReadonlyArray<Set<Watcher>> = Array.from({ length: PART_COUNT }, () => new Set<Watcher>())
  const getLog = () => (logView ??= log.toArray().map((kept) => kept.logged))
  const getSnapshot = () => log.first()?.before ?? state
  return {
    getState: () => state,
    getLog,
    getSnapshot,
    dispatch: (event) => {
      const before = state
      const seq = nextSeq++
      log.push({ logged: { seq, at: now(), event }, before })
      logView = null
      state = reduce(before, event)
      for (const listener of listeners) listener()
      const changed = changedParts(before, state)
      for (let index = 0; changed !== 0 && index < watchers.length; index += 1) {
        if ((changed & (1 << index)) === 0) continue
        for (const watcher of watchers[index] ?? []) {
          if (watcher.toldAt === seq) continue
          watcher.toldAt = seq
          watcher.listener()
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    watch: (listener, parts) => {
      const watcher: Watcher = { listener, toldAt: 0 }
      let watching: PartMask = 0
      let stopped = false
      const widen = (more: PartMask) => {
        if (stopped) return
        const added = more & ~watching
        if (added === 0) return
        watching |= added
        watchers.forEach((bucket, index) => {
          if ((added & (1 << index)) !== 0) bucket.add(watcher)
        })
      }
      widen(parts)
      return {
        widen,
        stop: () => {
          stopped = true
          for (const bucket of watchers) bucket.delete(watcher)
          watching = 0
        }
      }
    },
    getRecording: () => {
      const kept = getLog()
      return { log: kept, snapshot: getSnapshot(), firstSeq: kept[0]?.seq ?? nextSeq, startedAt, exportedAt: now() }
    }
  }
}
