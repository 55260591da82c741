import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import type { AppEvent } from "../../../src/events/schemas"
import { isPlayersOwn, reduce, replay } from "../../../src/events/reducer"
import { RemoteData } from "../../../src/events/remote-data"
import { selectBalance, selectCreditInFlight, selectCreditRefreshError } from "../../../src/events/player/selectors"
import { selectCheckInPopupOpen } from "../../../src/events/check-in/selectors"
import {
  selectCurrentUser,
  selectIsLoggedIn,
  selectLoginError,
  selectLoginPending,
  selectSessionExpired
} from "../../../src/events/session/selectors"
import { selectErrorMessage, selectNetworkUnstable } from "../../../src/events/site/selectors"
import { initialState, type AppState } from "../../../src/events/state"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import {
  checkInEntry,
  configurationItem,
  globalSetting,
  player,
  profile,
  serverFailure,
  timeoutFailure,
  userSetting
} from "./fixtures"
import { populatedState } from "./sample-events"

const after = (...events: ReadonlyArray<AppEvent>) => replay(events)
const from = (state: AppState, ...events: ReadonlyArray<AppEvent>) => replay(events, state)
const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
/** A player's data only lands in a live session, so these start signed in. */
const afterSignIn = (...events: ReadonlyArray<AppEvent>) => replay(events, signedIn)

describe("initial state", () => {
  it("STORE-01 has the 19 slices, plus only the areas the spec lists no slice for (ranking, #13 OPEN-09; account and security, #14; the shell snapshot, #16)", () => {
    expect(Object.keys(initialState).sort()).toEqual(
      [
        "ranking",
        "account",
        "security",
        "shell",
        "global",
        "user",
        "auth",
        "deposit",
        "withdraw",
        "game",
        "affiliate",
        "winlost",
        "reward",
        "log",
        "wheel",
        "register",
        "flipCard",
        "gameEvent",
        "announcement",
        "checkIn",
        "slip",
        "userAddress",
        "configuration"
      ].sort()
    )
  })

  it("AUTH-05 the auth state starts with no current user, not loading, no error", () => {
    expect(initialState.auth).toEqual({
      session: { _tag: "Anonymous" },
      loading: false,
      error: null,
      lockedUntil: null
    })
    expect(selectCurrentUser(initialState)).toBeNull()
    expect(selectLoginPending(initialState)).toBe(false)
    expect(selectLoginError(initialState)).toBeNull()
  })

  it("ENT-13..ENT-19 / PROD-12 initial slice shapes follow the spec", () => {
    expect(initialState.game.gameCategory).toBe("sport")
    // ENT-16: the spec's members; the area keeps its own (load state, the write) beside them.
    expect(initialState.withdraw).toMatchObject({ request: {}, requestList: [], history: [], public: {} })
    expect(initialState.wheel).toEqual({ segments: [], reward: {}, log: {} })
    expect(initialState.flipCard).toEqual({})
    expect(Object.keys(initialState.slip).sort()).toEqual(["error", "myRequests", "result", "verify"])
    expect(initialState.register).toEqual({ step1: null, step2: null })
    // ENT-18 (#14): one record, not a list; nothing loaded and no save at start.
    expect(initialState.userAddress).toEqual({
      record: { _tag: "Idle" },
      save: { phase: null, pending: null, error: null }
    })
    // The slice still reserved for a later issue keeps the spec's initial value.
    expect(initialState.gameEvent).toEqual({})
    expect(initialState.global.online).toBe(true)
    expect(initialState.global.networkUnstable).toBe(false)
  })
})

