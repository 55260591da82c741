import { describe, expect, it } from "vitest"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import {
  selectHistoryFilter,
  selectHistoryMore,
  selectHistoryNextCursor,
  selectHistoryRows
} from "../../../src/events/history/selectors"
import { player, serverFailure } from "../events/fixtures"
import { historyPage } from "./fixtures"

// The transaction history in STORE-01's `log` slice (issue #10 §4, OPEN-07).

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const idsOf = (state: ReturnType<typeof replay>) => {
  const rows = selectHistoryRows(state)
  return rows._tag === "Loaded" ? rows.data.map((row) => row.id) : null
}

describe("history (log slice)", () => {
  it("STORE-01 the log slice starts as an empty object; the tab is 'ทั้งหมด'", () => {
    expect(initialState.log).toEqual({})
    expect(selectHistoryFilter(initialState)).toBe("all")
  })

  it("the next page is appended after the rows shown, and the cursor moves on", () => {
    const state = replay(
      [
        { _tag: "HistoryPageLoaded", filter: "all", append: false, data: historyPage(["c", "b"], "1|b") },
        { _tag: "HistoryPageLoading", filter: "all", append: true },
        { _tag: "HistoryPageLoaded", filter: "all", append: true, data: historyPage(["a"], null) }
      ],
      signedIn
    )
    expect(idsOf(state)).toEqual(["c", "b", "a"])
    expect(selectHistoryNextCursor(state)).toBeNull()
    expect(selectHistoryMore(state)).toBe("idle")
  })

  it("an answer for a tab no longer shown changes nothing", () => {
    const state = replay(
      [
        { _tag: "HistoryPageLoaded", filter: "all", append: false, data: historyPage(["c"], null) },
        { _tag: "HistoryFilterChosen", filter: "withdraw" },
        { _tag: "HistoryPageLoaded", filter: "all", append: false, data: historyPage(["x"], null) }
      ],
      signedIn
    )
    expect(selectHistoryFilter(state)).toBe("withdraw")
    expect(selectHistoryRows(state)._tag).toBe("Idle")
  })

  it("a failed next page keeps the rows and offers 'ลองใหม่'; a failed first page is the error state", () => {
    const more = replay(
      [
        { _tag: "HistoryPageLoaded", filter: "all", append: false, data: historyPage(["c"], "1|c") },
        { _tag: "HistoryPageFailed", filter: "all", append: true, failure: serverFailure("x") }
      ],
      signedIn
    )
    expect(idsOf(more)).toEqual(["c"])
    expect(selectHistoryMore(more)).toBe("failed")
    const first = replay(
      [{ _tag: "HistoryPageFailed", filter: "all", append: false, failure: serverFailure("x") }],
      signedIn
    )
    expect(selectHistoryRows(first)._tag).toBe("Failed")
  })
})
