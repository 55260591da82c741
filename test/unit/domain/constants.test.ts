import { describe, expect, it } from "vitest"
import * as C from "../../../src/domain/constants"
import { DEFAULT_GAME_CATEGORY, GAME_CATEGORIES, LOG_KINDS, SLOT_TYPES } from "../../../src/domain/game"
import { MINIMUM_VERSIONS } from "../../../src/domain/browser-support"
import { LEVEL_TIERS } from "../../../src/domain/levels"
import packageJson from "../../../package.json"

describe("business constants", () => {
  it("CONST-01 HTTP timeout is 60,000 ms", () => expect(C.HTTP_TIMEOUT_MS).toBe(60000))
  it("CONST-02 chunk load timeout is 120,000 ms", () => expect(C.CHUNK_LOAD_TIMEOUT_MS).toBe(120000))
  it("CONST-03 logout confirm dialog auto-closes after 5,000 ms", () =>
    expect(C.LOGOUT_CONFIRM_AUTO_CLOSE_MS).toBe(5000))
  it("CONST-04 logout success message shows for 2,000 ms", () => expect(C.LOGOUT_SUCCESS_MESSAGE_MS).toBe(2000))
  it("CONST-05 toasts close after 2,000 ms", () => expect(C.TOAST_DURATION_MS).toBe(2000))
  it("CONST-06 socket timeout is 20,000 ms", () => expect(C.SOCKET_TIMEOUT_MS).toBe(20000))
  it("CONST-07 socket reconnection delay 1,000 ms up to 5,000 ms", () => {
    expect(C.SOCKET_RECONNECTION_DELAY_MS).toBe(1000)
    expect(C.SOCKET_RECONNECTION_DELAY_MAX_MS).toBe(5000)
  })
  it("CONST-08 / PROD-12 the default game category is sport", () => expect(DEFAULT_GAME_CATEGORY).toBe("sport"))
  it("CONST-09 the default balance type is M", () => expect(C.DEFAULT_BALANCE_TYPE).toBe("M"))
  it("CONST-10 / PROD-07 the app version is 2.2.10, the package's own (headers, logs and reports say the same)", () => {
    expect(C.APP_VERSION).toBe("2.2.10")
    expect(packageJson.version).toBe(C.APP_VERSION)
  })
  it("CONST-11 / PROD-06 theme colour #FFCA00 and dialog background #212121", () => {
    expect(C.THEME_COLOUR).toBe("#FFCA00")
    expect(C.DIALOG_BACKGROUND).toBe("#212121")
  })
  it("CONST-12 / PROD-03 the locale is th (time zone Asia/Bangkok, AMB-18)", () => {
    expect(C.LOCALE).toBe("th")
    expect(C.TIME_ZONE).toBe("Asia/Bangkok")
  })
  it("CONST-13 QR codes use level M and size 150", () => {
    expect(C.QR_LEVEL).toBe("M")
    expect(C.QR_SIZE).toBe(150)
  })
  it("CONST-14 live-score frame 2500px and standings frame 520px", () => {
    expect(C.LIVE_SCORE_FRAME_HEIGHT_PX).toBe(2500)
    expect(C.STANDINGS_FRAME_HEIGHT_PX).toBe(520)
  })
  it("CONST-15 public header 110px and mobile drawer at most 300px", () => {
    expect(C.PUBLIC_HEADER_HEIGHT_PX).toBe(110)
    expect(C.MOBILE_DRAWER_MAX_WIDTH_PX).toBe(300)
  })
  it("CONST-17 5 withdrawals per day at every level", () => {
    expect(C.WITHDRAWALS_PER_DAY).toBe(5)
    expect(LEVEL_TIERS.map((tier) => tier.WITHDRAWALS_PER_DAY)).toEqual([5, 5, 5, 5, 5, 5])
  })
  it("CONST-19 minimum browser versions", () => {
    expect(MINIMUM_VERSIONS).toEqual({
      Chrome: 79,
      Firefox: 80,
      Opera: 86,
      Safari: 12,
      Edge: 15,
      IE: 10,
      Samsung: 20,
      "Mobile Safari": 13
    })
  })
  it("CONST-21 socket rooms and events", () => {
    expect(C.SOCKET_ROOMS).toEqual(["user", "allUserRoom"])
    expect(C.SOCKET_JOIN_EVENT).toBe("join-room")
    expect(C.SOCKET_LEAVE_EVENT).toBe("leave-room")
  })
  it("CONST-22 platform header values AND/IOS/DSK and channel web", () => {
    expect(C.PLATFORM_HEADER).toEqual({ android: "AND", ios: "IOS", desktop: "DSK" })
    expect(C.CHANNEL_HEADER).toBe("web")
  })
  it("CONST-23 session-ending statuses 401/403/500256; network-flag statuses 408/503", () => {
    expect([...C.SESSION_ENDING_STATUSES].sort()).toEqual([401, 403, 500256])
    expect([...C.NETWORK_FLAG_STATUSES].sort()).toEqual([408, 503])
    // A status must never be in both tables.
    expect(C.SESSION_ENDING_STATUSES.filter((s) => C.NETWORK_FLAG_STATUSES.includes(s))).toEqual([])
  })
  it("CONST-24 the maintenance status is MA", () => expect(C.MAINTENANCE_STATUS).toBe("MA"))
  it("CONST-25 / PROD-10 / PROD-11 / ENT-17 log kinds, game categories and slot types", () => {
    expect(LOG_KINDS).toEqual(["af", "wl"])
    expect(GAME_CATEGORIES).toEqual(["casino", "sport", "fishing", "card", "lotto", "slot", "hot"])
    expect(SLOT_TYPES).toEqual(["JK", "AC", "SG", "XE"])
    expect(GAME_CATEGORIES).toContain(DEFAULT_GAME_CATEGORY)
  })
})
