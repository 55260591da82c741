import { failureText } from "../../domain/failure"
import type { AffiliatePayoutType } from "../../domain/affiliate"
import { addSatang, type Satang } from "../../domain/money"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import { settle, sliceField, writeCases } from "../once-only-write"
import { initialAffiliate } from "./initial"
import type { AffiliateState, AffiliateWrite } from "./state"

const { on, whilePlayer } = casesOf<AffiliateState>()

/** What a withdrawal keeps for a resend and its read-back: what it asked for, and the log lines known at its press. */
interface WithdrawalAtPress {
  readonly amount: Satang
  readonly type: AffiliatePayoutType
  readonly known: ReadonlyArray<string>
}

const withdraw = (state: AffiliateState, change: Partial<AffiliateWrite>): AffiliateState => ({
  ...state,
  withdraw: { ...state.withdraw, ...change }
})

const code = datasetField<AffiliateState>()("code")
const downline = datasetField<AffiliateState>()("downline")

const sameRange = (state: AffiliateState, range: { readonly from: string; readonly to: string }): boolean =>
  state.bonusRange !== null && state.bonusRange.from === range.from && state.bonusRange.to === range.to

/** A reload (a money move, an outcome read back) keeps what is shown: the screen does not blink. */
const reloading =
  <K extends "balance" | "downline" | "withdrawals">(key: K) =>
  (state: AffiliateState): AffiliateState =>
    state[key]._tag === "Loaded" ? state : { ...state, [key]: RemoteData.Loading() }

export const affiliateSlice = defineSlice<AffiliateState>({
  initial: initialAffiliate(),
  cases: whilePlayer(
    on("AffiliateCodeLoading", code.loading),
    on("AffiliateCodeLoaded", code.loaded),
    on("AffiliateCodeFailed", code.failed),
    on("AffiliateIncomeLoading", reloading("balance")),
    on("AffiliateIncomeLoaded", (state, { data }) => ({ ...state, balance: RemoteData.Loaded({ data }) })),
    on("AffiliateIncomeFailed", (state, { failure }) => ({
      ...state,
      balance: RemoteData.Failed({ message: failureText(failure) })
    })),
    on("AffiliateDownlineLoading", reloading("downline")),
    on("AffiliateDownlineLoaded", downline.loaded),
    on("AffiliateDownlineFailed", downline.failed),
    // Only the answer of the range last asked for is shown: a late one for another range is dropped.
    on("AffiliateBonusLoading", (state, { range }) => ({
      ...state,
      bonusRange: range,
      downlineBonus:
        sameRange(state, range) && state.downlineBonus._tag === "Loaded" ? state.downlineBonus : RemoteData.Loading()
    })),
    on("AffiliateBonusLoaded", (state, { range, data }) =>
      sameRange(state, range) ? { ...state, downlineBonus: RemoteData.Loaded({ data }) } : state
    ),
    on("AffiliateBonusFailed", (state, { range, failure }) =>
      sameRange(state, range)
        ? { ...state, downlineBonus: RemoteData.Failed({ message: failureText(failure) }) }
        : state
    ),
    on("AffiliateLogLoading", reloading("withdrawals")),
    on("AffiliateLogLoaded", (state, { data }) => ({ ...state, withdrawals: RemoteData.Loaded({ data }) })),
    on("AffiliateLogFailed", (state, { failure }) => {
      // An unsure withdrawal's outcome could not be read: 'ตรวจสอบอีกครั้ง', the list shown stays.
      const verifying = state.withdraw.phase === "verifying"
      const unread = verifying ? withdraw(state, { phase: "unverified" }) : state
      return verifying && state.withdrawals._tag === "Loaded"
        ? unread
        : { ...unread, withdrawals: RemoteData.Failed({ message: failureText(failure) }) }
    }),
    ...writeCases({
      name: "AffiliateWithdraw",
      lens: sliceField<AffiliateState, WithdrawalAtPress, "withdraw">(
        "withdraw",
        (record) => record,
        (record, status) => ({ ...record, ...status })
      ),
      press: ({ amount, type, known }: EventOf<"AffiliateWithdrawStarted">): WithdrawalAtPress => ({
        amount,
        type,
        known
      }),
      // A press is a new intent's (or a resend's): the last success goes.
      started: (state) => withdraw(state, { done: null }),
      failed: (state) => withdraw(state, { done: null })
    }),
    on("AffiliateWithdrawn", (state, { withdrawal }) => ({
      ...withdraw(state, { ...settle(state.withdraw), done: withdrawal }),
      balance:
        state.balance._tag === "Loaded"
          ? RemoteData.Loaded({
              data: {
                ...state.balance.data,
                income: withdrawal.income,
                withdrawn: addSatang(state.balance.data.withdrawn, withdrawal.amount)
              }
            })
          : state.balance
    })),
    on("AffiliateWithdrawVerified", (state, { entry }) =>
      entry === null
        ? // Only in logs written before AffiliateWithdrawNotDone: read back as not done, the key stays.
          withdraw(state, { phase: "not-done" })
        : withdraw(state, { ...settle(state.withdraw), done: entry })
    ),
    // The pending key stays: a resend of the same withdrawal is the same intent (money.md).
    on("AffiliateWithdrawCleared", (state) =>
      state.withdraw.phase === null || state.withdraw.phase === "not-done"
        ? withdraw(state, { phase: null, error: null, done: null })
        : state
    )
  )
})
