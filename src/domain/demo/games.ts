import { LOBBY_TABS, type GameCategory } from "../game"
import type { GameBadge, GameLobby, GameProvider, GameSummary, LobbyCategory } from "../game-schema"
import { allNames, type GameName } from "./game-names"
import { CATEGORY_CODE_PREFIX, DEMO_PROVIDERS, type DemoProvider, type ListedCategory } from "./game-providers"
import { seededRandom, seedOf, shuffled } from "./seeded-random"

// The demo's games lobby (issue #11): every provider's games, drawn from a seeded generator, so
// the reference API, the app's development scenarios and the tests all see the same lobby. Each
// game has a Thai and an English name, a badge ('ฮิต' for about one in ten, 'ใหม่' for about one in
// twelve) and generated artwork the reference API draws (server/games/game-art.ts).

/** Where the reference API serves the generated artwork. */
export const GAME_ART_PREFIX = "/game-art/"

/** The categories whose games a provider lists (hot is a view across them). */
export const LISTED_CATEGORIES: ReadonlyArray<ListedCategory> = ["sport", "casino", "slot", "fishing", "card", "lotto"]

/** How many games a category's featured list (GET /api/auth/user/games/{gameCate}) holds at most. */
export const FEATURED_LIMIT = 24

const HOT_SHARE = 0.1
const NEW_SHARE = 0.08

export const providerLogoPath = (code: string): string => `${GAME_ART_PREFIX}providers/${code}.svg`
export const gameImagePath = (provider: string, code: string): string => `${GAME_ART_PREFIX}${provider}/${code}.svg`

const badgeOf = (roll: number): GameBadge | null =>
  roll < HOT_SHARE ? "hot" : roll < HOT_SHARE + NEW_SHARE ? "new" : null

/** `count` names of a category for one provider, none repeated within it (a sequel number past the words). */
const namesFor = (
  provider: string,
  category: ListedCategory,
  count: number,
  taken: Set<string>
): ReadonlyArray<GameName> => {
  const pool = shuffled(allNames(category), seededRandom(seedOf(`${provider}:${category}:names`)))
  const names: Array<GameName> = []
  for (let round = 1; names.length < count; round += 1) {
    for (const base of pool) {
      if (names.length === count) break
      const name = round === 1 ? base : { name: `${base.name} ${round}`, nameEn: `${base.nameEn} ${round}` }
      if (taken.has(name.name) || taken.has(name.nameEn)) continue
      taken.add(name.name)
      taken.add(name.nameEn)
      names.push(name)
    }
  }
  return names
}

const gamesOf = (provider: DemoProvider): ReadonlyArray<GameSummary> => {
  const taken = new Set<string>()
  return LISTED_CATEGORIES.flatMap((category) => {
    const count = provider.games[category] ?? 0
    const random = seededRandom(seedOf(`${provider.code}:${category}:badges`))
    return namesFor(provider.code, category, count, taken).map((name, index): GameSummary => {
      const code = `${CATEGORY_CODE_PREFIX[category]}${String(index + 1).padStart(4, "0")}`
      return {
        code,
        provider: provider.code,
        category,
        ...name,
        image: gameImagePath(provider.code, code),
        badge: badgeOf(random())
      }
    })
  })
}

interface DemoLobby {
  readonly lobby: GameLobby
  /** Every game by provider code, in the provider's order. */
  readonly gamesByProvider: ReadonlyMap<string, ReadonlyArray<GameSummary>>
}

const gamesIn = (games: ReadonlyArray<GameSummary>, category: GameCategory): ReadonlyArray<GameSummary> =>
  category === "hot" ? games.filter((game) => game.badge === "hot") : games.filter((game) => game.category === category)

const build = (): DemoLobby => {
  const gamesByProvider = new Map(DEMO_PROVIDERS.map((provider) => [provider.code, gamesOf(provider)]))
  const categories = LOBBY_TABS.map((category): LobbyCategory => ({
    category,
    providers: DEMO_PROVIDERS.flatMap((provider) => {
      const count = gamesIn(gamesByProvider.get(provider.code) ?? [], category).length
      return count === 0
        ? []
        : [{ code: provider.code, name: provider.name, logo: providerLogoPath(provider.code), gameCount: count }]
    })
  }))
  return { lobby: { categories }, gamesByProvider }
}

let built: DemoLobby | null = null
/** Built on first use, then kept: the generator is pure, and the app's bundle may import this file unused. */
const demo = (): DemoLobby => {
  built ??= build()
  return built
}

/** GET /api/auth/game: every category (in the tabs' order) with its providers. */
export const demoLobby = (): GameLobby => demo().lobby

/** A provider as the lobby lists it under a category; undefined when it has no games there. */
export const providerIn = (category: GameCategory, code: string): GameProvider | undefined =>
  demo()
    .lobby.categories.find((entry) => entry.category === category)
    ?.providers.find((provider) => provider.code === code)

/** A provider's games in a category (hot: its hot games across its categories). */
export const providerGamesIn = (category: GameCategory, code: string): ReadonlyArray<GameSummary> =>
  gamesIn(demo().gamesByProvider.get(code) ?? [], category)

/** Every game of every provider, provider by provider. */
export const allDemoGames = (): ReadonlyArray<GameSummary> => [...demo().gamesByProvider.values()].flat()

/**
 * A category's featured games: for hot, the whole hot list across providers; for the others, the
 * category's hot games then its new ones, at most FEATURED_LIMIT.
 */
export const featuredGames = (category: GameCategory): ReadonlyArray<GameSummary> => {
  const games = gamesIn(allDemoGames(), category)
  if (category === "hot") return games
  const hot = games.filter((game) => game.badge === "hot")
  const fresh = games.filter((game) => game.badge === "new")
  return [...hot, ...fresh].slice(0, FEATURED_LIMIT)
}

/** One game by its provider and code (codes repeat between providers). */
export const findDemoGame = (provider: string, code: string): GameSummary | undefined =>
  demo()
    .gamesByProvider.get(provider)
    ?.find((game) => game.code === code)

/** A provider by code, whatever its categories (its logo is drawn from it). */
export const findDemoProvider = (code: string): DemoProvider | undefined =>
  DEMO_PROVIDERS.find((provider) => provider.code === code)
