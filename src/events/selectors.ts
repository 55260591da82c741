import { imagePath, type ConfigurationKey } from "../domain/configuration"
import { isMaintenance, type GlobalSetting } from "../domain/settings"
import { levelName } from "../domain/levels"
import type { CurrentUser } from "../domain/user"
import { dataOf } from "./remote-data"
import type { AppState } from "./state"

// Selectors return primitives or references held by the state, so an unrelated event never
// changes what they return (DESIGN-09).

export const selectSession = (state: AppState) => state.auth.session
export const selectCurrentUser = (state: AppState): CurrentUser | null =>
  state.auth.session._tag === "Authenticated" ? state.auth.session.currentUser : null
export const selectIsLoggedIn = (state: AppState): boolean => state.auth.session._tag === "Authenticated"
export const selectSessionExpired = (state: AppState): boolean => state.auth.session._tag === "Expired"
export const selectLoginPending = (state: AppState): boolean => state.auth.loading
export const selectLoginError = (state: AppState): string | null => state.auth.error
export const selectLevelName = (state: AppState): string | null => {
  const user = selectCurrentUser(state)
  return user === null ? null : levelName(user.level)
}

/** Undecided until the operation setting has loaded (or failed: then the site stays open). */
export const selectOperationKnown = (state: AppState): boolean =>
  state.global.operation._tag === "Loaded" || state.global.operation._tag === "Failed"
export const selectMaintenance = (state: AppState): boolean => {
  const operation = dataOf(state.global.operation)
  return operation !== null && isMaintenance(operation)
}
export const selectGlobalSetting = (state: AppState) => dataOf(state.global.settings)
type LineIds = { readonly main: string; readonly backup: string }
/** One LineIds object per loaded setting, so the selector returns a stable reference (DESIGN-09). */
const lineIdsBySetting = new WeakMap<GlobalSetting, LineIds>()
export const selectLineIds = (state: AppState): LineIds | null => {
  const setting = dataOf(state.global.settings)
  if (setting === null) return null
  let ids = lineIdsBySetting.get(setting)
  if (ids === undefined) {
    ids = { main: setting.line.line1.id, backup: setting.line.line2.id }
    lineIdsBySetting.set(setting, ids)
  }
  return ids
}
export const selectOnline = (state: AppState): boolean => state.global.online
export const selectNetworkUnstable = (state: AppState): boolean => state.global.networkUnstable
export const selectOnlineCount = (state: AppState): number | null => state.global.onlineCount
export const selectErrorMessage = (state: AppState): string | null => state.global.errorMessage

export const selectCredit = (state: AppState) => state.user.credit
export const selectBalance = (state: AppState): number | null => dataOf(state.user.credit)?.balance ?? null
export const selectUserSetting = (state: AppState) => dataOf(state.user.setting)
export const selectUserSettingIsEmpty = (state: AppState): boolean => state.user.setting._tag === "Idle"
export const selectProfile = (state: AppState) => dataOf(state.user.profile)

/** Players see their own setting; guests the public one (AMB-17). */
export const selectPromotionSetting = (state: AppState) =>
  selectIsLoggedIn(state) ? selectUserSetting(state) : (selectGlobalSetting(state)?.promotion ?? null)
export const selectPromotionLoading = (state: AppState): boolean =>
  selectIsLoggedIn(state)
    ? state.user.setting._tag === "Idle" || state.user.setting._tag === "Loading"
    : state.global.settings._tag === "Idle" || state.global.settings._tag === "Loading"

export const selectConfiguration = (state: AppState) => dataOf(state.configuration.items)
export const selectImagePath =
  (key: ConfigurationKey) =>
  (state: AppState): string | null => {
    const map = selectConfiguration(state)
    return map === null ? null : imagePath(map, key)
  }

export const selectGameCategory = (state: AppState) => state.game.gameCategory

export const selectCheckIn = (state: AppState) => state.checkIn
/** The popup shows only once the list has loaded and today has no entry (CHECKIN-02..CHECKIN-04). */
export const selectCheckInPopupOpen = (state: AppState): boolean =>
  state.checkIn.list._tag === "Loaded" && !state.checkIn.doneToday && !state.checkIn.dismissed

/** The public settings have answered, one way or the other. */
export const selectSettingsSettled = (state: AppState): boolean =>
  state.global.settings._tag === "Loaded" || state.global.settings._tag === "Failed"
