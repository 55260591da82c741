import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import { settle, writeCases, type WriteLens } from "../once-only-write"
import type { WinlostState } from "./state"

const { on, whilePlayer } = casesOf<WinlostState>()

/** What a payout keeps for a resend and its read-back: where it goes. */
interface PayoutAtPress {
  readonly destination: "balance" | "bank"
}

/** The slice starts as {} (its members absent until used): the write's record reads them as null. */
const payoutWrite: WriteLens<WinlostState, PayoutAtPress> = {
  get: (state) => ({ phase: state.phase ?? null, pending: state.pending ?? null, error: state.error ?? null }),
  set: (state, status) => ({ ...state, ...status })
}

/**
 * The report answered while an unsure payout's outcome was being read: claimed means it happened
 * (here or elsewhere), not claimed means it did not, and the key stays for a resend.
 */
const verified = (state: WinlostState): WinlostState => {
  if (state.phase !== "verifying" || state.report?._tag !== "Loaded") return state
  return state.report.data.claimed ? settle(state) : { ...state, phase: "not-done" }
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
      if (state.phase === "verifying") return { ...state, phase: "unverified" }
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
    ...writeCases({
      name: "WinlostPayout",
      lens: payoutWrite,
      press: ({ destination }: EventOf<"WinlostPayoutStarted">): PayoutAtPress => ({ destination }),
      // A new press hides the last payout's 'รับยอดเสียสำเร็จ'.
      started: (state) => ({ ...state, payout: null })
    }),
    on("WinlostPaidOut", (state, { payout }) => ({
      ...settle(state),
      payout,
      report:
        state.report?._tag === "Loaded"
          ? RemoteData.Loaded({
              data: { ...state.report.data, claimed: true, claimedAt: payout.claimedAt, claimedTo: payout.destination }
            })
          : (state.report ?? RemoteData.Idle())
    })),
    on("WinlostReset", () => ({}))
  )
})
