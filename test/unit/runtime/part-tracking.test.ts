// DESIGN-09: the store tells a subscriber only about events that changed a part of the state its
// selector reads (src/runtime/part-tracking.ts, part-watchers.ts, EventStore.watch). The parts
// follow the slice list of src/events/state.ts, with no fixed limit.
import { describe, expect, it } from "vitest"
import { CreditEvents } from "../../../src/events/player/events"
import { selectBalance } from "../../../src/events/player/selectors"
import { reduce } from "../../../src/events/reducer"
import { GetCurrentUser, Logout } from "../../../src/events/session/events"
import { selectCurrentUser } from "../../../src/events/session/selectors"
import { OnlineCountReceived } from "../../../src/events/site/events"
import { selectLineIds, selectOnlineCount } from "../../../src/events/site/selectors"
import { initialState, type AppState } from "../../../src/events/state"
import { createEventStore } from "../../../src/runtime/event-store"
import {
  addParts,
  APP_PARTS,
  changedParts,
  createPartTracker,
  emptyParts,
  everyPart,
  partLayout,
  partNames,
  partSet,
  type PartSet
} from "../../../src/runtime/part-tracking"
import { createPartWatchers } from "../../../src/runtime/part-watchers"
import { playerSession } from "../../support/sessions"
import { satang } from "../../../src/domain/money"

const loggedIn = reduce(
  reduce(initialState, GetCurrentUser.make({ user: playerSession.user })),
  CreditEvents.make.loading({ requestId: 1 })
)

/** `state` with a new value at one part (the value's type does not matter to a reference check). */
const touch = (state: AppState, part: string): AppState => {
  const [slice, field] = part.split(".")
  if (slice === "global" && field !== undefined) return { ...state, global: { ...state.global, [field]: Symbol(part) } }
  if (slice === "user" && field !== undefined) return { ...state, user: { ...state.user, [field]: Symbol(part) } }
  return { ...state, [part]: Symbol(part) }
}

const changed = (before: AppState, after: AppState): ReadonlyArray<string> => {
  const out = emptyParts(APP_PARTS)
  changedParts(APP_PARTS, before, after, out)
  return partNames(APP_PARTS, out)
}

const parts = (...names: ReadonlyArray<string>): PartSet => partSet(APP_PARTS, names)

describe("parts of the state", () => {
  it("DESIGN-09 follow the slice list: every slice, and every field of the slices that track theirs (global, user)", () => {
    const expected = [
      ...Object.keys(initialState).filter((slice) => slice !== "global" && slice !== "user"),
      ...Object.keys(initialState.global).map((field) => `global.${field}`),
      ...Object.keys(initialState.user).map((field) => `user.${field}`)
    ]
    expect([...APP_PARTS.names].sort()).toEqual(expected.sort())
    for (const part of APP_PARTS.names) expect(changed(loggedIn, touch(loggedIn, part)), part).toEqual([part])
  })

  it("DESIGN-09 an event's changed parts are found by reference", () => {
    expect(changed(loggedIn, loggedIn)).toEqual([])
    const counted = reduce(loggedIn, OnlineCountReceived.make({ count: 12 }))
    expect(changed(loggedIn, counted)).toEqual(["global.onlineCount"])
    const credited = reduce(
      loggedIn,
      CreditEvents.make.loaded({ requestId: 1 }, { balance: satang(500), balanceType: "M" })
    )
    expect(changed(loggedIn, credited)).toEqual(["user.credit"])
    // Logout answers every slice: everything that differs from the initial state changed.
    const out = reduce(loggedIn, Logout.make({}))
    expect(changed(loggedIn, out)).toContain("auth")
  })

  it("DESIGN-09 a tracker records the parts a selector reads, run by run", () => {
    const tracker = createPartTracker(APP_PARTS, loggedIn)
    const lastRead = () => partNames(APP_PARTS, tracker.lastRead())
    expect(tracker.select(selectOnlineCount, loggedIn)).toBe(null)
    expect(lastRead()).toEqual(["global.onlineCount"])
    expect(tracker.select(selectBalance, loggedIn)).toBe(null)
    expect(lastRead()).toEqual(["user.credit"])
    tracker.select(selectLineIds, loggedIn)
    expect(lastRead()).toEqual(["global.settings"])
    expect(tracker.select(selectCurrentUser, loggedIn)).toEqual(playerSession.user)
    expect(lastRead()).toContain("auth")
  })

  it("DESIGN-09 a selector of a whole object gets the real object and counts as reading everything", () => {
    const tracker = createPartTracker(APP_PARTS, loggedIn)
    const every = everyPart(APP_PARTS)
    expect(tracker.select((state) => state, loggedIn)).toBe(loggedIn)
    expect(tracker.lastRead()).toEqual(every)
    expect(tracker.select((state) => state.global, loggedIn)).toBe(loggedIn.global)
    expect(tracker.select((state) => state.user, loggedIn)).toBe(loggedIn.user)
    expect(tracker.lastRead()).toEqual(every)
  })
})