describe("datasets (STORE-02, STORE-03)", () => {
  const after = afterSignIn
  const datasets = [
    {
      name: "operation",
      pick: (s: AppState) => s.global.operation,
      loading: { _tag: "OperationLoading" },
      loaded: { _tag: "OperationLoaded", data: { websiteStatus: "OPEN" } },
      data: { websiteStatus: "OPEN" },
      failed: { _tag: "OperationFailed", failure: serverFailure("ผิดพลาด") }
    },
    {
      name: "settings",
      pick: (s: AppState) => s.global.settings,
      loading: { _tag: "SettingsLoading" },
      loaded: { _tag: "SettingsLoaded", data: globalSetting },
      data: globalSetting,
      failed: { _tag: "SettingsFailed", failure: serverFailure("ผิดพลาด") }
    },
    {
      name: "profile",
      pick: (s: AppState) => s.user.profile,
      loading: { _tag: "ProfileLoading" },
      loaded: { _tag: "ProfileLoaded", data: profile },
      data: profile,
      failed: { _tag: "ProfileFailed", failure: serverFailure("ผิดพลาด") }
    },
    {
      name: "user setting",
      pick: (s: AppState) => s.user.setting,
      loading: { _tag: "UserSettingLoading" },
      loaded: { _tag: "UserSettingLoaded", data: userSetting },
      data: userSetting,
      failed: { _tag: "UserSettingFailed", failure: serverFailure("ผิดพลาด") }
    },
    {
      name: "credit",
      pick: (s: AppState) => s.user.credit,
      loading: { _tag: "CreditLoading", requestId: 7 },
      loaded: { _tag: "CreditLoaded", requestId: 7, data: { balance: satang(1_000), balanceType: "M" } },
      data: { balance: satang(1_000), balanceType: "M" },
      failed: { _tag: "CreditFailed", requestId: 7, failure: serverFailure("ผิดพลาด") }
    },
    {
      name: "check-in list",
      pick: (s: AppState) => s.checkIn.list,
      loading: { _tag: "CheckInListLoading", today: 2 },
      loaded: { _tag: "CheckInListLoaded", data: [checkInEntry(1)], today: 2 },
      data: [checkInEntry(1)],
      failed: { _tag: "CheckInListFailed", today: 2, failure: serverFailure("ผิดพลาด") }
    }
  ] satisfies ReadonlyArray<{
    name: string
    pick: (s: AppState) => RemoteData<unknown>
    loading: AppEvent
    loaded: AppEvent
    data: unknown
    failed: AppEvent
  }>

  for (const d of datasets) {
    it(`STORE-02 ${d.name}: Loading while pending, Loaded with the data afterwards`, () => {
      expect(d.pick(initialState)._tag).toBe("Idle")
      const pending = after(d.loading)
      expect(d.pick(pending)._tag).toBe("Loading")
      expect(d.pick(from(pending, d.loaded))).toEqual(RemoteData.Loaded({ data: d.data }))
    })

    it(`STORE-03 OPEN-15 ${d.name}: a failure stores its message and stops loading`, () => {
      expect(d.pick(after(d.loading, d.failed))).toEqual(RemoteData.Failed({ message: "ผิดพลาด" }))
    })

    it(`STORE-13 ERR-01 ${d.name}: the failure's one event also sets the last error message`, () => {
      expect(selectErrorMessage(after(d.loading, d.failed))).toBe("ผิดพลาด")
    })
  }

  it("STORE-02 / STORE-08 configuration goes Loading, then Loaded with a map keyed by item key", () => {
    expect(after({ _tag: "ConfigurationLoading" }).configuration.items._tag).toBe("Loading")
    const state = after(
      { _tag: "ConfigurationLoading" },
      { _tag: "ConfigurationLoaded", data: [configurationItem("home.normal.logo", "/a.png")] }
    )
    const items = state.configuration.items
    expect(items._tag).toBe("Loaded")
    if (items._tag !== "Loaded") return
    expect(items.data["home.normal.logo"]?.value.data.path).toBe("/a.png")
    expect(after({ _tag: "ConfigurationFailed", failure: serverFailure("ผิดพลาด") }).configuration.items).toEqual(
      RemoteData.Failed({ message: "ผิดพลาด" })
    )
  })
})

