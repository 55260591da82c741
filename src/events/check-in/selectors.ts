import type { AppState } from "../state"

export const selectCheckIn = (state: AppState) => state.checkIn
/** The popup shows only once the list has loaded and today has no entry (CHECKIN-02..CHECKIN-04). */
export const selectCheckInPopupOpen = (state: AppState): boolean =>
  state.checkIn.list._tag === "Loaded" && !state.checkIn.doneToday && !state.checkIn.dismissed
