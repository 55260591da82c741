import { isMaintenance, type GlobalSetting } from "../../domain/settings"
import { dataOf } from "../remote-data"
import type { AppState } from "../state"

// Selectors return primitives or references held by the state, so an unrelated event never
// changes what they return (DESIGN-09).

/** Undecided until the operation setting has loaded (or failed: then the site stays open). */
export const selectOperationKnown = (state: AppState): boolean =>
  state.global.operation._tag === "Loaded" || state.global.operation._tag === "Failed"
export const selectMaintenance = (state: AppState): boolean => {
  const operation = dataOf(state.global.operation)
  return operation !== null && isMaintenance(operation)
}
export const selectGlobalSetting = (state: AppState) => dataOf(state.global.settings)
/** Why the public settings could not be loaded, or null. */
export const selectSettingsFailure = (state: AppState): string | null =>
  state.global.settings._tag === "Failed" ? state.global.settings.message : null
/** The public settings have answered, one way or the other. */
export const selectSettingsSettled = (state: AppState): boolean =>
  state.global.settings._tag === "Loaded" || state.global.settings._tag === "Failed"

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
