// 50 subscribed selectors on each side: what the screens of the product read, ours from the areas'
// selectors (src/events/*/selectors.ts) and the original's equivalents over the Redux Toolkit state.
import { CONFIGURATION_KEYS } from "../../src/domain/configuration"
import * as checkIn from "../../src/events/check-in/selectors"
import * as configuration from "../../src/events/configuration/selectors"
import * as games from "../../src/events/games/selectors"
import * as player from "../../src/events/player/selectors"
import * as promotion from "../../src/events/promotion/selectors"
import * as session from "../../src/events/session/selectors"
import * as site from "../../src/events/site/selectors"
import type { AppState } from "../../src/events/state"
import { rtkSelectors as theirs, type RtkState } from "./rtk-model"

const ours = { ...session, ...site, ...player, ...configuration, ...checkIn, ...games, ...promotion }

export interface SelectorPair {
  readonly name: string
  readonly ours: (state: AppState) => unknown
  readonly theirs: (state: RtkState) => unknown
}

const named: ReadonlyArray<SelectorPair> = [
  { name: "isLoggedIn", ours: ours.selectIsLoggedIn, theirs: theirs.isLoggedIn },
  { name: "currentUser", ours: ours.selectCurrentUser, theirs: theirs.currentUser },
  { name: "sessionExpired", ours: ours.selectSessionExpired, theirs: theirs.sessionExpired },
  { name: "loginPending", ours: ours.selectLoginPending, theirs: theirs.loginPending },
  { name: "loginError", ours: ours.selectLoginError, theirs: theirs.loginError },
  { name: "levelName", ours: ours.selectLevelName, theirs: theirs.levelName },
  { name: "operationKnown", ours: ours.selectOperationKnown, theirs: theirs.operationKnown },
  { name: "maintenance", ours: ours.selectMaintenance, theirs: theirs.maintenance },
  { name: "globalSetting", ours: ours.selectGlobalSetting, theirs: theirs.globalSetting },
  { name: "lineIds", ours: ours.selectLineIds, theirs: theirs.lineIds },
  { name: "online", ours: ours.selectOnline, theirs: theirs.online },
  { name: "networkUnstable", ours: ours.selectNetworkUnstable, theirs: theirs.networkUnstable },
  { name: "onlineCount", ours: ours.selectOnlineCount, theirs: theirs.onlineCount },
  { name: "errorMessage", ours: ours.selectErrorMessage, theirs: theirs.errorMessage },
  { name: "credit", ours: ours.selectCredit, theirs: theirs.credit },
  { name: "balance", ours: ours.selectBalance, theirs: theirs.balance },
  { name: "userSetting", ours: ours.selectUserSetting, theirs: theirs.userSetting },
  { name: "userSettingIsEmpty", ours: ours.selectUserSettingIsEmpty, theirs: theirs.userSettingIsEmpty },
  { name: "profile", ours: ours.selectProfile, theirs: theirs.profile },
  { name: "promotionSetting", ours: ours.selectPromotionSetting, theirs: theirs.promotionSetting },
  { name: "promotionLoading", ours: ours.selectPromotionLoading, theirs: theirs.promotionLoading },
  { name: "configuration", ours: ours.selectConfiguration, theirs: theirs.configuration },
  { name: "gameCategory", ours: ours.selectGameCategory, theirs: theirs.gameCategory },
  { name: "checkIn", ours: ours.selectCheckIn, theirs: theirs.checkIn },
  { name: "checkInPopupOpen", ours: ours.selectCheckInPopupOpen, theirs: theirs.checkInPopupOpen },
  { name: "settingsSettled", ours: ours.selectSettingsSettled, theirs: theirs.settingsSettled },
  ...CONFIGURATION_KEYS.map((key) => ({
    name: `imagePath(${key})`,
    ours: ours.selectImagePath(key),
    theirs: theirs.imagePath(key)
  }))
]

export const SUBSCRIBERS = 50

/**
 * 50 selectors, each its own function (as 50 components each pass their own): the named ones, then
 * the busiest again (the balance, the online count and the session show in several places).
 */
export const selectorPairs: ReadonlyArray<SelectorPair> = Array.from({ length: SUBSCRIBERS }, (_, index) => {
  const pair = named[index % named.length]
  if (pair === undefined) throw new Error("no selectors")
  return {
    name: pair.name,
    ours: (state: AppState) => pair.ours(state),
    theirs: (state: RtkState) => pair.theirs(state)
  }
})
