import { isWriteBusy } from "../once-only-write"
import type { AppState } from "../state"
import type { SecurityState } from "./state"

/** The password change's record (no password is ever in it). */
export const selectPasswordChange = (state: AppState): SecurityState => state.security
/** A change is on its way (or its lost answer being told): another press sends nothing. */
export const selectPasswordChangeSending = (state: AppState): boolean => isWriteBusy(state.security)
/** The Idempotency-Key of a change whose outcome is unknown: 'ลองอีกครั้ง' resends with it. */
export const selectPasswordChangePendingKey = (state: AppState): string | null => state.security.pending?.key ?? null
/**
 * The last change's answer was lost: whether it happened is not known (a password cannot be read
 * back), and 'ลองอีกครั้ง' sends the same change with the same key.
 */
export const selectPasswordChangeUnsure = (state: AppState): boolean => {
  const { phase } = state.security
  return phase === "verifying" || phase === "unverified" || phase === "not-done"
}
