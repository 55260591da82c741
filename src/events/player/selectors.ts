import type { Satang } from "../../domain/money"
import { dataOf } from "../remote-data"
import type { AppState } from "../state"

export const selectCredit = (state: AppState) => state.user.credit
export const selectBalance = (state: AppState): Satang | null => dataOf(state.user.credit)?.balance ?? null
/** Why the last refresh failed while a balance was shown (that balance may be out of date). */
export const selectCreditRefreshError = (state: AppState): string | null => state.user.creditRefreshError
/** A balance refresh is on its way, first load or refresh: a press of the refresh button sends nothing. */
export const selectCreditInFlight = (state: AppState): boolean =>
  state.user.creditRefreshing || state.user.credit._tag === "Loading"
export const selectUserSetting = (state: AppState) => dataOf(state.user.setting)
export const selectUserSettingIsEmpty = (state: AppState): boolean => state.user.setting._tag === "Idle"
export const selectProfile = (state: AppState) => dataOf(state.user.profile)
/** Changes each time the server moves the balance: a money screen's lists reload on it. */
export const selectServerMoneyMoves = (state: AppState): number => state.user.serverMoneyMoves
/**
 * The player's points now (user_credit.point of the profile; rewards spend them, the wheel and the
 * flip card may give them); null until the profile has loaded.
 */
export const selectPoints = (state: AppState): number | null => dataOf(state.user.profile)?.user_credit.point ?? null
