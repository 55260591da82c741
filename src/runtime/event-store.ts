import type { AppEvent } from "../events/schemas"
import type { Recording } from "../events/log/export"
import type { LoggedEvent } from "../events/log/log-file"
import { reduce, slicesAnswering } from "../events/reducer"
import { initialState, type AppState } from "../events/state"
import { createEventRing } from "./event-ring"
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
   * the subscribers that read the credit, not all of them (useAppSelector in react/app-context.tsx, part-tracking.ts).
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

/** The state before event `seq`: the snapshot is rebuilt from the nearest one (getSnapshot). */
interface Checkpoint {
  readonly seq: number
  readonly state: AppState
}

/** How often the store keeps a state: at most this many reduces rebuild the snapshot. */
const CHECKPOINT_EVERY = 1_000

/**
 * The app's store. The log is bounded, so hours of socket events keep memory flat. The snapshot
 * (the state before the first kept event) is rebuilt when an export asks for it: from the last
 * kept state at or before it, replaying the fewer than CHECKPOINT_EVERY events between the two. A state is kept once per CHECKPOINT_EVERY events, not with every event: a state
 * held for 10,000 events outlives the young generation and made every dispatch pay the garbage
 * collector's copying (#16: it halved the dispatch rate).
 */
export const createEventStore = (options: EventStoreOptions = {}): EventStore => {
  const now = options.now ?? Date.now
  const capacity = Math.max(1, Math.floor(options.capacity ?? DEFAULT_LOG_CAPACITY))
  const every = Math.min(CHECKPOINT_EVERY, capacity)
  const startedAt = now()
  let state = options.initial ?? initialState
  let nextSeq = 1
  // The kept events and the fewer than `every` before them that lead from a checkpoint to the first.
  const log = createEventRing(capacity + every - 1)
  // Oldest first; the first is at or before the first kept event once the log is full.
  const checkpoints: Array<Checkpoint> = []
  let logView: ReadonlyArray<LoggedEvent> | null = null
  let snapshot: { readonly firstSeq: number; readonly state: AppState } | null = null
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
  /** The seq of the first kept event (nextSeq when none is). */
  const firstKeptSeq = () => Math.max(1, nextSeq - capacity)
  const getLog = () => (logView ??= log.entriesFrom(firstKeptSeq()))
  const getSnapshot = (): AppState => {
    const first = firstKeptSeq()
    if (snapshot?.firstSeq === first) return snapshot.state
    const from = checkpoints[0]
    // No event yet: the state is the snapshot.
    if (from === undefined) return state
    let rebuilt = from.state
    for (const event of log.eventsBetween(from.seq, first)) rebuilt = reduce(rebuilt, event)
    snapshot = { firstSeq: first, state: rebuilt }
    return rebuilt
  }
  return {
    getState: () => state,
    getLog,
    getSnapshot,
    dispatch: (event) => {
      const before = state
      const seq = nextSeq++
      if ((seq - 1) % every === 0) checkpoints.push({ seq, state: before })
      // A checkpoint is needed while it is the last one at or before the first kept event.
      while ((checkpoints[1]?.seq ?? Infinity) <= firstKeptSeq()) checkpoints.shift()
      log.push(event, now())
      logView = null
      state = reduce(before, event)
      if (listeners.size > 0) for (const listener of listeners) listener()
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
