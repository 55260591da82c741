import type { AppState } from "../state"

/** The level data the levels dialog shows progress from (API-25). */
export const selectUserLevel = (state: AppState) => state.account.level

/** The user record as the profile screen last read it (API-17): its loading and failure. */
export const selectUserRecord = (state: AppState) => state.account.record
