// Issue §1: the log is bounded, so a long session keeps memory flat, and what is kept still replays.
import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../../src/events/schemas"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { createEventStore, DEFAULT_LOG_CAPACITY } from "../../../src/runtime/event-store"
import { normalSession, recordedStore } from "../../support/demo-session"

const twelve: ReadonlyArray<AppEvent> = normalSession.slice(0, 12)

describe("the bounded event store", () => {
  it("keeps the 10,000 most recent events by default", () => {
    expect(DEFAULT_LOG_CAPACITY).toBe(10_000)
    const store = createEventStore()
    for (let i = 0; i < 10_050; i++) store.dispatch({ _tag: "OnlineCountReceived", count: i })
    expect(store.getLog()).toHaveLength(10_000)
    expect(store.getLog()[0]?.seq).toBe(51)
  })

  it("DESIGN-08 with capacity 5 and 12 events it keeps the last 5, in order, with their seqs", () => {
    const store = recordedStore(twelve, 5)
    expect(store.getLog().map((e) => e.seq)).toEqual([8, 9, 10, 11, 12])
    expect(store.getLog().map((e) => e.event)).toEqual(twelve.slice(7))
  })

  it("DESIGN-08 the snapshot is the state at the first kept event: snapshot + kept log = the full log's state", () => {
    const store = recordedStore(twelve, 5)
    expect(store.getSnapshot()).toEqual(replay(twelve.slice(0, 7)))
    const fromSnapshot = replay(
      store.getLog().map((e) => e.event),
      store.getSnapshot()
    )
    expect(fromSnapshot).toEqual(replay(twelve))
    expect(fromSnapshot).toEqual(store.getState())
  })

  it("the snapshot is the starting state until the log is full", () => {
    const store = recordedStore(twelve.slice(0, 3), 5)
    expect(store.getSnapshot()).toBe(initialState)
    expect(store.getLog()).toHaveLength(3)
  })

  it("memory stays flat: 200,000 events with capacity 1,000 keep 1,000", () => {
    const store = createEventStore({ capacity: 1_000, now: () => 0 })
    for (let i = 1; i <= 200_000; i++) {
      store.dispatch({ _tag: "OnlineCountReceived", count: i })
      if (i % 50_000 === 0) expect(store.getLog()).toHaveLength(1_000)
    }
    const log = store.getLog()
    expect(log).toHaveLength(1_000)
    expect(log[0]?.seq).toBe(199_001)
    expect(log.at(-1)?.seq).toBe(200_000)
    expect(store.getSnapshot().global.onlineCount).toBe(199_000)
    expect(store.getState().global.onlineCount).toBe(200_000)
  })

  it("#16 DESIGN-08 the snapshot rebuilt from the store's checkpoints is the state before the first kept event, across checkpoints", () => {
    // A session of real events and socket counts, long enough to cross several checkpoints (one per
    // 1,000 events, or per `capacity` when that is smaller), at capacities on and off the boundary.
    const session: ReadonlyArray<AppEvent> = Array.from({ length: 2_537 }, (_, index) =>
      index % 7 === 0
        ? (normalSession[index % normalSession.length] ?? { _tag: "NetworkRecovered" })
        : { _tag: "OnlineCountReceived", count: index }
    )
    for (const capacity of [1, 3, 999, 1_000, 1_001, 2_536]) {
      const store = createEventStore({ capacity, now: () => 0 })
      session.forEach((event, index) => {
        store.dispatch(event)
        // Asked for now and then as the session runs, as an export would be.
        if (index % 611 === 0 || index === session.length - 1) {
          const dispatched = session.slice(0, index + 1)
          const kept = Math.min(capacity, dispatched.length)
          expect(store.getLog()).toHaveLength(kept)
          expect(store.getSnapshot()).toEqual(replay(dispatched.slice(0, dispatched.length - kept)))
          expect(
            replay(
              store.getLog().map((entry) => entry.event),
              store.getSnapshot()
            )
          ).toEqual(store.getState())
        }
      })
    }
  })

  it("getState, dispatch and subscribe behave as before: every dispatch notifies, unsubscribe stops it", () => {
    const store = createEventStore({ capacity: 2 })
    let calls = 0
    const stop = store.subscribe(() => calls++)
    store.dispatch({ _tag: "OnlineCountReceived", count: 1 })
    store.dispatch({ _tag: "OnlineCountReceived", count: 2 })
    store.dispatch({ _tag: "OnlineCountReceived", count: 3 })
    stop()
    store.dispatch({ _tag: "OnlineCountReceived", count: 4 })
    expect(calls).toBe(3)
    expect(store.getState().global.onlineCount).toBe(4)
  })

  it("getLog returns the same array until the next dispatch (a stable reference for selectors)", () => {
    const store = recordedStore(twelve, 5)
    expect(store.getLog()).toBe(store.getLog())
    const before = store.getLog()
    store.dispatch({ _tag: "NetworkRecovered" })
    expect(store.getLog()).not.toBe(before)
  })
})
