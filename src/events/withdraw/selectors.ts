import type { PublicWithdrawal, TodayUsage, WithdrawRequest } from "../../domain/withdraw"
import { todayUsage } from "../../domain/withdraw"
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
let usageCache: {
  readonly requests: unknown
  readonly history: unknown
  readonly today: string
  readonly value: TodayUsage
} | null = null

/**
 * Today's usage (count and total of the Bangkok day the lists were read on), or null before they
 * loaded. Kept while the lists are the same, so a subscriber sees the same object.
 */
export const selectWithdrawTodayUsage = (state: AppState): TodayUsage | null => {
  const { lists, requestList, history } = state.withdraw
  if (lists._tag !== "Loaded") return null
  if (
    usageCache !== null &&
    usageCache.requests === requestList &&
    usageCache.history === history &&
    usageCache.today === lists.today
  ) {
    return usageCache.value
  }
  const value = todayUsage([...requestList, ...history], lists.today)
  usageCache = { requests: requestList, history, today: lists.today, value }
  return value
}
