// The store measurements, one side at a time: dispatch throughput with 50 subscribed selectors,
// replay of a log from scratch, and the memory a long session leaves held.
import type { UnknownAction } from "@reduxjs/toolkit"
import { execFileSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import type { AppEvent } from "../../src/events/schemas"
import { replay } from "../../src/events/reducer"
import type { AppState } from "../../src/events/state"
import { createEventStore, type EventStore } from "../../src/runtime/event-store"
import { APP_PARTS, createPartTracker } from "../../src/runtime/part-tracking"
import { createRtkStore, rootReducer, type RtkState } from "./rtk-model"

/** What useSyncExternalStoreWithSelector does per subscriber: run the selector, compare with Object.is. */
export interface SelectorSubscriptions {
  /** Listener calls so far. */
  readonly notified: () => number
  /** Subscribers whose selected value changed so far. */
  readonly changed: () => number
  readonly unsubscribe: () => void
}

export const subscribeSelectors = <S>(
  store: { readonly getState: () => S; readonly subscribe: (listener: () => void) => () => void },
  selectors: ReadonlyArray<(state: S) => unknown>
): SelectorSubscriptions => {
  let notified = 0
  let changed = 0
  const unsubscribes = selectors.map((selector) => {
    let last = selector(store.getState())
    return store.subscribe(() => {
      notified += 1
      const next = selector(store.getState())
      if (!Object.is(next, last)) {
        last = next
        changed += 1
      }
    })
  })
  return {
    notified: () => notified,
    changed: () => changed,
    unsubscribe: () => unsubscribes.forEach((unsubscribe) => unsubscribe())
  }
}

/**
 * What useAppSelector (src/runtime/react/app-context.tsx) does per subscriber on our side: watch
 * the slices the selector reads, run it only after events that changed one, compare with Object.is.
 */
export const watchSelectors = (
  store: EventStore,
  selectors: ReadonlyArray<(state: AppState) => unknown>
): SelectorSubscriptions => {
  let notified = 0
  let changed = 0
  const watches = selectors.map((selector) => {
    const tracker = createPartTracker(APP_PARTS, store.getState())
    let last = tracker.select(selector, store.getState())
    const watch = store.watch(() => {
      notified += 1
      const next = tracker.select(selector, store.getState())
      watch.widen(tracker.lastRead())
      if (!Object.is(next, last)) {
        last = next
        changed += 1
      }
    }, tracker.lastRead())
    return watch
  })
  return {
    notified: () => notified,
    changed: () => changed,
    unsubscribe: () => watches.forEach((watch) => watch.stop())
  }
}

const seconds = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e9

/** Events per second through our store (createEventStore: log, reduce, notify) with the subscribers. */
export const oursThroughput = (
  events: ReadonlyArray<AppEvent>,
  selectors: ReadonlyArray<(state: AppState) => unknown>
): number => {
  const store = createEventStore()
  const subscriptions = watchSelectors(store, selectors)
  const start = process.hrtime.bigint()
  for (const event of events) store.dispatch(event)
  const elapsed = seconds(start)
  subscriptions.unsubscribe()
  return events.length / elapsed
}

/** Actions per second through the Redux Toolkit store with the subscribers. */
export const theirsThroughput = (
  actions: ReadonlyArray<UnknownAction>,
  selectors: ReadonlyArray<(state: RtkState) => unknown>
): number => {
  const store = createRtkStore()
  const subscriptions = subscribeSelectors(store, selectors)
  const start = process.hrtime.bigint()
  for (const action of actions) store.dispatch(action)
  const elapsed = seconds(start)
  subscriptions.unsubscribe()
  return actions.length / elapsed
}

/** Events per second replayed from the initial state by our pure reducer. */
export const oursReplay = (events: ReadonlyArray<AppEvent>): { readonly rate: number; readonly state: AppState } => {
  const start = process.hrtime.bigint()
  const state = replay(events)
  return { rate: events.length / seconds(start), state }
}

/** Actions per second replayed from the initial state by the Redux Toolkit root reducer. */
export const theirsReplay = (
  actions: ReadonlyArray<UnknownAction>
): { readonly rate: number; readonly state: RtkState } => {
  const start = process.hrtime.bigint()
  let state: RtkState | undefined
  for (const action of actions) state = rootReducer(state, action)
  const elapsed = seconds(start)
  return { rate: actions.length / elapsed, state: state ?? rootReducer(undefined, { type: "@@bench/init" }) }
}

export interface MemoryFigure {
  /** Heap the store holds at the end of the session: the heap with it minus the heap once it is dropped. */
  readonly heldBytes: number
  /** Entries the log holds at the end (our store only). */
  readonly logLength: number | null
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/**
 * Heap held by one side's store after a `count`-event session, measured in a fresh process
 * (memory-probe.ts): heap after the session minus heap before it, both after full collections.
 */
export const memoryOf = (side: "ours" | "theirs", count: number): MemoryFigure => {
  const probe = fileURLToPath(new URL("./memory-probe.ts", import.meta.url))
  const output = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", probe, side, String(count)], {
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 120_000
  })
  const figure: unknown = JSON.parse(output.trim().split("\n").at(-1) ?? "")
  if (!isRecord(figure) || typeof figure["heldBytes"] !== "number")
    throw new Error(`memory probe: unexpected output ${output}`)
  const logLength = figure["logLength"]
  return { heldBytes: figure["heldBytes"], logLength: typeof logLength === "number" ? logLength : null }
}
