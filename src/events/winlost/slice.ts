import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { WinlostState } from "./state"

const { on, whilePlayer } = casesOf<WinlostState>()

/** No payout outcome is pending any more. */
const settled = { submitting: false, pending: null, verifying: false, unverified: false, notDone: false } as const

/**
 * The report answered while an unsure payout's outcome was being read: claimed means it happened
 * (here or elsewhere), not claimed means it did not, and the key stays for a resend.
 */
const verified = (state: WinlostState): WinlostState => {
  if (state.verifying !== true || state.report?._tag !== "Loaded") return state
  return state.report.data.claimed ? { ...state, ...settled } : { ...state, verifying: false, notDone: true }
}

export const winlostSlice = defineSlice<WinlostState>({
  initial: {},
  cases: whilePlayer(
    // A reload (a money move, an outcome being read) keeps the report shown: the screen does not blink.
    on("WinlostReportLoading", (state) =>
      state.report?._tag === "Loaded" ? state : { ...state, report: RemoteData.Loading() }
    ),
    on("WinlostReportLoaded", (state, { data }) => verified({ ...state, report: RemoteData.Loaded({ data }) })),
    on("WinlostReportFailed", (state, { failure }) => {
      if (state.verifying === true) return { ...state, verifying: false, unverified: true }
      // While a payout's outcome is open the report it was pressed on stays, with its way on.
      const payoutOpen = state.pending !== undefined && state.pending !== null
      if (payoutOpen && state.report?._tag === "Loaded") return state
      return { ...state, report: RemoteData.Failed({ message: failureText(failure) }) }
    }),
    on("WinlostLogLoading", (state) => ({ ...state, log: RemoteData.Loading() })),
    on("WinlostLogLoaded", (state, { data }) => ({ ...state, log: RemoteData.Loaded({ data }) })),
    on("WinlostLogFailed", (state, { failure }) => ({
      ...state,
      log: RemoteData.Failed({ message: failureText(failure) })
    })),
    on("WinlostPayoutStarted", (state, { key, destination }) => ({
      ...state,
      submitting: true,
      pending: { key, destination },
      verifying: false,
      unverified: false,
      notDone: false,
      error: null,
      payout: null
    })),
    on("WinlostPaidOut", (state, { payout }) => ({
      ...state,
      ...settled,
      error: null,
      payout,
      report:
        state.report?._tag === "Loaded"
          ? RemoteData.Loaded({
              data: { ...state.report.data, claimed: true, claimedAt: payout.claimedAt, claimedTo: payout.destination }
            })
          : (state.report ?? RemoteData.Idle())
    })),
    on("WinlostPayoutFailed", (state, { failure }) => ({ ...state, ...settled, error: failureText(failure) })),
    on("WinlostPayoutUnsure", (state) => ({
      ...state,
      submitting: false,
      verifying: true,
      notDone: false,
      error: null
    })),
    on("WinlostVerifyStarted", (state) => ({ ...state, verifying: true, unverified: false, error: null })),
    on("WinlostReset", () => ({}))
  )
})
