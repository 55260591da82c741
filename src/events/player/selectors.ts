import { dataOf } from "../remote-data"
import type { AppState } from "../state"

export const selectCredit = (state: AppState) => state.user.credit
export const selectBalance = (state: AppState): number | null => dataOf(state.user.credit)?.balance ?? null
export const selectUserSetting = (state: AppState) => dataOf(state.user.setting)
export const selectUserSettingIsEmpty = (state: AppState): boolean => state.user.setting._tag === "Idle"
export const selectProfile = (state: AppState) => dataOf(state.user.profile)
