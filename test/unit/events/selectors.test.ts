import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../../src/events/schemas"
import { reduce, replay } from "../../../src/events/reducer"
import * as checkInSelectors from "../../../src/events/check-in/selectors"
import * as configurationSelectors from "../../../src/events/configuration/selectors"
import * as gamesSelectors from "../../../src/events/games/selectors"
import * as playerSelectors from "../../../src/events/player/selectors"
import * as promotionSelectors from "../../../src/events/promotion/selectors"
import * as sessionSelectors from "../../../src/events/session/selectors"
import * as siteSelectors from "../../../src/events/site/selectors"
import { initialState, type AppState } from "../../../src/events/state"
import { globalSetting, player, serverFailure, userSetting } from "./fixtures"
import { populatedState } from "./sample-events"

const after = (...events: ReadonlyArray<AppEvent>) => replay(events)

/** Every area's public selectors. */
const S = {
  ...sessionSelectors,
  ...siteSelectors,
  ...playerSelectors,
  ...configurationSelectors,
  ...checkInSelectors,
  ...gamesSelectors,
  ...promotionSelectors
}

describe("selectors", () => {
  it("AMB-17 / PROMO-06 a guest reads the promotion from the public settings", () => {
    const guest = after(
      { _tag: "SettingsLoaded", data: globalSetting },
      { _tag: "UserSettingLoaded", data: userSetting }
    )
    expect(S.selectPromotionSetting(guest)).toBe(globalSetting.promotion)
    expect(S.selectPromotionLoading(guest)).toBe(false)
    expect(S.selectPromotionSetting(initialState)).toBeNull()
    expect(S.selectPromotionLoading(after({ _tag: "SettingsLoading" }))).toBe(true)
  })

  it("AMB-17 / PROMO-06 a player reads the promotion from the user setting, never the public one", () => {
    const player1 = after({ _tag: "SettingsLoaded", data: globalSetting }, { _tag: "LoginSuccess", user: player })
    expect(S.selectPromotionSetting(player1)).toBeNull()
    expect(S.selectPromotionLoading(player1)).toBe(true)
    const withSetting = reduce(player1, { _tag: "UserSettingLoaded", data: userSetting })
    expect(S.selectPromotionSetting(withSetting)).toBe(userSetting)
    expect(S.selectPromotionLoading(withSetting)).toBe(false)
  })

  it("MA-01 / MA-05 selectMaintenance is true only once an operation setting with MA has loaded", () => {
    expect(S.selectMaintenance(initialState)).toBe(false)
    expect(S.selectOperationKnown(initialState)).toBe(false)
    const ma = after({ _tag: "OperationLoading" }, { _tag: "OperationLoaded", data: { websiteStatus: "MA" } })
    expect(S.selectMaintenance(ma)).toBe(true)
    expect(S.selectOperationKnown(ma)).toBe(true)
    const open = after({ _tag: "OperationLoaded", data: { websiteStatus: "OPEN" } })
    expect(S.selectMaintenance(open)).toBe(false)
    const failed = after({ _tag: "OperationFailed", failure: serverFailure("ผิดพลาด") })
    expect(S.selectMaintenance(failed)).toBe(false)
    expect(S.selectOperationKnown(failed)).toBe(true)
  })

  it("LEVEL-12 / UI-18 selectLevelName maps the current user's level, null for guests", () => {
    expect(S.selectLevelName(initialState)).toBeNull()
    expect(S.selectLevelName(after({ _tag: "LoginSuccess", user: player }))).toBe("platinum")
    expect(S.selectLevelName(after({ _tag: "LoginSuccess", user: { ...player, level: 1 } }))).toBe("silver")
    expect(S.selectLevelName(after({ _tag: "LoginSuccess", user: { ...player, level: 42 } }))).toBe("-")
  })

  it("SUPPORT-01 / AMB-27 selectLineIds maps line1 to main and line2 to backup", () => {
    expect(S.selectLineIds(initialState)).toBeNull()
    expect(S.selectLineIds(after({ _tag: "SettingsLoaded", data: globalSetting }))).toEqual({
      main: "@goldbet",
      backup: "goldbet.backup"
    })
  })

  it("LAYOUT-19 / UI-02 selectImagePath reads a configured key, null when absent or not loaded", () => {
    expect(S.selectImagePath("home.normal.logo")(initialState)).toBeNull()
    expect(S.selectImagePath("home.normal.logo")(populatedState)).toBe("/a.png")
    expect(S.selectImagePath("home.top.casino")(populatedState)).toBeNull()
  })

  it("UI-18 selectBalance, selectOnlineCount, selectGameCategory read the populated state", () => {
    expect(S.selectBalance(populatedState)).toBe(150_025)
    expect(S.selectOnlineCount(populatedState)).toBe(123)
    expect(S.selectGameCategory(populatedState)).toBe("fishing")
    expect(S.selectOnline(populatedState)).toBe(false)
    expect(S.selectUserSettingIsEmpty(initialState)).toBe(true)
    expect(S.selectUserSettingIsEmpty(populatedState)).toBe(false)
    expect(S.selectProfile(populatedState)?.user_credit.point).toBe(120)
  })

  // DESIGN-09: every selector's result is the same value or reference after an event that does
  // not concern it, so a component subscribed through it does not re-render.
  const selectors: ReadonlyArray<readonly [string, (s: AppState) => unknown]> = [
    ["selectSession", S.selectSession],
    ["selectCurrentUser", S.selectCurrentUser],
    ["selectIsLoggedIn", S.selectIsLoggedIn],
    ["selectLoginError", S.selectLoginError],
    ["selectLevelName", S.selectLevelName],
    ["selectMaintenance", S.selectMaintenance],
    ["selectGlobalSetting", S.selectGlobalSetting],
    ["selectLineIds", S.selectLineIds],
    ["selectErrorMessage", S.selectErrorMessage],
    ["selectCredit", S.selectCredit],
    ["selectBalance", S.selectBalance],
    ["selectUserSetting", S.selectUserSetting],
    ["selectProfile", S.selectProfile],
    ["selectPromotionSetting", S.selectPromotionSetting],
    ["selectConfiguration", S.selectConfiguration],
    ["selectImagePath(logo)", S.selectImagePath("home.normal.logo")],
    ["selectCheckIn", S.selectCheckIn],
    ["selectCheckInPopupOpen", S.selectCheckInPopupOpen]
  ]

  for (const [name, select] of selectors) {
    it(`DESIGN-09 ${name} returns the same reference after unrelated events`, () => {
      const first = select(populatedState)
      expect(select(populatedState)).toBe(first)
      const later = replay(
        [
          { _tag: "OnlineCountReceived", count: 999 },
          { _tag: "GameCategoryChosen", category: "card" },
          { _tag: "ConnectivityChanged", online: true }
        ],
        populatedState
      )
      expect(later).not.toBe(populatedState)
      expect(select(later)).toBe(first)
    })
  }
})