describe("credit is latest-wins (STORE-09, DESIGN-07)", () => {
  const after = afterSignIn
  it("STORE-09 a stale CreditLoaded from an older request is ignored", () => {
    const state = after(
      { _tag: "CreditLoading", requestId: 1 },
      { _tag: "CreditLoading", requestId: 2 },
      { _tag: "CreditLoaded", requestId: 2, data: { balance: satang(20_000), balanceType: "M" } },
      { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(10_000), balanceType: "M" } }
    )
    expect(selectBalance(state)).toBe(20_000)
    expect(state.user.latestCreditRequest).toBe(2)
  })

  it("STORE-09 a stale answer arriving before the latest one does not land either", () => {
    const pending = after({ _tag: "CreditLoading", requestId: 1 }, { _tag: "CreditLoading", requestId: 2 })
    expect(
      from(pending, { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(10_000), balanceType: "M" } })
    ).toBe(pending)
    // A stale failure leaves the balance alone; its message still becomes the last error (ERR-01).
    const staleFailure = from(pending, { _tag: "CreditFailed", requestId: 1, failure: serverFailure("คำตอบเก่า") })
    expect(staleFailure.user).toBe(pending.user)
    expect(selectErrorMessage(staleFailure)).toBe("คำตอบเก่า")
  })

  it("STORE-09 a loaded balance stays visible while a refresh is in flight", () => {
    const state = after(
      { _tag: "CreditLoading", requestId: 1 },
      { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(10_000), balanceType: "M" } },
      { _tag: "CreditLoading", requestId: 2 }
    )
    expect(state.user.credit._tag).toBe("Loaded")
    expect(selectBalance(state)).toBe(10_000)
    expect(state.user.creditRefreshing).toBe(true)
  })

  it("#9 a failed refresh keeps the balance shown, marked as maybe out of date, until a refresh succeeds", () => {
    const shown = after(
      { _tag: "CreditLoading", requestId: 1 },
      { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(10_000), balanceType: "M" } },
      { _tag: "CreditLoading", requestId: 2 }
    )
    const failed = from(shown, { _tag: "CreditFailed", requestId: 2, failure: serverFailure("ผิดพลาด") })
    expect(selectBalance(failed)).toBe(10_000)
    expect(failed.user.creditRefreshing).toBe(false)
    expect(selectCreditRefreshError(failed)).toBe("ผิดพลาด")
    const again = from(failed, { _tag: "CreditLoading", requestId: 3 })
    expect(selectCreditRefreshError(again)).toBeNull()
    expect(selectCreditInFlight(again)).toBe(true)
    const fresh = from(again, {
      _tag: "CreditLoaded",
      requestId: 3,
      data: { balance: satang(12_000), balanceType: "M" }
    })
    expect(selectBalance(fresh)).toBe(12_000)
    expect(selectCreditInFlight(fresh)).toBe(false)
    // With no balance shown yet, a failure is the dataset's own.
    const first = after(
      { _tag: "CreditLoading", requestId: 1 },
      { _tag: "CreditFailed", requestId: 1, failure: serverFailure("ผิดพลาด") }
    )
    expect(first.user.credit).toEqual({ _tag: "Failed", message: "ผิดพลาด" })
  })

  it("STORE-09 an answer without any request is ignored", () => {
    const state = after({ _tag: "CreditLoaded", requestId: 1, data: { balance: satang(100), balanceType: "M" } })
    expect(state.user.credit._tag).toBe("Idle")
  })
})

