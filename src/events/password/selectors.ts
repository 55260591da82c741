import type { AppState } from "../state"
import type { SecurityState } from "./state"

/** The password change's phase (no password is ever in it). */
export const selectPasswordChange = (state: AppState): SecurityState => state.security
export const selectPasswordChangeSending = (state: AppState): boolean => state.security.sending
/** The Idempotency-Key of a change whose outcome is unknown: 'ลองอีกครั้ง' resends with it. */
export const selectPasswordChangePendingKey = (state: AppState): string | null => state.security.pendingKey
