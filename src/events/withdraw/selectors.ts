import type { PublicWithdrawal, WithdrawRequest } from "../../domain/withdraw"
import type { Satang } from "../../domain/money"
import type { AppState } from "../state"
import { isWriteBusy, type WriteStatus } from "../once-only-write"
import type { WithdrawWrite } from "./state"

export const selectWithdrawLists = (state: AppState) => state.withdraw.lists
/** Open requests (pending, failed), newest first. */
export const selectWithdrawRequests = (state: AppState): ReadonlyArray<WithdrawRequest> => state.withdraw.requestList
/** Settled withdrawals (approved, rejected), newest first. */
export const selectWithdrawHistory = (state: AppState): ReadonlyArray<WithdrawRequest> => state.withdraw.history
export const selectWithdrawWrite = (state: AppState): WithdrawWrite => state.withdraw.write
/** A withdrawal or retry is on its way or its outcome is being read: another press sends nothing. */
export const selectWithdrawBusy = (state: AppState): boolean => isWriteBusy(state.withdraw.write)
/** The withdrawal's write record (money.md). */
export const selectWithdrawalStatus = (state: AppState): WriteStatus<{ readonly amount: Satang }> =>
  state.withdraw.write
/** The retry's write record: the shared phase and message, with the retry's key. */
export const selectWithdrawRetryStatus = (state: AppState): WriteStatus<{ readonly requestId: string }> => ({
  phase: state.withdraw.write.phase,
  pending: state.withdraw.write.retry,
  error: state.withdraw.write.error
})
/** The public feed's rows, or null before it loaded. */
export const selectPublicWithdrawals = (state: AppState): ReadonlyArray<PublicWithdrawal> | null =>
  "items" in state.withdraw.public ? (state.withdraw.public.items ?? null) : null
export const selectPublicWithdrawalsFailed = (state: AppState): string | null => state.withdraw.publicFailed
/** The Bangkok day the lists were read on ("2026-11-22"), or null before they loaded: today's room is counted on it. */
export const selectWithdrawListsDay = (state: AppState): string | null =>
  state.withdraw.lists._tag === "Loaded" ? state.withdraw.lists.today : null