describe("session (AUTH, STORE-04, DESIGN-08)", () => {
  it("AUTH-01 GetCurrentUser restores the stored player; NoCurrentUser records a guest", () => {
    expect(selectCurrentUser(after({ _tag: "GetCurrentUser", user: player }))).toEqual(player)
    const guest = after({ _tag: "NoCurrentUser" })
    expect(selectCurrentUser(guest)).toBeNull()
    expect(guest.auth.session._tag).toBe("Anonymous")
  })

  it("AUTH-02 / ENT-02 a restored user without profile.uuid counts as a guest", () => {
    const { profile: _profile, ...withoutUuid } = player
    for (const user of [withoutUuid, { ...player, profile: {} }, { ...player, profile: { uuid: "" } }]) {
      const state = after({ _tag: "GetCurrentUser", user })
      expect(selectIsLoggedIn(state)).toBe(false)
      expect(selectCurrentUser(state)).toBeNull()
    }
  })

  it("AUTH-06 LoginStarted sets loading and clears an old error", () => {
    const state = after(
      { _tag: "LoginFail", failure: serverFailure("คำตอบเก่า") },
      { _tag: "LoginStarted", source: "login-page" }
    )
    expect(state.auth.loading).toBe(true)
    expect(state.auth.error).toBeNull()
    expect(selectIsLoggedIn(state)).toBe(false)
  })

  it("AUTH-07 LoginSuccess sets the current user, clears the error and stops loading", () => {
    const state = after(
      { _tag: "LoginStarted", source: "login-page" },
      { _tag: "LoginFail", failure: serverFailure("ข้อความ") },
      { _tag: "LoginStarted", source: "login-page" },
      { _tag: "LoginSuccess", user: player }
    )
    expect(state.auth).toEqual({
      session: { _tag: "Authenticated", currentUser: player },
      loading: false,
      error: null,
      lockedUntil: null
    })
    expect(selectIsLoggedIn(state)).toBe(true)
  })

  it("AUTH-08 ERR-18 LoginFail keeps the server's message, stops loading and stays a guest", () => {
    const state = after(
      { _tag: "LoginStarted", source: "login-page" },
      { _tag: "LoginFail", failure: serverFailure("ถูกปฏิเสธ") }
    )
    expect(state.auth.error).toBe("ถูกปฏิเสธ")
    expect(state.auth.loading).toBe(false)
    expect(selectIsLoggedIn(state)).toBe(false)
    expect(selectNetworkUnstable(state)).toBe(false)
  })

  it("AUTH-08 ERR-09 a login with no answer shows the timeout text and raises the network flag, from its one event", () => {
    const state = after({ _tag: "LoginStarted", source: "login-page" }, { _tag: "LoginFail", failure: timeoutFailure })
    expect(state.auth.error).toBe(ERROR_TEXT.Timeout)
    expect(selectErrorMessage(state)).toBe(ERROR_TEXT.Timeout)
    expect(selectNetworkUnstable(state)).toBe(true)
  })

  it("AUTH-09 LoginOnHomePageSuccess/Fail have the same effects as LoginSuccess/LoginFail", () => {
    const start: AppEvent = { _tag: "LoginStarted", source: "home-page" }
    expect(after(start, { _tag: "LoginOnHomePageSuccess", user: player })).toEqual(
      after(start, { _tag: "LoginSuccess", user: player })
    )
    expect(after(start, { _tag: "LoginOnHomePageFail", failure: serverFailure("ถูกปฏิเสธ") })).toEqual(
      after(start, { _tag: "LoginFail", failure: serverFailure("ถูกปฏิเสธ") })
    )
    expect(selectLoginError(after(start, { _tag: "LoginOnHomePageFail", failure: serverFailure("ถูกปฏิเสธ") }))).toBe(
      "ถูกปฏิเสธ"
    )
  })

  it("STORE-04 / AUTH-11 Logout resets a populated state to exactly the initial state", () => {
    expect(populatedState).not.toEqual(initialState)
    expect(selectIsLoggedIn(populatedState)).toBe(true)
    const state = reduce(populatedState, { _tag: "Logout" })
    expect(state).toEqual(initialState)
    expect(Object.keys(state).sort()).toEqual(Object.keys(initialState).sort())
  })

  it("AUTH-10 SessionTimeout while Authenticated expires the session and resets every other slice", () => {
    const state = reduce(populatedState, { _tag: "SessionTimeout" })
    expect(state).toEqual({ ...initialState, auth: { ...initialState.auth, session: { _tag: "Expired" } } })
    expect(selectSessionExpired(state)).toBe(true)
    expect(selectIsLoggedIn(state)).toBe(false)
  })

  it("AUTH-10 SessionTimeout while Anonymous or already Expired changes nothing", () => {
    const guest = after({ _tag: "NoCurrentUser" }, { _tag: "GameCategoryChosen", category: "slot" })
    expect(reduce(guest, { _tag: "SessionTimeout" })).toBe(guest)
    const expired = reduce(populatedState, { _tag: "SessionTimeout" })
    expect(reduce(expired, { _tag: "SessionTimeout" })).toBe(expired)
  })

  it("DESIGN-08 reduce never mutates its input", () => {
    const snapshot = structuredClone(populatedState)
    reduce(populatedState, { _tag: "Logout" })
    reduce(populatedState, { _tag: "CheckInDone", entry: checkInEntry(16), today: 16 })
    reduce(populatedState, { _tag: "GameCategoryChosen", category: "card" })
    expect(populatedState).toEqual(snapshot)
  })
})

