// Sample events and a populated state, shared by the reducer, selector and privacy tests.
import type { AppEvent } from "../../../src/events/app-event"
import { replay } from "../../../src/events/reducer"
import { checkInEntry, configurationItem, globalSetting, player, profile, userSetting } from "./fixtures"

/** One sample of every event tag, in an order that makes sense for a player session. */
export const sessionLog: ReadonlyArray<AppEvent> = [
  { _tag: "NoCurrentUser" },
  { _tag: "OperationLoading" },
  { _tag: "OperationLoaded", operation: { websiteStatus: "OPEN" } },
  { _tag: "SettingsLoading" },
  { _tag: "SettingsLoaded", setting: globalSetting },
  { _tag: "ConfigurationLoading" },
  {
    _tag: "ConfigurationLoaded",
    items: [configurationItem("home.normal.logo", "/a.png"), configurationItem("home.normal.background", "/bg.png")]
  },
  { _tag: "LoginStarted", source: "login-page" },
  { _tag: "LoginFail", message: "รหัสผ่านไม่ถูกต้อง" },
  { _tag: "LoginStarted", source: "login-page" },
  { _tag: "LoginSuccess", user: player },
  { _tag: "ProfileLoading" },
  { _tag: "ProfileLoaded", profile },
  { _tag: "UserSettingLoading" },
  { _tag: "UserSettingLoaded", setting: userSetting },
  { _tag: "CreditRequested", requestId: 1 },
  { _tag: "CreditLoaded", requestId: 1, credit: { balance: 1500.25, balanceType: "M" } },
  { _tag: "GameCategoryChosen", category: "fishing" },
  { _tag: "CheckInListLoading" },
  { _tag: "CheckInListLoaded", entries: [checkInEntry(13), checkInEntry(14)], today: 15 },
  { _tag: "CheckInStarted" },
  { _tag: "CheckInDone", entry: checkInEntry(15, 20), today: 15 },
  { _tag: "ConnectivityChanged", online: false },
  { _tag: "OnlineCountReceived", count: 123 },
  { _tag: "NetworkUnstable", reason: "Timeout" },
  { _tag: "ApiFailed", message: "boom" }
]

/** Events not in sessionLog, so that together the two cover every tag. */
export const otherEvents: ReadonlyArray<AppEvent> = [
  { _tag: "GetCurrentUser", user: player },
  { _tag: "LoginOnHomePageSuccess", user: player },
  { _tag: "LoginOnHomePageFail", message: "X" },
  { _tag: "SessionTimeout" },
  { _tag: "Logout" },
  { _tag: "OperationFailed", message: "op" },
  { _tag: "SettingsFailed", message: "set" },
  { _tag: "NetworkRecovered" },
  { _tag: "ProfileFailed", message: "profile" },
  { _tag: "UserSettingFailed", message: "setting" },
  { _tag: "CreditFailed", requestId: 2, message: "credit" },
  { _tag: "ConfigurationFailed", message: "config" },
  { _tag: "CheckInListFailed", message: "list" },
  { _tag: "CheckInFailed", message: "check-in" },
  { _tag: "CheckInPopupDismissed" }
]

/** A player state with every dataset the reducer knows populated. */
export const populatedState = replay(sessionLog)
