import { describe, expect, it } from "vitest"
import { initialState } from "../../../src/events/state"
import { reduce, replay } from "../../../src/events/reducer"
import {
  selectCategoryGames,
  selectFavouriteGames,
  selectGameCashOut,
  selectGameOpenBusy,
  selectGameOpening,
  selectProviderGames,
  selectRecentGames
} from "../../../src/events/games/selectors"
import type { AppEvent } from "../../../src/events/schemas"
import { player } from "../events/fixtures"
import { cashOut, gameLaunch, gameProvider, gameSummary } from "./games-fixtures"

// The `game` slice (ENT-14, STORE-03, issue #11): what each event does to it.

const signedIn = (...events: ReadonlyArray<AppEvent>) => replay([{ _tag: "GetCurrentUser", user: player }, ...events])
const dragon = gameSummary()
const koi = gameSummary({ code: "lucky-koi", name: "ปลาคาร์ปนำโชค", nameEn: "Lucky Koi" })
const failure = (message: string) => ({ _tag: "ServerError" as const, status: 500, message })

describe("game slice", () => {
  it("ENT-14 starts at sport, with the slot types and one empty list per category", () => {
    expect(initialState.game.gameCategory).toBe("sport")
    expect(initialState.game.slotTypes).toEqual(["JK", "AC", "SG", "XE"])
    expect(Object.keys(initialState.game.lists).sort()).toEqual(
      ["card", "casino", "fishing", "hot", "lotto", "slot", "sport"].sort()
    )
    expect(Object.values(initialState.game.lists).every((list) => list._tag === "Idle")).toBe(true)
  })

  it("#11 a tab's late answer lands in its own list and never shows on the tab chosen after it", () => {
    const state = signedIn(
      { _tag: "CategoryGamesLoading", category: "casino" },
      { _tag: "CategoryGamesLoading", category: "slot" },
      { _tag: "CategoryGamesLoaded", category: "slot", data: { category: "slot", games: [dragon] } },
      { _tag: "CategoryGamesLoaded", category: "casino", data: { category: "casino", games: [koi] } }
    )
    expect(selectCategoryGames(state, "slot")).toEqual({ _tag: "Loaded", data: [dragon] })
    expect(selectCategoryGames(state, "casino")).toEqual({ _tag: "Loaded", data: [koi] })
  })

  it("#11 latest wins: a provider's answer that arrives after another provider was asked is dropped", () => {
    const state = signedIn(
      { _tag: "ProviderGamesLoading", category: "slot", provider: "JK" },
      { _tag: "ProviderGamesLoading", category: "slot", provider: "AC" },
      {
        _tag: "ProviderGamesLoaded",
        category: "slot",
        provider: "JK",
        data: { category: "slot", provider: gameProvider(), games: [dragon] }
      }
    )
    expect(selectProviderGames(state)._tag).toBe("Loading")
    const answered = reduce(state, {
      _tag: "ProviderGamesLoaded",
      category: "slot",
      provider: "AC",
      data: { category: "slot", provider: gameProvider({ code: "AC" }), games: [koi] }
    })
    expect(selectProviderGames(answered)).toMatchObject({ _tag: "Loaded", data: { games: [koi] } })
  })

  it("#11 a reload keeps the list shown (no blink), and a failure then keeps it too", () => {
    const loaded = signedIn(
      { _tag: "CategoryGamesLoading", category: "hot" },
      { _tag: "CategoryGamesLoaded", category: "hot", data: { category: "hot", games: [dragon] } },
      { _tag: "CategoryGamesLoading", category: "hot" },
      { _tag: "CategoryGamesFailed", category: "hot", failure: failure("ล่ม") }
    )
    expect(selectCategoryGames(loaded, "hot")).toEqual({ _tag: "Loaded", data: [dragon] })
    const failed = signedIn(
      { _tag: "CategoryGamesLoading", category: "card" },
      { _tag: "CategoryGamesFailed", category: "card", failure: failure("ล่ม") }
    )
    expect(selectCategoryGames(failed, "card")).toEqual({ _tag: "Failed", message: "ล่ม" })
  })

  it("#11 opening a game puts it first in 'เล่นล่าสุด'; favourites toggle in and out", () => {
    const state = signedIn(
      { _tag: "GameShelvesRestored", recent: [koi], favourites: [] },
      { _tag: "GameFavouriteToggled", game: dragon },
      { _tag: "GameOpenStarted", game: dragon, key: "k1" },
      { _tag: "GameOpened", game: dragon, launch: gameLaunch() }
    )
    expect(selectRecentGames(state)).toEqual([dragon, koi])
    expect(selectFavouriteGames(state)).toEqual([dragon])
    expect(selectFavouriteGames(reduce(state, { _tag: "GameFavouriteToggled", game: dragon }))).toEqual([])
    expect(selectGameOpenBusy(state)).toBe(true)
  })

  it("money.md a refused opening ends the intent (a new key next time); an unsure one keeps its key", () => {
    const refused = signedIn(
      { _tag: "GameOpenStarted", game: dragon, key: "k1" },
      { _tag: "GameOpenFailed", failure: { _tag: "ServerError", status: 422, message: "เครดิตไม่พอสำหรับเข้าเกม" } }
    )
    expect(selectGameOpening(refused)).toMatchObject({ key: null, status: "idle", error: "เครดิตไม่พอสำหรับเข้าเกม" })
    const unsure = signedIn(
      { _tag: "GameOpenStarted", game: dragon, key: "k1" },
      { _tag: "GameOpenUnsure", failure: { _tag: "Timeout", status: null, message: "t" } },
      { _tag: "GameOpenVerified", opened: true }
    )
    expect(selectGameOpening(unsure)).toMatchObject({ key: "k1", status: "idle", outcome: "opened-elsewhere" })
  })

  it("STORE-03 a failed cash-out stores its error; coming back from a game frees 'เล่น' again", () => {
    const failed = signedIn(
      { _tag: "GameCashOutStarted", key: "c1", trigger: "button" },
      { _tag: "GameCashOutFailed", failure: failure("ดึงเครดิตไม่สำเร็จ") }
    )
    expect(selectGameCashOut(failed)).toMatchObject({ status: "idle", error: "ดึงเครดิตไม่สำเร็จ" })
    const back = signedIn(
      { _tag: "GameOpenStarted", game: dragon, key: "k1" },
      { _tag: "GameOpened", game: dragon, launch: gameLaunch() },
      { _tag: "GameCashOutStarted", key: "c1", trigger: "return" },
      { _tag: "GameCashedOut", cashOut: cashOut() }
    )
    expect(selectGameOpenBusy(back)).toBe(false)
    expect(selectGameCashOut(back)).toMatchObject({ status: "idle", key: null, last: cashOut() })
  })

  it("money.md an unsure cash-out read back: not done keeps its key for the resend; unreadable says so", () => {
    const notDone = signedIn(
      { _tag: "GameCashOutStarted", key: "c1", trigger: "button" },
      { _tag: "GameCashOutUnsure", failure: { _tag: "NetworkError", status: null, message: "x" } },
      { _tag: "GameCashOutVerified", done: false }
    )
    expect(selectGameCashOut(notDone)).toMatchObject({ status: "idle", key: "c1", unverified: false })
    const unreadable = reduce(notDone, { _tag: "GameCashOutVerified", done: null })
    expect(selectGameCashOut(unreadable).unverified).toBe(true)
  })

  it("STORE-04 a player's games answer after Logout does not refill the state", () => {
    const state = reduce(signedIn({ _tag: "Logout" }), {
      _tag: "CategoryGamesLoaded",
      category: "slot",
      data: { category: "slot", games: [dragon] }
    })
    expect(selectCategoryGames(state, "slot")._tag).toBe("Idle")
  })
})