describe("check-in (CHECKIN-02..CHECKIN-06)", () => {
  const after = afterSignIn
  const loaded = (days: ReadonlyArray<number>, today: number) =>
    after(
      { _tag: "CheckInListLoading", today },
      { _tag: "CheckInListLoaded", data: days.map((d) => checkInEntry(d)), today }
    )

  it("CHECKIN-02 the popup is closed before and while the list is loading", () => {
    expect(selectCheckInPopupOpen(initialState)).toBe(false)
    expect(selectCheckInPopupOpen(after({ _tag: "CheckInListLoading", today: 15 }))).toBe(false)
    // A reload of a list whose popup was open closes it until the answer arrives.
    const open = loaded([13, 14], 15)
    expect(selectCheckInPopupOpen(open)).toBe(true)
    expect(selectCheckInPopupOpen(from(open, { _tag: "CheckInListLoading", today: 15 }))).toBe(false)
  })

  it("CHECKIN-03 an entry for today keeps the popup hidden", () => {
    const state = loaded([13, 15], 15)
    expect(state.checkIn.doneToday).toBe(true)
    expect(selectCheckInPopupOpen(state)).toBe(false)
  })

  it("CHECKIN-04 no entry for today opens the popup", () => {
    expect(selectCheckInPopupOpen(loaded([13, 14], 15))).toBe(true)
    expect(selectCheckInPopupOpen(loaded([], 1))).toBe(true)
  })

  it("CHECKIN-04 a failed list never opens the popup", () => {
    expect(
      selectCheckInPopupOpen(after({ _tag: "CheckInListFailed", today: 15, failure: serverFailure("ผิดพลาด") }))
    ).toBe(false)
  })

  it("CHECKIN-06 CheckInDone hides the popup, stores value/tomorrowValue and appends the entry", () => {
    const before = loaded([13, 14], 15)
    const entry = { ...checkInEntry(15, satang(4_000)), tomorrowValue: satang(5_500) }
    const state = from(before, { _tag: "CheckInStarted" }, { _tag: "CheckInDone", entry, today: 15 })
    expect(selectCheckInPopupOpen(state)).toBe(false)
    expect(state.checkIn.value).toBe(4_000)
    expect(state.checkIn.tomorrowValue).toBe(5_500)
    expect(state.checkIn.phase).not.toBe("sending")
    const list = state.checkIn.list
    expect(list._tag).toBe("Loaded")
    if (list._tag !== "Loaded") return
    expect(list.data).toHaveLength(3)
    expect(list.data[2]).toEqual(entry)
  })

  it("CHECKIN-05 CheckInStarted marks submitting; CheckInFailed keeps the popup open with the error", () => {
    const before = loaded([14], 15)
    const submitting = from(before, { _tag: "CheckInStarted" })
    expect(submitting.checkIn.phase).toBe("sending")
    const failed = from(submitting, { _tag: "CheckInFailed", failure: serverFailure("ผิดพลาด") })
    expect(failed.checkIn.phase).not.toBe("sending")
    expect(failed.checkIn.error).toBe("ผิดพลาด")
    expect(selectCheckInPopupOpen(failed)).toBe(true)
  })

  it("#9 money.md an unsure check-in keeps its key and the popup open while its outcome is read from the list", () => {
    const open = loaded([13, 14], 15)
    const unsure = from(
      open,
      { _tag: "CheckInStarted", key: "k1" },
      { _tag: "CheckInUnsure", failure: timeoutFailure },
      { _tag: "CheckInListLoading", today: 15 }
    )
    expect(unsure.checkIn.phase).toBe("verifying")
    expect(unsure.checkIn.pending?.key ?? null).toBe("k1")
    expect(selectCheckInPopupOpen(unsure)).toBe(true)
    const done = from(unsure, {
      _tag: "CheckInListLoaded",
      data: [checkInEntry(13), checkInEntry(14), checkInEntry(15, satang(3_000))],
      today: 15
    })
    expect(done.checkIn).toMatchObject({
      phase: null,
      pending: null,
      doneToday: true,
      value: 3_000,
      error: null
    })
    expect(selectCheckInPopupOpen(done)).toBe(false)
    const notDone = from(unsure, { _tag: "CheckInListLoaded", data: [checkInEntry(13), checkInEntry(14)], today: 15 })
    expect(notDone.checkIn).toMatchObject({ phase: "not-done", pending: { key: "k1" } })
    expect(selectCheckInPopupOpen(notDone)).toBe(true)
    const unreadable = from(unsure, { _tag: "CheckInListFailed", failure: timeoutFailure, today: 15 })
    expect(unreadable.checkIn).toMatchObject({ phase: "unverified", pending: { key: "k1" } })
    // The list shown stays: an unreadable outcome does not replace it with an error.
    expect(unreadable.checkIn.list._tag).toBe("Loaded")
  })

  it("CHECKIN-04 #15 a dismissed popup stays closed across loads until the device forgets it (a new day)", () => {
    const dismissed = from(loaded([14], 15), { _tag: "CheckInPopupDismissed" })
    expect(selectCheckInPopupOpen(dismissed)).toBe(false)
    const reloaded = from(dismissed, { _tag: "CheckInListLoaded", data: [checkInEntry(14)], today: 15 })
    expect(selectCheckInPopupOpen(reloaded)).toBe(false)
    const nextDay = from(
      reloaded,
      { _tag: "CheckInPopupRemembered", seenToday: false },
      {
        _tag: "CheckInListLoaded",
        data: [checkInEntry(14)],
        today: 16
      }
    )
    expect(selectCheckInPopupOpen(nextDay)).toBe(true)
    const rememberedAtEntry = from(loaded([14], 16), { _tag: "CheckInPopupRemembered", seenToday: true })
    expect(selectCheckInPopupOpen(rememberedAtEntry)).toBe(false)
  })
})

