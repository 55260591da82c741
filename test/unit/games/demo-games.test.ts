import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"
import {
  allDemoGames,
  demoLobby,
  FEATURED_LIMIT,
  featuredGames,
  findDemoGame,
  providerGamesIn,
  providerIn
} from "../../../src/domain/demo/games"
import { DEMO_PROVIDERS } from "../../../src/domain/demo/game-providers"
import { GAME_CATEGORIES, LOBBY_TABS, PROVIDER_CODE, SLOT_TYPES } from "../../../src/domain/game"
import { GameLobby, GameSummary } from "../../../src/domain/game-schema"

// The demo lobby's generator (issue #11, PROD-10, PROD-11): a believable lobby, the same every time.

const providersOf = (category: string): ReadonlyArray<{ readonly code: string; readonly gameCount: number }> =>
  demoLobby().categories.find((entry) => entry.category === category)?.providers ?? []

describe("the demo games lobby (#11)", () => {
  it("PROD-10 the lobby has the 7 categories, in the tabs' order, and encodes by the contract", () => {
    const lobby = demoLobby()
    expect(lobby.categories.map((entry) => entry.category)).toEqual(LOBBY_TABS)
    expect([...lobby.categories.map((entry) => entry.category)].sort()).toEqual([...GAME_CATEGORIES].sort())
    expect(() => Schema.encodeSync(GameLobby)(lobby)).not.toThrow()
  })

  it("#11 every category but hot has 6 to 10 providers, each code a provider code", () => {
    for (const entry of demoLobby().categories) {
      for (const provider of entry.providers) expect(provider.code).toMatch(PROVIDER_CODE)
      if (entry.category === "hot") continue
      expect(entry.providers.length, entry.category).toBeGreaterThanOrEqual(6)
      expect(entry.providers.length, entry.category).toBeLessThanOrEqual(10)
    }
  })

  it("PROD-11 ENT-14 slot has the slot types JK, AC, SG and XE; JK has exactly 500 slot games", () => {
    const codes = providersOf("slot").map((provider) => provider.code)
    for (const type of SLOT_TYPES) expect(codes).toContain(type)
    expect(providersOf("slot").find((provider) => provider.code === "JK")?.gameCount).toBe(500)
    expect(providerGamesIn("slot", "JK")).toHaveLength(500)
  })

  it("#11 game counts: 12–120 for slot (but JK), fishing, casino and card; 1–12 for sport and lotto", () => {
    for (const category of ["slot", "fishing", "casino", "card"]) {
      for (const provider of providersOf(category).filter((p) => p.code !== "JK" || category !== "slot")) {
        expect(provider.gameCount, `${category} ${provider.code}`).toBeGreaterThanOrEqual(12)
        expect(provider.gameCount, `${category} ${provider.code}`).toBeLessThanOrEqual(120)
      }
    }
    for (const category of ["sport", "lotto"]) {
      for (const provider of providersOf(category)) {
        expect(provider.gameCount).toBeGreaterThanOrEqual(1)
        expect(provider.gameCount).toBeLessThanOrEqual(12)
      }
    }
  })

  it("#11 a provider's count is its games there: hot lists the providers with hot games and counts those", () => {
    for (const entry of demoLobby().categories) {
      for (const provider of entry.providers) {
        const games = providerGamesIn(entry.category, provider.code)
        expect(games).toHaveLength(provider.gameCount)
        if (entry.category === "hot") expect(games.every((game) => game.badge === "hot")).toBe(true)
        else expect(games.every((game) => game.category === entry.category)).toBe(true)
      }
    }
    const withHot = new Set(
      allDemoGames()
        .filter((game) => game.badge === "hot")
        .map((game) => game.provider)
    )
    expect(new Set(providersOf("hot").map((provider) => provider.code))).toEqual(withHot)
  })

  it("#11 names are unique within a provider, in Thai and in English; codes too", () => {
    for (const { code: provider } of DEMO_PROVIDERS) {
      const games = allDemoGames().filter((game) => game.provider === provider)
      expect(new Set(games.map((game) => game.name)).size, provider).toBe(games.length)
      expect(new Set(games.map((game) => game.nameEn)).size, provider).toBe(games.length)
      expect(new Set(games.map((game) => game.code)).size, provider).toBe(games.length)
    }
  })

  it("#11 every game decodes by the contract, has a Thai name and an image under /game-art/", () => {
    for (const game of allDemoGames()) {
      expect(() => Schema.encodeSync(GameSummary)(game)).not.toThrow()
      expect(game.name).toMatch(/[\u0E00-\u0E7F]/)
      expect(game.nameEn).toMatch(/^[A-Za-z0-9' -]+$/)
      expect(game.image).toBe(`/game-art/${game.provider}/${game.code}.svg`)
    }
  })

  it("#11 about one game in ten is hot and one in twelve new", () => {
    const games = allDemoGames()
    const share = (badge: string): number => games.filter((game) => game.badge === badge).length / games.length
    expect(share("hot")).toBeGreaterThan(0.07)
    expect(share("hot")).toBeLessThan(0.13)
    expect(share("new")).toBeGreaterThan(0.05)
    expect(share("new")).toBeLessThan(0.11)
  })

  it("OPEN-29 featured games: hot is the whole hot list; another category its hot then new games, at most 24", () => {
    expect(featuredGames("hot")).toEqual(allDemoGames().filter((game) => game.badge === "hot"))
    const slot = featuredGames("slot")
    expect(slot).toHaveLength(FEATURED_LIMIT)
    expect(slot.every((game) => game.category === "slot" && game.badge !== null)).toBe(true)
    const lotto = featuredGames("lotto")
    expect(lotto.length).toBeLessThanOrEqual(FEATURED_LIMIT)
    expect(lotto.every((game) => game.category === "lotto" && game.badge !== null)).toBe(true)
  })

  it("#11 lookups: a provider in a category it serves, a game by provider and code", () => {
    expect(providerIn("slot", "JK")).toMatchObject({ code: "JK", logo: "/game-art/providers/JK.svg", gameCount: 500 })
    expect(providerIn("casino", "JK")).toBeUndefined()
    expect(providerIn("slot", "NOPE")).toBeUndefined()
    expect(findDemoGame("JK", "SL0500")).toMatchObject({ provider: "JK", category: "slot" })
    expect(findDemoGame("JK", "FH0001")).toMatchObject({ provider: "JK", category: "fishing" })
    expect(findDemoGame("JK", "SL0501")).toBeUndefined()
  })

  it("#11 the generator is deterministic: the same lobby and games on every build", async () => {
    const first = JSON.stringify([demoLobby(), allDemoGames()])
    // A fresh copy of the module builds it again from its seeds.
    vi.resetModules()
    const fresh = await import("../../../src/domain/demo/games")
    expect(fresh.demoLobby()).not.toBe(demoLobby())
    expect(JSON.stringify([fresh.demoLobby(), fresh.allDemoGames()])).toBe(first)
    expect(fresh.findDemoGame("JK", "SL0001")).toMatchObject({ name: "ไวกิ้งซุปเปอร์", nameEn: "Super Vikings" })
    expect(findDemoGame("JK", "SL0001")).toEqual(fresh.findDemoGame("JK", "SL0001"))
  })
})
