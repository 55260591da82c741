import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AffiliateDownline, DownlineBonus } from "../../../src/domain/affiliate-schema"
import {
  selectAffiliateBusy,
  selectAffiliateIncome,
  selectAffiliateLog,
  selectAffiliateWithdrawStatus,
  selectDownlineBonus
} from "../../../src/events/affiliate/selectors"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { player, serverFailure } from "../events/fixtures"
import {
  affiliateDownline,
  affiliateIncome,
  affiliateLogEntry,
  affiliateWithdrawal,
  downlineBonus,
  THIS_MONTH
} from "./fixtures"

// The `affiliate` slice (STORE-01, ENT-11, #12).

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const KEY = "6e2f1d3c-8b4a-4d9e-af10-2b3c4d5e6f70"
const LAST_MONTH = { from: "2026-10-01", to: "2026-10-31" }

describe("affiliate slice (#12)", () => {
  it("ENT-11 holds the code, balance, downline, downline bonus and withdrawals, each not loaded yet", () => {
    expect(Object.keys(initialState.affiliate)).toEqual(
      expect.arrayContaining(["code", "balance", "downline", "downlineBonus", "withdrawals"])
    )
    expect(initialState.affiliate.balance._tag).toBe("Idle")
  })

  it("ENT-11 the wire schemas decode samples: total_bonus and downline_users, the masked downline", () => {
    const bonus = Schema.decodeUnknownSync(DownlineBonus)({
      total_bonus: 7.5,
      total_deposits: 1500,
      downline_users: [{ username: "so***88", deposits: 1000, bonus: 5 }]
    })
    expect(bonus.total_bonus).toBe(750)
    expect(Schema.encodeSync(AffiliateDownline)(affiliateDownline)).toMatchObject({ total: 2 })
  })

  it("the bonus of a range answered after another range was picked is dropped", () => {
    const state = replay(
      [
        { _tag: "AffiliateBonusLoading", range: THIS_MONTH },
        { _tag: "AffiliateBonusLoading", range: LAST_MONTH },
        { _tag: "AffiliateBonusLoaded", range: THIS_MONTH, data: downlineBonus },
        { _tag: "AffiliateBonusFailed", range: THIS_MONTH, failure: serverFailure("old") }
      ],
      signedIn
    )
    expect(selectDownlineBonus(state)._tag).toBe("Loading")
    expect(state.affiliate.bonusRange).toEqual(LAST_MONTH)
  })

  it("a withdrawal lowers the income shown at once (the history is read again by the command)", () => {
    const state = replay(
      [
        { _tag: "AffiliateIncomeLoaded", data: affiliateIncome() },
        { _tag: "AffiliateLogLoaded", data: [affiliateLogEntry()] },
        { _tag: "AffiliateWithdrawStarted", key: KEY, amount: affiliateWithdrawal().amount, type: "credit", known: [] },
        { _tag: "AffiliateWithdrawn", withdrawal: affiliateWithdrawal() }
      ],
      signedIn
    )
    const income = selectAffiliateIncome(state)
    expect(income._tag === "Loaded" && income.data.income).toBe(affiliateWithdrawal().income)
    expect(state.affiliate.withdraw).toMatchObject({
      phase: null,
      pending: null,
      done: { id: affiliateWithdrawal().id }
    })
    expect(selectAffiliateWithdrawStatus(state)).toBe("idle")
  })

  it("money.md an unsure withdrawal whose log cannot be read keeps the log shown and offers to check again", () => {
    const state = replay(
      [
        { _tag: "AffiliateLogLoaded", data: [affiliateLogEntry()] },
        { _tag: "AffiliateWithdrawStarted", key: KEY, amount: affiliateWithdrawal().amount, type: "bank", known: [] },
        { _tag: "AffiliateWithdrawUnsure", failure: serverFailure("lost") },
        { _tag: "AffiliateLogFailed", failure: serverFailure("read") }
      ],
      signedIn
    )
    expect(state.affiliate.withdraw.phase).toBe("unverified")
    expect(selectAffiliateWithdrawStatus(state)).toBe("unverified")
    expect(state.affiliate.withdraw.pending?.key).toBe(KEY)
    expect(selectAffiliateLog(state)._tag).toBe("Loaded")
  })

  it("reopening the dialog clears the last message but keeps an unsure withdrawal's key", () => {
    const notDone = replay(
      [
        { _tag: "AffiliateWithdrawStarted", key: KEY, amount: affiliateWithdrawal().amount, type: "credit", known: [] },
        { _tag: "AffiliateWithdrawUnsure", failure: serverFailure("lost") },
        { _tag: "AffiliateWithdrawNotDone" }
      ],
      signedIn
    )
    expect(notDone.affiliate.withdraw).toMatchObject({ phase: "not-done", pending: { key: KEY } })
    expect(selectAffiliateBusy(notDone)).toBe(false)
    const state = replay([{ _tag: "AffiliateWithdrawCleared" }], notDone)
    expect(state.affiliate.withdraw).toMatchObject({ phase: null, error: null, done: null, pending: { key: KEY } })
    // A log written before AffiliateWithdrawNotDone says it with AffiliateWithdrawVerified and no line: the same states.
    const notDoneOfOldLog = replay(
      [
        { _tag: "AffiliateWithdrawStarted", key: KEY, amount: affiliateWithdrawal().amount, type: "credit", known: [] },
        { _tag: "AffiliateWithdrawUnsure", failure: serverFailure("lost") },
        { _tag: "AffiliateWithdrawVerified", entry: null }
      ],
      signedIn
    )
    expect(notDoneOfOldLog.affiliate).toEqual(notDone.affiliate)
    expect(replay([{ _tag: "AffiliateWithdrawCleared" }], notDoneOfOldLog).affiliate).toEqual(state.affiliate)
  })

  it("money.md a refusal says the server's Thai message and ends the intent; offline a press only notes the network", () => {
    const refused = replay(
      [
        { _tag: "AffiliateWithdrawStarted", key: KEY, amount: affiliateWithdrawal().amount, type: "bank", known: [] },
        { _tag: "AffiliateWithdrawFailed", failure: serverFailure("รายได้ไม่พอ", 422) }
      ],
      signedIn
    )
    expect(refused.affiliate.withdraw).toMatchObject({ phase: null, pending: null, error: "รายได้ไม่พอ", done: null })
    const offline = replay([{ _tag: "AffiliateWithdrawOffline" }], refused)
    expect(offline.affiliate.withdraw).toMatchObject({ phase: null, pending: null, error: ERROR_TEXT.NetworkError })
  })

  it("STORE-04 a guest's affiliate events change nothing, and Logout starts the slice afresh", () => {
    expect(replay([{ _tag: "AffiliateIncomeLoaded", data: affiliateIncome() }]).affiliate).toEqual(
      initialState.affiliate
    )
    const loaded = replay([{ _tag: "AffiliateIncomeLoaded", data: affiliateIncome() }, { _tag: "Logout" }], signedIn)
    expect(loaded.affiliate).toEqual(initialState.affiliate)
  })
})
