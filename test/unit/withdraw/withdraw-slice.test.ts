import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { replay } from "../../../src/events/reducer"
import type { AppEvent } from "../../../src/events/schemas"
import { initialState } from "../../../src/events/state"
import {
  selectPublicWithdrawals,
  selectWithdrawBusy,
  selectWithdrawListsDay,
  selectWithdrawRequests
} from "../../../src/events/withdraw/selectors"
import { player, serverFailure } from "../events/fixtures"
import { publicWithdrawal, withdrawRequest } from "./withdraw-fixtures"

// The withdraw slice (ENT-16, STORE-06, #10 §3): the spec's members and the write's states.

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const after = (...events: ReadonlyArray<AppEvent>) => replay(events, signedIn)
const KEY = "6f1d2c3b-4a5e-4f57-9f3e-3b7c2f0e6a1d"
const lists: AppEvent = {
  _tag: "WithdrawListsLoaded",
  today: "2025-06-15",
  data: { requests: [withdrawRequest("WD-1", satang(20_000), "failed")], history: [] }
}

describe("withdraw slice", () => {
  it("ENT-16 starts with request {}, requestList [], history [], public {}", () => {
    const { request, requestList, history, public: feed } = initialState.withdraw
    expect({ request, requestList, history, public: feed }).toEqual({
      request: {},
      requestList: [],
      history: [],
      public: {}
    })
  })

  it("STORE-06 WithdrawReset gives exactly the spec's initial value", () => {
    const state = after(lists, { _tag: "PublicWithdrawalsLoaded", data: [publicWithdrawal] }, { _tag: "WithdrawReset" })
    const { request, requestList, history, public: feed } = state.withdraw
    expect({ request, requestList, history, public: feed }).toEqual({
      request: {},
      requestList: [],
      history: [],
      public: {}
    })
    expect(state.withdraw).toEqual(initialState.withdraw)
  })

  it("API-07 the public feed lands in withdraw.public, for a guest too", () => {
    const state = replay([{ _tag: "PublicWithdrawalsLoaded", data: [publicWithdrawal] }])
    expect(state.withdraw.public).toEqual({ items: [publicWithdrawal] })
    expect(selectPublicWithdrawals(state)).toEqual([publicWithdrawal])
  })

  it("the lists land only in a session, with the Bangkok day they were read on", () => {
    expect(replay([lists]).withdraw.requestList).toEqual([])
    const state = after(lists)
    expect(selectWithdrawRequests(state)).toHaveLength(1)
    expect(selectWithdrawListsDay(state)).toBe("2025-06-15")
  })

  it("a press is busy until its answer; the answer puts the request first in the open list", () => {
    const started = after(lists, { _tag: "WithdrawStarted", key: KEY, amount: satang(50_000) })
    expect(selectWithdrawBusy(started)).toBe(true)
    const done = replay([{ _tag: "WithdrawDone", request: withdrawRequest("WD-2", satang(50_000)) }], started)
    expect(selectWithdrawBusy(done)).toBe(false)
    expect(done.withdraw.requestList.map((r) => r.id)).toEqual(["WD-2", "WD-1"])
    expect(done.withdraw.request).toMatchObject({ id: "WD-2", status: "pending" })
    expect(done.withdraw.write.pending).toBeNull()
  })

  it("a refusal keeps the server's Thai message and forgets the key (the next press is a new intent)", () => {
    const state = after(
      { _tag: "WithdrawStarted", key: KEY, amount: satang(50_000) },
      { _tag: "WithdrawFailed", failure: serverFailure("ยอดเงินไม่พอ") }
    )
    expect(state.withdraw.write).toMatchObject({ phase: null, error: "ยอดเงินไม่พอ", pending: null })
  })

  it("money.md a lost answer is read back: busy while verifying, the key kept until the lists tell", () => {
    const unsure = after(
      lists,
      { _tag: "WithdrawStarted", key: KEY, amount: satang(50_000) },
      { _tag: "WithdrawUnsure", failure: serverFailure("lost", 503) }
    )
    expect(unsure.withdraw.write).toMatchObject({ phase: "verifying", pending: { key: KEY } })
    expect(selectWithdrawBusy(unsure)).toBe(true)
    // While verifying, a reload keeps the shown lists (no blink).
    const loading = replay([{ _tag: "WithdrawListsLoading", today: "2025-06-15" }], unsure)
    expect(loading.withdraw.lists._tag).toBe("Loaded")
    const unreadable = replay(
      [{ _tag: "WithdrawListsFailed", today: "2025-06-15", failure: serverFailure("x", 503) }],
      unsure
    )
    expect(unreadable.withdraw.write).toMatchObject({ phase: "unverified", pending: { key: KEY } })
    const notDone = replay([{ _tag: "WithdrawVerified", request: null }], unsure)
    expect(notDone.withdraw.write).toMatchObject({ phase: "not-done", pending: { key: KEY } })
    const found = replay([{ _tag: "WithdrawVerified", request: withdrawRequest("WD-2", satang(50_000)) }], unsure)
    expect(found.withdraw.write.pending).toBeNull()
    expect(found.withdraw.requestList[0]?.id).toBe("WD-2")
  })

  it("OPEN-30 a retry replaces the failed request with its pending self", () => {
    const state = after(
      lists,
      { _tag: "WithdrawRetryStarted", requestId: "WD-1", key: KEY },
      { _tag: "WithdrawRetryDone", request: withdrawRequest("WD-1", satang(20_000), "pending") }
    )
    expect(state.withdraw.requestList.map((r) => [r.id, r.status])).toEqual([["WD-1", "pending"]])
    expect(state.withdraw.write.retry).toBeNull()
  })

  it("Logout empties the player's withdrawals", () => {
    expect(replay([lists, { _tag: "Logout" }], signedIn).withdraw).toEqual(initialState.withdraw)
  })
})
