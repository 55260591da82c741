import type { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw"
import type { AppState } from "../state"
import type { WithdrawWrite } from "./state"

export const selectWithdrawLists = (state: AppState) => state.withdraw.lists
/** Open requests (pending, failed), newest first. */
export const selectWithdrawRequests = (state: AppState): ReadonlyArray<WithdrawRequest> => state.withdraw.requestList
/** Settled withdrawals (approved, rejected), newest first. */
export const selectWithdrawHistory = (state: AppState): ReadonlyArray<WithdrawRequest> => state.withdraw.history
export const selectWithdrawWrite = (state: AppState): WithdrawWrite => state.withdraw.write
/** A withdrawal or retry is on its way or its outcome is being read: another press sends nothing. */
export const selectWithdrawBusy = (state: AppState): boolean =>
  state.withdraw.write.submitting || state.withdraw.write.verifying
/** The public feed's rows, or null before it loaded. */
export const selectPublicWithdrawals = (state: AppState): ReadonlyArray<PublicWithdrawal> | null =>
  "items" in state.withdraw.public ? (state.withdraw.public.items ?? null) : null
export const selectPublicWithdrawalsFailed = (state: AppState): string | null => state.withdraw.publicFailed
/** The Bangkok day the lists were read on ("2026-11-22"), or null before they loaded: today's room is counted on it. */
export const selectWithdrawListsDay = (state: AppState): string | null =>
  state.withdraw.lists._tag === "Loaded" ? state.withdraw.lists.today : null
