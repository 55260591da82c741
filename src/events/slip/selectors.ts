import type { AppState } from "../state"

export const selectSlip = (state: AppState) => state.slip
export const selectSlipVerify = (state: AppState) => state.slip.verify
export const selectSlipRequests = (state: AppState) => state.slip.myRequests
/** The upload's progress and the deposit write's standing (ENT-13's `result`). */
export type SlipResultView = AppState["slip"]["result"]
export const selectSlipResult = (state: AppState): SlipResultView => state.slip.result
export const selectSlipError = (state: AppState): string | null => state.slip.error
/** A slip is uploading or being read: another file waits (one verify at a time). */
export const selectSlipUploading = (state: AppState): boolean => state.slip.verify._tag === "Loading"
/** The deposit is on its way or its outcome is being read: another press sends nothing (money.md). */
export const selectSlipDepositBusy = (state: AppState): boolean =>
  state.slip.result.submitting || state.slip.result.verifying
export const selectSlipPendingKey = (state: AppState): string | null => state.slip.result.pendingKey
export const selectSlipPendingRef = (state: AppState): string | null => state.slip.result.pendingRef
