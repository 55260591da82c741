import type { RemoteData } from "../remote-data"
import type { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import type { AppState } from "../state"
import { isWriteBusy, type WriteStatus } from "../once-only-write"

// The slice starts as {} (STORE-07): an absent member reads as its starting value.

const IDLE: RemoteData<never> = { _tag: "Idle" }

/** Where a payout goes: into the balance ('รับยอดเสีย') or to the bank ('โอนเข้าบัญชีธนาคาร'). */
export type WinlostDestination = "balance" | "bank"

export const selectWinlostReport = (state: AppState): RemoteData<WinlostReport> => state.winlost.report ?? IDLE
export const selectWinlostLog = (state: AppState): RemoteData<ReadonlyArray<WinlostLogEntry>> =>
  state.winlost.log ?? IDLE
/** The payout's write record (money.md), its absent fields read as null. */
export const selectWinlostWrite = (state: AppState): WriteStatus<{ readonly destination: WinlostDestination }> => ({
  phase: state.winlost.phase ?? null,
  pending: state.winlost.pending ?? null,
  error: state.winlost.error ?? null
})
/** A payout is on its way or its outcome is being read: another press sends nothing. */
export const selectWinlostBusy = (state: AppState): boolean => isWriteBusy({ phase: state.winlost.phase ?? null })
export const selectWinlostSubmitting = (state: AppState): boolean => state.winlost.phase === "sending"
export const selectWinlostVerifying = (state: AppState): boolean => state.winlost.phase === "verifying"
export const selectWinlostUnverified = (state: AppState): boolean => state.winlost.phase === "unverified"
export const selectWinlostNotDone = (state: AppState): boolean => state.winlost.phase === "not-done"
export const selectWinlostError = (state: AppState): string | null => state.winlost.error ?? null
export const selectWinlostPayout = (state: AppState): WinlostPayout | null => state.winlost.payout ?? null
/** The key of an unsure payout to this destination: a resend reuses it (money.md). */
export const selectWinlostPendingKey = (state: AppState, destination: WinlostDestination): string | null => {
  const pending = state.winlost.pending
  return pending !== undefined && pending !== null && pending.destination === destination ? pending.key : null
}