describe("no fixed limit on parts", () => {
  // 40 plain slices and 3 slices of 10 tracked fields: 70 parts, three 32-bit words.
  const plain = Array.from({ length: 40 }, (_, index) => `slice${index}`)
  const tracked = ["a", "b", "c"]
  const fields = Array.from({ length: 10 }, (_, index) => `f${index}`)
  const layout = partLayout([
    ...plain.map((key) => ({ key, fields: null })),
    ...tracked.map((key) => ({ key, fields }))
  ])
  const record = (keys: ReadonlyArray<string>, value: (key: string) => unknown) =>
    Object.fromEntries(keys.map((key) => [key, value(key)]))
  const start = {
    ...record(plain, (key) => ({ key })),
    ...record(tracked, () => record(fields, () => 0))
  }
  const set = (state: typeof start, path: string, value: unknown): typeof start => {
    const [slice = "", field] = path.split(".")
    if (field === undefined) return { ...state, [slice]: value }
    const current = state[slice]
    return {
      ...state,
      [slice]: { ...(typeof current === "object" && current !== null ? current : {}), [field]: value }
    }
  }

  it("DESIGN-09 a layout of 70 parts numbers each one and finds each change, across word boundaries", () => {
    expect(layout.count).toBe(70)
    const out = emptyParts(layout)
    expect(out.length).toBe(3)
    for (const name of layout.names) {
      expect(changedParts(layout, start, set(start, name, Symbol(name)), out), name).toBe(true)
      expect(partNames(layout, out)).toEqual([name])
    }
    changedParts(layout, start, set(set(start, "slice31", 1), "c.f9", 1), out)
    expect(partNames(layout, out)).toEqual(["slice31", "c.f9"])
  })

  it("DESIGN-09 a tracker records reads of parts 0, 31, 32 and 69 and a watcher hears only its own parts", () => {
    const tracker = createPartTracker(layout, start)
    tracker.select((state) => [state["slice0"], state["slice31"], state["slice32"]], start)
    expect(partNames(layout, tracker.lastRead())).toEqual(["slice0", "slice31", "slice32"])
    tracker.select((state) => {
      const c = state["c"]
      return typeof c === "object" && c !== null && "f9" in c ? c.f9 : null
    }, start)
    expect(partNames(layout, tracker.lastRead())).toEqual(["c.f9"])

    const watchers = createPartWatchers(layout)
    const heard: Array<string> = []
    const high = watchers.watch(() => heard.push("high"), partSet(layout, ["c.f9"]))
    const low = watchers.watch(() => heard.push("low"), partSet(layout, ["slice0", "slice31"]))
    const tell = (seq: number, ...names: ReadonlyArray<string>) => watchers.notify(partSet(layout, names), seq)
    tell(1, "slice32")
    expect(heard).toEqual([])
    tell(2, "c.f9", "slice31")
    expect([...heard].sort()).toEqual(["high", "low"])
    low.widen(partSet(layout, ["b.f0"]))
    tell(3, "b.f0", "slice0")
    // Told once for event 3 though it watches both parts.
    expect(heard.slice(2)).toEqual(["low"])
    high.stop()
    tell(4, "c.f9")
    expect(heard).toHaveLength(3)
  })
})

describe("sets of parts", () => {
  it("DESIGN-09 adding a set says whether it added a part, bit 31 included (unsigned words)", () => {
    const layout = partLayout(Array.from({ length: 40 }, (_, index) => ({ key: `s${index}`, fields: null })))
    const set = emptyParts(layout)
    const high = partSet(layout, ["s31", "s39"])
    expect(addParts(set, high)).toBe(true)
    expect(addParts(set, high)).toBe(false)
    expect(addParts(set, partSet(layout, ["s0"]))).toBe(true)
    expect(partNames(layout, set)).toEqual(["s0", "s31", "s39"])
  })
})

describe("EventStore.watch", () => {
  it("DESIGN-09 a watcher that dispatches while being told does not cut short the event being told", () => {
    const store = createEventStore({ initial: loggedIn })
    const heard: Array<string> = []
    store.watch(() => {
      heard.push("count")
      if (store.getState().global.onlineCount === 1) store.dispatch(OnlineCountReceived.make({ count: 2 }))
    }, parts("global.onlineCount"))
    store.watch(() => heard.push("count too"), parts("global.onlineCount"))
    store.dispatch(OnlineCountReceived.make({ count: 1 }))
    // Both watchers hear both events; the nested one does not stop the outer from reaching the second.
    expect([...heard].sort()).toEqual(["count", "count", "count too", "count too"])
  })

  it("DESIGN-09 a watcher hears about events that change its parts only, once each, until it stops", () => {
    const store = createEventStore({ initial: loggedIn })
    const heard: Array<string> = []
    const countWatch = store.watch(() => heard.push("count"), parts("global.onlineCount"))
    const both = store.watch(() => heard.push("both"), parts("global.onlineCount", "user.credit"))
    const everyEvent: Array<string> = []
    store.subscribe(() => everyEvent.push(store.getState().global.onlineCount === null ? "-" : "n"))

    store.dispatch(CreditEvents.make.loaded({ requestId: 1 }, { balance: satang(500), balanceType: "M" }))
    expect(heard).toEqual(["both"])
    store.dispatch(OnlineCountReceived.make({ count: 40 }))
    // The order within one event is not part of the contract.
    expect(heard.slice(1).sort()).toEqual(["both", "count"])

    countWatch.widen(parts("user.credit"))
    store.dispatch(CreditEvents.make.loading({ requestId: 2 }))
    store.dispatch(CreditEvents.make.loaded({ requestId: 2 }, { balance: satang(900), balanceType: "M" }))
    expect(heard.slice(3).sort()).toEqual(["both", "count"])

    countWatch.stop()
    both.stop()
    store.dispatch(OnlineCountReceived.make({ count: 41 }))
    expect(heard).toHaveLength(5)
    // Plain subscribers still hear every event (the developer panel's list).
    expect(everyEvent).toHaveLength(5)
  })
})