describe("global slice (ERR-01, STORE-13, COMPAT-11, RT-08) and game category (UI-17)", () => {
  it("ERR-01 / STORE-13 every failure event stores its message as the last error message, whoever is on the site", () => {
    const state = after(
      { _tag: "SettingsFailed", failure: serverFailure("ครั้งแรก") },
      { _tag: "OperationFailed", failure: serverFailure("ล้มเหลว") }
    )
    expect(selectErrorMessage(state)).toBe("ล้มเหลว")
    expect(selectErrorMessage(after({ _tag: "SettingsFailed", failure: serverFailure("") }))).toBe(
      ERROR_TEXT.ServerError
    )
  })

  it("STORE-13 / ERR-07..ERR-09 a Timeout failure raises the flag, other failures leave it; NetworkRecovered lowers it", () => {
    expect(selectNetworkUnstable(after({ _tag: "SettingsFailed", failure: serverFailure("ผิดพลาด", 500) }))).toBe(false)
    const unstable = after({ _tag: "SettingsFailed", failure: { _tag: "Timeout", status: 503, message: "busy" } })
    expect(selectNetworkUnstable(unstable)).toBe(true)
    expect(selectErrorMessage(unstable)).toBe(ERROR_TEXT.Timeout)
    // A later failure of another kind does not lower it.
    expect(selectNetworkUnstable(from(unstable, { _tag: "OperationFailed", failure: serverFailure("ข้อความ") }))).toBe(
      true
    )
    expect(selectNetworkUnstable(from(unstable, { _tag: "NetworkRecovered" }))).toBe(false)
    // Recovering while already stable returns the very same state (no re-render).
    expect(reduce(initialState, { _tag: "NetworkRecovered" })).toBe(initialState)
  })

  it("#9 OPEN-44 coming back online lowers the network-problem flag; going offline keeps it", () => {
    const unstable = after({ _tag: "SettingsFailed", failure: timeoutFailure })
    expect(selectNetworkUnstable(unstable)).toBe(true)
    const offline = from(unstable, { _tag: "ConnectivityChanged", online: false })
    expect(selectNetworkUnstable(offline)).toBe(true)
    expect(selectNetworkUnstable(from(offline, { _tag: "ConnectivityChanged", online: true }))).toBe(false)
  })

  it("COMPAT-11 ConnectivityChanged records online/offline", () => {
    const offline = after({ _tag: "ConnectivityChanged", online: false })
    expect(offline.global.online).toBe(false)
    expect(from(offline, { _tag: "ConnectivityChanged", online: true }).global.online).toBe(true)
  })

  it("#9 #27 SocketReconnected counts as a money move the socket may have missed, for a player only", () => {
    const moved = afterSignIn({ _tag: "SocketReconnected" }, { _tag: "BalanceChangedOnServer", kind: "deposit" })
    expect(moved.user.serverMoneyMoves).toBe(2)
    expect(after({ _tag: "SocketReconnected" }).user.serverMoneyMoves).toBe(0)
  })

  it("RT-08 OnlineCountReceived keeps the latest count", () => {
    const state = after({ _tag: "OnlineCountReceived", count: 5 }, { _tag: "OnlineCountReceived", count: 123 })
    expect(state.global.onlineCount).toBe(123)
  })

  it("UI-17 / LAYOUT-17 GameCategoryChosen changes only the game category", () => {
    const state = reduce(populatedState, { _tag: "GameCategoryChosen", category: "lotto" })
    expect(state.game.gameCategory).toBe("lotto")
    expect({ ...state, game: populatedState.game }).toEqual(populatedState)
  })

  it("STORE-13 errors and network flags survive unrelated events but not Logout", () => {
    const state = after(
      { _tag: "ConfigurationFailed", failure: timeoutFailure },
      { _tag: "ConfigurationFailed", failure: serverFailure("ล้มเหลว") },
      { _tag: "GameCategoryChosen", category: "card" }
    )
    expect(selectErrorMessage(state)).toBe("ล้มเหลว")
    expect(selectNetworkUnstable(reduce(state, { _tag: "Logout" }))).toBe(false)
  })
})

