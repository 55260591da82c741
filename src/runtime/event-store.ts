import type { AppEvent } from "../events/schemas"
import type { Recording } from "../events/log/export"
import type { LoggedEvent } from "../events/log/log-file"
import { reduce, slicesAnswering } from "../events/reducer"
import { initialState, type AppState } from "../events/state"
import { createRingBuffer } from "./ring-buffer"
import { APP_PARTS, changedParts, emptyParts, layoutSlicesByKey, type PartSet, type SlicePart } from "./part-tracking"
import { createPartWatchers, type PartWatch } from "./part-watchers"

export type { LoggedEvent } from "../events/log/log-file"
export type { PartWatch } from "./part-watchers"

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
  readonly watch: (listener: () => void, parts: PartSet) => PartWatch
  /** The kept log with its snapshot and times, for an export (events/log/export.ts). */
  readonly getRecording: () => Recording
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
  const watchers = createPartWatchers(APP_PARTS)
  const changed = emptyParts(APP_PARTS)
  let dispatching = false
  // The parts of the slices that answer an event: all it can change (events/reducer.ts). The
  // reducer gives the same array for the same tag and kind of event, so the parts are found once.
  const partsOfSlice = layoutSlicesByKey(APP_PARTS)
  const candidatesBySlices = new Map<ReadonlyArray<string>, ReadonlyArray<SlicePart>>()
  const candidatesOf = (event: AppEvent): ReadonlyArray<SlicePart> => {
    const answering = slicesAnswering(event)
    let candidates = candidatesBySlices.get(answering)
    if (candidates === undefined) {
      candidates = answering.flatMap((slice) => partsOfSlice.get(slice) ?? [])
      candidatesBySlices.set(answering, candidates)
    }
    return candidates
  }
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
      // A listener that dispatches in turn gets a set of its own: this one is still being read.
      const parts = dispatching ? emptyParts(APP_PARTS) : changed
      dispatching = true
      try {
        if (changedParts(APP_PARTS, before, state, parts, candidatesOf(event))) watchers.notify(parts, seq)
      } finally {
        if (parts === changed) dispatching = false
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    watch: watchers.watch,
    getRecording: () => {
      const kept = getLog()
      return { log: kept, snapshot: getSnapshot(), firstSeq: kept[0]?.seq ?? nextSeq, startedAt, exportedAt: now() }
    }
  }
}
