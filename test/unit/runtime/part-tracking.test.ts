// DESIGN-09: the store tells a subscriber only about events that changed a part of the state its
// selector reads (src/runtime/part-tracking.ts, EventStore.watch).
import { describe, expect, it } from "vitest"
import { GetCurrentUser, Logout } from "../../../src/events/auth-events"
import { OnlineCountReceived } from "../../../src/events/global-events"
import { reduce } from "../../../src/events/reducer"
import { selectBalance, selectCurrentUser, selectLineIds, selectOnlineCount } from "../../../src/events/selectors"
import { initialState, type AppState } from "../../../src/events/state"
import { CreditLoaded, CreditRequested } from "../../../src/events/user-events"
import { createEventStore } from "../../../src/runtime/event-store"
import { changedParts, createPartTracker, EVERY_PART, PART_BIT, PART_COUNT } from "../../../src/runtime/part-tracking"
import { playerSession } from "../../support/sessions"

const loggedIn = reduce(
  reduce(initialState, GetCurrentUser.make({ user: playerSession.user })),
  CreditRequested.make({ requestId: 1 })
)

/** `state` with a new value at one part (the value's type does not matter to a reference check). */
const touch = (state: AppState, part: string): AppState => {
  const [slice, field] = part.split(".")
  if (slice === "global" && field !== undefined) return { ...state, global: { ...state.global, [field]: Symbol(part) } }
  if (slice === "user" && field !== undefined) return { ...state, user: { ...state.user, [field]: Symbol(part) } }
  return { ...state, [part]: Symbol(part) }
}

describe("parts of the state", () => {
  it("DESIGN-09 cover every slice and every field of global and user, and each is told apart", () => {
    const expected = [
      ...Object.keys(initialState).filter((slice) => slice !== "global" && slice !== "user"),
      ...Object.keys(initialState.global).map((field) => `global.${field}`),
      ...Object.keys(initialState.user).map((field) => `user.${field}`)
    ]
    expect(Object.keys(PART_BIT).sort()).toEqual(expected.sort())
    for (const [part, bit] of Object.entries(PART_BIT))
      expect(changedParts(loggedIn, touch(loggedIn, part)), part).toBe(bit)
  })

  it("DESIGN-09 fit one mask, and an event's changed parts are found by reference", () => {
    expect(PART_COUNT).toBeLessThanOrEqual(31)
    expect(changedParts(loggedIn, loggedIn)).toBe(0)
    const counted = reduce(loggedIn, OnlineCountReceived.make({ count: 12 }))
    expect(changedParts(loggedIn, counted)).toBe(PART_BIT["global.onlineCount"])
    const credited = reduce(loggedIn, CreditLoaded.make({ requestId: 1, credit: { balance: 5, balanceType: "M" } }))
    expect(changedParts(loggedIn, credited)).toBe(PART_BIT["user.credit"])
    // Logout answers every slice: everything that differs from the initial state changed.
    const out = reduce(loggedIn, Logout.make({}))
    expect(changedParts(loggedIn, out) & PART_BIT.auth).toBe(PART_BIT.auth)
  })

  it("DESIGN-09 a tracker records the parts a selector reads, run by run", () => {
    const tracker = createPartTracker(loggedIn)
    expect(tracker.select(selectOnlineCount, loggedIn)).toBe(null)
    expect(tracker.lastRead()).toBe(PART_BIT["global.onlineCount"])
    expect(tracker.select(selectBalance, loggedIn)).toBe(null)
    expect(tracker.lastRead()).toBe(PART_BIT["user.credit"])
    tracker.select(selectLineIds, loggedIn)
    expect(tracker.lastRead()).toBe(PART_BIT["global.settings"])
    expect(tracker.select(selectCurrentUser, loggedIn)).toEqual(playerSession.user)
    expect(tracker.lastRead() & PART_BIT.auth).toBe(PART_BIT.auth)
  })

  it("DESIGN-09 a selector of a whole object gets the real object and counts as reading everything", () => {
    const tracker = createPartTracker(loggedIn)
    expect(tracker.select((state) => state, loggedIn)).toBe(loggedIn)
    expect(tracker.lastRead()).toBe(EVERY_PART)
    expect(tracker.select((state) => state.global, loggedIn)).toBe(loggedIn.global)
    expect(tracker.select((state) => state.user, loggedIn)).toBe(loggedIn.user)
    expect(tracker.lastRead()).toBe(EVERY_PART)
  })
})

describe("EventStore.watch", () => {
  it("DESIGN-09 a watcher hears about events that change its parts only, once each, until it stops", () => {
    const store = createEventStore({ initial: loggedIn })
    const heard: Array<string> = []
    const countWatch = store.watch(() => heard.push("count"), PART_BIT["global.onlineCount"])
    const both = store.watch(() => heard.push("both"), PART_BIT["global.onlineCount"] | PART_BIT["user.credit"])
    const everyEvent: Array<string> = []
    store.subscribe(() => everyEvent.push(store.getState().global.onlineCount === null ? "-" : "n"))

    store.dispatch(CreditLoaded.make({ requestId: 1, credit: { balance: 5, balanceType: "M" } }))
    expect(heard).toEqual(["both"])
    store.dispatch(OnlineCountReceived.make({ count: 40 }))
    // The order within one event is not part of the contract.
    expect(heard.slice(1).sort()).toEqual(["both", "count"])

    countWatch.widen(PART_BIT["user.credit"])
    store.dispatch(CreditRequested.make({ requestId: 2 }))
    store.dispatch(CreditLoaded.make({ requestId: 2, credit: { balance: 9, balanceType: "M" } }))
    expect(heard.slice(3).sort()).toEqual(["both", "count"])

    countWatch.stop()
    both.stop()
    store.dispatch(OnlineCountReceived.make({ count: 41 }))
    expect(heard).toHaveLength(5)
    // Plain subscribers still hear every event (the developer panel's list).
    expect(everyEvent).toHaveLength(5)
  })
})
