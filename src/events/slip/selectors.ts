import type { AppState } from "../state"
import { isWriteBusy, type WriteStatus } from "../once-only-write"

export const selectSlip = (state: AppState) => state.slip
export const selectSlipVerify = (state: AppState) => state.slip.verify
export const selectSlipRequests = (state: AppState) => state.slip.myRequests
/** The upload's progress, the deposit write's phase and pending, and what it deposited (ENT-13's `result`). */
export type SlipResultView = AppState["slip"]["result"]
export const selectSlipResult = (state: AppState): SlipResultView => state.slip.result
export const selectSlipError = (state: AppState): string | null => state.slip.error
/** A slip is uploading or being read: another file waits (one verify at a time). */
export const selectSlipUploading = (state: AppState): boolean => state.slip.verify._tag === "Loading"
/** The deposit's write record (money.md): its phase and pending in `result`, its message the slice's `error`. */
export const selectSlipDepositWrite = (state: AppState): WriteStatus<{ readonly transRef: string }> => ({
  phase: state.slip.result.phase,
  pending: state.slip.result.pending,
  error: state.slip.error
})
/** The deposit is on its way or its outcome is being read: another press sends nothing (money.md). */
export const selectSlipDepositBusy = (state: AppState): boolean => isWriteBusy(state.slip.result)
export const selectSlipPendingKey = (state: AppState): string | null => state.slip.result.pending?.key ?? null
export const selectSlipPendingRef = (state: AppState): string | null => state.slip.result.pending?.transRef ?? null
