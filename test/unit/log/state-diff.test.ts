// Issue §2: the replay prints what each step changed, as short path=value lines.
import { describe, expect, it } from "vitest"
import { diffState, formatChange, shortValue } from "../../../src/events/log/state-diff"
import { reduce } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { populatedState } from "../events/sample-events"

describe("the state diff", () => {
  it("an event that changes nothing gives no change", () => {
    expect(diffState(initialState, reduce(initialState, { _tag: "NetworkRecovered" }))).toEqual([])
  })

  it("a changed leaf is reported by its full path and new value", () => {
    const after = reduce(initialState, { _tag: "OnlineCountReceived", count: 42 })
    expect(diffState(initialState, after)).toEqual([{ path: "global.onlineCount", value: 42 }])
  })

  it("a tagged union that changes case is one change, the whole value", () => {
    const after = reduce(initialState, { _tag: "OperationLoaded", data: { websiteStatus: "MA" } })
    const changes = diffState(initialState, after)
    expect(changes).toHaveLength(1)
    expect(changes[0]?.path).toBe("global.operation")
    expect(formatChange(changes[0] ?? { path: "", value: null })).toBe(
      'global.operation = {"_tag":"Loaded","data":{"websiteStatus":"MA"}}'
    )
  })

  it("inside an unchanged case it goes down to the leaf, array items by index", () => {
    const before = populatedState
    const after = reduce(before, { _tag: "CreditLoading", requestId: 7 })
    expect(diffState(before, after)).toEqual([
      { path: "user.latestCreditRequest", value: 7 },
      { path: "user.creditRefreshing", value: true }
    ])
    expect(diffState({ list: [1, 2] }, { list: [1, 3, 4] })).toEqual([
      { path: "list[1]", value: 3 },
      { path: "list[2]", value: 4 }
    ])
  })

  it("removed keys and odd key names are reported readably", () => {
    expect(diffState({ a: 1, "home.normal.logo": "x" }, { "home.normal.logo": "y" })).toEqual([
      { path: "a", value: undefined },
      { path: '["home.normal.logo"]', value: "y" }
    ])
    expect(formatChange({ path: "a", value: undefined })).toBe("a = (removed)")
  })

  it("long values are cut to one short line", () => {
    const text = shortValue({ list: Array.from({ length: 100 }, (_, i) => i) }, 40)
    expect(text).toHaveLength(40)
    expect(text.endsWith("…")).toBe(true)
  })
})
