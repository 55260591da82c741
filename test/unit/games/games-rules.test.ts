import { describe, expect, it } from "vitest"
import {
  categoryFromParam,
  FAVOURITES_LIMIT,
  GAME_CATEGORIES,
  GAME_CATEGORY_NAMES,
  isFavourite,
  launchAddress,
  LOBBY_TABS,
  matchesGameSearch,
  RECENT_LIMIT,
  safeReturnUrl,
  SLOT_TYPES,
  withFavouriteToggled,
  withRecentlyPlayed
} from "../../../src/domain/game"
import { gameSummary } from "./games-fixtures"

// The lobby's rules (issue #11), shared by the client and the reference API.

const ORIGIN = "https://play.example.test"

describe("categories and tabs (PROD-10, PROD-11, UI-16)", () => {
  it("PROD-10 the categories are exactly casino, sport, fishing, card, lotto, slot and hot", () => {
    expect([...GAME_CATEGORIES].sort()).toEqual(["card", "casino", "fishing", "hot", "lotto", "slot", "sport"])
  })

  it("PROD-11 the slot types are JK, AC, SG and XE", () => {
    expect(SLOT_TYPES).toEqual(["JK", "AC", "SG", "XE"])
  })

  it("#11 the tabs run hot, sport, casino, slot, fishing, card, lotto with the issue's Thai names", () => {
    expect(LOBBY_TABS.map((category) => GAME_CATEGORY_NAMES[category])).toEqual([
      "เกมฮิต",
      "กีฬา",
      "คาสิโน",
      "สล็อต",
      "ยิงปลา",
      "ไพ่",
      "หวย"
    ])
    expect([...LOBBY_TABS].sort()).toEqual([...GAME_CATEGORIES].sort())
  })

  it("UI-16 ?cat= picks its category; none or an unknown one is sport", () => {
    expect(categoryFromParam("fishing")).toBe("fishing")
    expect(categoryFromParam("hot")).toBe("hot")
    expect(categoryFromParam(null)).toBe("sport")
    expect(categoryFromParam("")).toBe("sport")
    expect(categoryFromParam("SLOT")).toBe("sport")
    expect(categoryFromParam("poker")).toBe("sport")
  })
})

describe("'ค้นหาเกม' (#11)", () => {
  const game = { name: "มังกรทอง เมก้าเวย์", nameEn: "Golden Dragon Megaways" }

  it("matches any part of the Thai or the English name, ignoring case and extra spaces", () => {
    expect(matchesGameSearch(game, "มังกร")).toBe(true)
    expect(matchesGameSearch(game, "เมก้า")).toBe(true)
    expect(matchesGameSearch(game, "golden")).toBe(true)
    expect(matchesGameSearch(game, "DRAGON mega")).toBe(true)
    expect(matchesGameSearch(game, "  dragon   megaways ")).toBe(true)
  })

  it("an empty query matches every game; a name that is not there matches none", () => {
    expect(matchesGameSearch(game, "")).toBe(true)
    expect(matchesGameSearch(game, "   ")).toBe(true)
    expect(matchesGameSearch(game, "koi")).toBe(false)
    expect(matchesGameSearch(game, "ปลา")).toBe(false)
  })
})

describe("the shelves kept on the device (#11)", () => {
  const a = gameSummary({ code: "a" })
  const b = gameSummary({ code: "b" })
  const sameCodeOtherProvider = gameSummary({ code: "a", provider: "AC" })

  it("'เล่นล่าสุด': the game opened goes first, once, and the shelf keeps the last RECENT_LIMIT", () => {
    expect(withRecentlyPlayed([a, b], b)).toEqual([b, a])
    expect(withRecentlyPlayed([a], sameCodeOtherProvider)).toEqual([sameCodeOtherProvider, a])
    const many = Array.from({ length: RECENT_LIMIT }, (_, index) => gameSummary({ code: `g${index}` }))
    const after = withRecentlyPlayed(many, a)
    expect(after).toHaveLength(RECENT_LIMIT)
    expect(after[0]).toBe(a)
    expect(after.some((game) => game.code === `g${RECENT_LIMIT - 1}`)).toBe(false)
  })

  it("'เพิ่มในเกมโปรด' adds a game, a second press removes it; the oldest makes room past the limit", () => {
    const added = withFavouriteToggled([b], a)
    expect(added).toEqual([a, b])
    expect(isFavourite(added, a)).toBe(true)
    expect(isFavourite(added, sameCodeOtherProvider)).toBe(false)
    expect(withFavouriteToggled(added, a)).toEqual([b])
    const full = Array.from({ length: FAVOURITES_LIMIT }, (_, index) => gameSummary({ code: `f${index}` }))
    const past = withFavouriteToggled(full, a)
    expect(past).toHaveLength(FAVOURITES_LIMIT)
    expect(past[0]).toBe(a)
  })
})

describe("addresses (#11: no open redirect, no script in the lobby's tab)", () => {
  it("the return address is accepted on this origin inside the player area only", () => {
    expect(safeReturnUrl(`${ORIGIN}/auth/games/slot/JK?q=dragon`, ORIGIN)).toBe(`${ORIGIN}/auth/games/slot/JK?q=dragon`)
    expect(safeReturnUrl("https://evil.example/auth/games/category", ORIGIN)).toBeNull()
    expect(safeReturnUrl(`${ORIGIN}/login`, ORIGIN)).toBeNull()
    expect(safeReturnUrl("javascript:alert(1)", ORIGIN)).toBeNull()
    expect(safeReturnUrl("//evil.example/auth/games", ORIGIN)).toBeNull()
    expect(safeReturnUrl("/auth/games/category", ORIGIN)).toBeNull()
    expect(safeReturnUrl(`https://user:pw@play.example.test/auth/games`, ORIGIN)).toBeNull()
    expect(safeReturnUrl(`http://play.example.test/auth/games`, ORIGIN)).toBeNull()
  })

  it("a launch address resolves against the site and must be http(s)", () => {
    expect(launchAddress("/stand-in/game/abc", ORIGIN)).toBe(`${ORIGIN}/stand-in/game/abc`)
    expect(launchAddress("https://games.provider.test/play?t=1", ORIGIN)).toBe("https://games.provider.test/play?t=1")
    expect(launchAddress("javascript:alert(1)", ORIGIN)).toBeNull()
    expect(launchAddress("data:text/html,hi", ORIGIN)).toBeNull()
  })
})
