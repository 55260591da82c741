import { levelName } from "../../domain/levels"
import type { CurrentUser } from "../../domain/user"
import type { AppState } from "../state"

export const selectSession = (state: AppState) => state.auth.session
export const selectCurrentUser = (state: AppState): CurrentUser | null =>
  state.auth.session._tag === "Authenticated" ? state.auth.session.currentUser : null
/** The logged-in player's username (the money calls name the player by it); null for a guest. */
export const selectUsername = (state: AppState): string | null => selectCurrentUser(state)?.user_pass.username ?? null
export const selectIsLoggedIn = (state: AppState): boolean => state.auth.session._tag === "Authenticated"
export const selectSessionExpired = (state: AppState): boolean => state.auth.session._tag === "Expired"
export const selectLoginPending = (state: AppState): boolean => state.auth.loading
export const selectLoginError = (state: AppState): string | null => state.auth.error
/** While the server throttles this browser's logins: the epoch ms it may try again. */
export const selectLoginLockedUntil = (state: AppState): number | null => state.auth.lockedUntil
export const selectLevelName = (state: AppState): string | null => {
  const user = selectCurrentUser(state)
  return user === null ? null : levelName(user.level)
}
