import { failureText } from "../../domain/failure"
import { addSatang } from "../../domain/money"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import { initialAffiliate, NO_WITHDRAW } from "./initial"
import type { AffiliateState } from "./state"

const { on, whilePlayer } = casesOf<AffiliateState>()

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
    on("AffiliateLogFailed", (state, { failure }) =>
      // An unsure withdrawal's outcome could not be read: 'ตรวจสอบอีกครั้ง', the list shown stays.
      state.withdraw.status === "verifying" && state.withdrawals._tag === "Loaded"
        ? { ...state, withdraw: { ...state.withdraw, status: "unverified" } }
        : {
            ...state,
            withdrawals: RemoteData.Failed({ message: failureText(failure) }),
            withdraw:
              state.withdraw.status === "verifying" ? { ...state.withdraw, status: "unverified" } : state.withdraw
          }
    ),
    on("AffiliateWithdrawStarted", (state, { key, amount, type, known }) => ({
      ...state,
      withdraw: { status: "submitting", pending: { key, amount, type, known }, notDone: false, error: null, done: null }
    })),
    on("AffiliateWithdrawn", (state, { withdrawal }) => ({
      ...state,
      withdraw: { ...NO_WITHDRAW, done: withdrawal },
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
    on("AffiliateWithdrawFailed", (state, { failure }) => ({
      ...state,
      withdraw: { ...NO_WITHDRAW, error: failureText(failure) }
    })),
    on("AffiliateWithdrawUnsure", (state) => ({
      ...state,
      withdraw: { ...state.withdraw, status: "verifying", notDone: false, error: null }
    })),
    on("AffiliateWithdrawVerifyStarted", (state) => ({
      ...state,
      withdraw: { ...state.withdraw, status: "verifying", error: null }
    })),
    on("AffiliateWithdrawVerified", (state, { entry }) => ({
      ...state,
      withdraw: entry === null ? { ...state.withdraw, status: "idle", notDone: true } : { ...NO_WITHDRAW, done: entry }
    })),
    // The pending key stays: a resend of the same withdrawal is the same intent (money.md).
    on("AffiliateWithdrawCleared", (state) =>
      state.withdraw.status === "idle"
        ? { ...state, withdraw: { ...state.withdraw, notDone: false, error: null, done: null } }
        : state
    )
  )
})