describe("player data outside a session", () => {
  it("STORE-13 a player's own events are those only a session answers: their data and their check-in", () => {
    const own = [
      { _tag: "ProfileFailed", failure: timeoutFailure },
      { _tag: "CreditFailed", requestId: 1, failure: timeoutFailure },
      { _tag: "CheckInFailed", failure: timeoutFailure }
    ] as const
    for (const event of own) expect(isPlayersOwn(event), event._tag).toBe(true)
    const everyone = [
      { _tag: "LoginFail", failure: timeoutFailure },
      { _tag: "SettingsFailed", failure: timeoutFailure },
      { _tag: "ConfigurationFailed", failure: timeoutFailure }
    ] as const
    for (const event of everyone) expect(isPlayersOwn(event), event._tag).toBe(false)
  })

  it("STORE-13 AUTH-10 a player's failure after Logout or SessionTimeout changes nothing, not even the last error", () => {
    const loggedOut = afterSignIn({ _tag: "Logout" })
    expect(reduce(loggedOut, { _tag: "ProfileFailed", failure: timeoutFailure })).toBe(loggedOut)
    const expired = afterSignIn({ _tag: "SessionTimeout" })
    expect(reduce(expired, { _tag: "CheckInFailed", failure: serverFailure("มาช้า") })).toBe(expired)
    // A guest's own failures still count: a refused login, the public settings.
    expect(selectErrorMessage(reduce(loggedOut, { _tag: "LoginFail", failure: serverFailure("ไม่มี") }))).toBe("ไม่มี")
    expect(selectNetworkUnstable(reduce(loggedOut, { _tag: "SettingsFailed", failure: timeoutFailure }))).toBe(true)
  })

  it("AUTH-10 STORE-04 a player's answer arriving after Logout or SessionTimeout changes nothing", () => {
    const loggedOut = afterSignIn({ _tag: "Logout" })
    const credit = { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(500), balanceType: "M" } } as const
    expect(reduce(loggedOut, credit)).toBe(loggedOut)
    const expired = afterSignIn({ _tag: "SessionTimeout" })
    expect(reduce(expired, { _tag: "UserSettingLoaded", data: userSetting })).toBe(expired)
    expect(reduce(expired, { _tag: "ProfileLoaded", data: profile })).toBe(expired)
    expect(reduce(expired, { _tag: "CheckInListLoaded", data: [checkInEntry(1)], today: 2 })).toBe(expired)
  })
})
