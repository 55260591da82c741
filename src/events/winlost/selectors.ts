import type { RemoteData } from "../remote-data"
import type { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import type { AppState } from "../state"

// The slice starts as {} (STORE-07): an absent member reads as its starting value.

const IDLE: RemoteData<never> = { _tag: "Idle" }

export const selectWinlostReport = (state: AppState): RemoteData<WinlostReport> => state.winlost.report ?? IDLE
export const selectWinlostLog = (state: AppState): RemoteData<ReadonlyArray<WinlostLogEntry>> =>
  state.winlost.log ?? IDLE
/** A payout is on its way or its outcome is being read: another press sends nothing. */
export const selectWinlostBusy = (state: AppState): boolean =>
  state.winlost.submitting === true || state.winlost.verifying === true
export const selectWinlostSubmitting = (state: AppState): boolean => state.winlost.submitting === true
export const selectWinlostVerifying = (state: AppState): boolean => state.winlost.verifying === true
export const selectWinlostUnverified = (state: AppState): boolean => state.winlost.unverified === true
export const selectWinlostNotDone = (state: AppState): boolean => state.winlost.notDone === true
export const selectWinlostError = (state: AppState): string | null => state.winlost.error ?? null
export const selectWinlostPayout = (state: AppState): WinlostPayout | null => state.winlost.payout ?? null
/** The key of an unsure payout to this destination: a resend reuses it (money.md). */
export const selectWinlostPendingKey = (state: AppState, destination: "balance" | "bank"): string | null => {
  const pending = state.winlost.pending
  return pending !== undefined && pending !== null && pending.destination === destination ? pending.key : null
}
