import type { Satang } from "../../domain/money"
import { isWriteBusy } from "../once-only-write"
import type { AppState } from "../state"

export const selectCheckIn = (state: AppState) => state.checkIn
/** A check-in is on its way, or its outcome is being read: another tap sends nothing (CHECKIN-05). */
export const selectCheckInSubmitting = (state: AppState): boolean => isWriteBusy(state.checkIn)
/** The Idempotency-Key of a check-in whose outcome is unknown: a resend reuses it (money.md). */
export const selectCheckInPendingKey = (state: AppState): string | null => state.checkIn.pending?.key ?? null
/** Today's reward and tomorrow's, once checked in (CHECKIN-06). */
export const selectCheckInReward = (state: AppState): Satang | null => state.checkIn.value
export const selectTomorrowReward = (state: AppState): Satang | null => state.checkIn.tomorrowValue
/** The popup shows only once the list has loaded and today has no entry (CHECKIN-02..CHECKIN-04). */
export const selectCheckInPopupOpen = (state: AppState): boolean =>
  state.checkIn.list._tag === "Loaded" && !state.checkIn.doneToday && !state.checkIn.dismissed
