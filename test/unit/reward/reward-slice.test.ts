import { describe, expect, it } from "vitest"
import {
  selectRewardBusy,
  selectRewardCategory,
  selectRewardCategoryMissing,
  selectRewardRedeemStatus,
  selectRewardRequest
} from "../../../src/events/reward/selectors"
import { replay } from "../../../src/events/reducer"
import type { AppEvent } from "../../../src/events/schemas"
import { initialState } from "../../../src/events/state"
import { player, serverFailure } from "../events/fixtures"
import { rewardCatalogue, rewardCategory, rewardLine, rewardRedeemed } from "./fixtures"

// The `reward` slice (STORE-01, ENT-12, #13).

const SIGN_IN: AppEvent = { _tag: "GetCurrentUser", user: player }
const KEY = "7f3a2e4d-9c5b-4e0f-b021-3c4d5e6f7081"
const started: AppEvent = { _tag: "RewardRedeemStarted", key: KEY, rewardId: 102, known: ["rw-demo-1"] }

describe("reward slice (#13)", () => {
  it("ENT-12 holds a category per categoryId, the request and the request history, nothing loaded", () => {
    expect(initialState.reward).toMatchObject({ category: {}, history: { _tag: "Idle" } })
    expect(initialState.reward.request).toMatchObject({ phase: null, pending: null, error: null, refusal: null })
    expect(selectRewardRedeemStatus(initialState)).toBe("idle")
  })

  it("a player's cases answer only after sign-in", () => {
    const data = rewardCatalogue(rewardCategory())
    expect(replay([{ _tag: "RewardCatalogueLoaded", categoryId: 7, data }]).reward).toEqual(initialState.reward)
    const state = replay([SIGN_IN, { _tag: "RewardCatalogueLoaded", categoryId: 7, data }])
    expect(selectRewardCategory(state, 7)._tag).toBe("Loaded")
    expect(state.reward.categories._tag).toBe("Loaded")
  })

  it("ENT-12 each category is kept under its own id; the overview's answer leaves them", () => {
    const state = replay([
      SIGN_IN,
      { _tag: "RewardCatalogueLoaded", categoryId: 7, data: rewardCatalogue(rewardCategory()) },
      { _tag: "RewardCatalogueLoaded", categoryId: null, data: rewardCatalogue(null) }
    ])
    expect(selectRewardCategory(state, 7)._tag).toBe("Loaded")
    expect(selectRewardCategory(state, 8)._tag).toBe("Idle")
  })

  it("ROUTE-12 a 404 for a category marks it missing (the not-found page); another failure does not", () => {
    const missing = replay([
      SIGN_IN,
      { _tag: "RewardCatalogueFailed", categoryId: 99, failure: serverFailure("ไม่พบหมวดรางวัลนี้", 404) }
    ])
    expect(selectRewardCategoryMissing(missing, 99)).toBe(true)
    const down = replay([SIGN_IN, { _tag: "RewardCatalogueFailed", categoryId: 8, failure: serverFailure("x", 500) }])
    expect(selectRewardCategoryMissing(down, 8)).toBe(false)
    expect(selectRewardCategory(down, 8)._tag).toBe("Failed")
  })

  it("a redemption: started is busy with its key, done clears the key and keeps the line", () => {
    const busy = replay([SIGN_IN, started])
    expect(selectRewardBusy(busy)).toBe(true)
    expect(selectRewardRequest(busy).pending?.key).toBe(KEY)
    const done = replay([SIGN_IN, started, { _tag: "RewardRedeemDone", answer: rewardRedeemed() }])
    expect(selectRewardRequest(done)).toMatchObject({ phase: null, pending: null, done: { id: "rw-1" } })
    expect(selectRewardRedeemStatus(done)).toBe("idle")
  })

  it("money.md unsure, then an unreadable history: 'unverified' with the key kept; read as not done: the key stays", () => {
    const unreadable = replay([
      SIGN_IN,
      started,
      { _tag: "RewardRedeemUnsure", failure: serverFailure("lost", null) },
      { _tag: "RewardHistoryFailed", failure: serverFailure("down", 500) }
    ])
    expect(selectRewardRequest(unreadable)).toMatchObject({ phase: "unverified", pending: { key: KEY } })
    expect(selectRewardRedeemStatus(unreadable)).toBe("unverified")
    const notDone = replay([
      SIGN_IN,
      started,
      { _tag: "RewardRedeemUnsure", failure: serverFailure("lost", null) },
      { _tag: "RewardRedeemNotDone" }
    ])
    expect(selectRewardRequest(notDone)).toMatchObject({ phase: "not-done", pending: { key: KEY } })
    expect(selectRewardBusy(notDone)).toBe(false)
    // A log written before RewardRedeemNotDone says it with RewardVerified and no line: the same state.
    const notDoneOfOldLog = replay([
      SIGN_IN,
      started,
      { _tag: "RewardRedeemUnsure", failure: serverFailure("lost", null) },
      { _tag: "RewardVerified", request: null }
    ])
    expect(notDoneOfOldLog.reward).toEqual(notDone.reward)
    const found = replay([
      SIGN_IN,
      started,
      { _tag: "RewardRedeemUnsure", failure: serverFailure("lost", null) },
      { _tag: "RewardVerified", request: rewardLine({ id: "rw-9" }) }
    ])
    expect(selectRewardRequest(found)).toMatchObject({ phase: null, pending: null, done: { id: "rw-9" } })
  })

  it("a refusal keeps its status (412: no address) and clears the key; logout resets the slice", () => {
    const refused = replay([
      SIGN_IN,
      started,
      { _tag: "RewardRedeemFailed", failure: serverFailure("กรุณาเพิ่มที่อยู่จัดส่งก่อนแลกของรางวัล", 412) }
    ])
    expect(selectRewardRequest(refused)).toMatchObject({
      phase: null,
      pending: null,
      error: "กรุณาเพิ่มที่อยู่จัดส่งก่อนแลกของรางวัล",
      refusal: { status: 412 }
    })
    // Offline a press sends nothing: the network is noted, the earlier refusal stays the earlier press's.
    const offline = replay([{ _tag: "RewardRedeemOffline" }], refused)
    expect(selectRewardRequest(offline)).toMatchObject({ phase: null, pending: null, refusal: { status: 412 } })
    expect(selectRewardRequest(offline).refusal).toBe(selectRewardRequest(refused).refusal)
    // The next press that is sent is a new intent: the refusal goes.
    expect(selectRewardRequest(replay([started], refused))).toMatchObject({
      phase: "sending",
      refusal: null,
      error: null
    })
    expect(replay([SIGN_IN, started, { _tag: "Logout" }]).reward).toEqual(initialState.reward)
  })
})
