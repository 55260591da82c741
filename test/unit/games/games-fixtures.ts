import fc from "fast-check"
import type { CashOut, GameLaunch, GameLobby, GameProvider, GameSummary } from "../../../src/domain/game-schema"
import { GAME_CATEGORIES } from "../../../src/domain/game"
import { satang, type Satang } from "../../../src/domain/money"
import type { AppEvent } from "../../../src/events/schemas"

// Games lobby samples for the event, slice and command tests (issue #11).

export const gameSummary = (overrides: Partial<GameSummary> = {}): GameSummary => ({
  code: "golden-dragon",
  provider: "JK",
  category: "slot",
  name: "มังกรทอง",
  nameEn: "Golden Dragon",
  image: "/game-art/JK/golden-dragon.svg",
  badge: "hot",
  ...overrides
})

export const gameProvider = (overrides: Partial<GameProvider> = {}): GameProvider => ({
  code: "JK",
  name: "Joker Gaming",
  logo: "/game-art/providers/JK.svg",
  gameCount: 500,
  ...overrides
})

export const gameLobby = (): GameLobby => ({
  categories: GAME_CATEGORIES.map((category) => ({
    category,
    providers:
      category === "slot" ? [gameProvider(), gameProvider({ code: "AC", name: "Ace Slots", gameCount: 48 })] : []
  }))
})

export const gameLaunch = (overrides: Partial<GameLaunch> = {}): GameLaunch => ({
  url: "/stand-in/game/0b9f2a7c-5a34-4a0e-9d1c-2f6c7b8e9a10",
  walletBalance: satang(152_075),
  ...overrides
})

export const cashOut = (overrides: Partial<CashOut> = {}): CashOut => ({
  amount: satang(152_075),
  balance: satang(152_075),
  ...overrides
})

const key = "6f1d8a2b-3c4e-4f5a-8b9c-0d1e2f3a4b5c"
const failure = (message: string, status: number | null = 422) => ({ _tag: "ServerError" as const, status, message })

/** A lobby visit: structure, a tab, a provider, a favourite, a game opened and its credit back. */
export const gamesSessionEvents: ReadonlyArray<AppEvent> = [
  { _tag: "GameLobbyLoading" },
  { _tag: "GameLobbyLoaded", data: gameLobby() },
  { _tag: "CategoryGamesLoading", category: "slot" },
  { _tag: "CategoryGamesLoaded", category: "slot", data: { category: "slot", games: [gameSummary()] } },
  { _tag: "ProviderGamesLoading", category: "slot", provider: "JK" },
  {
    _tag: "ProviderGamesLoaded",
    category: "slot",
    provider: "JK",
    data: { category: "slot", provider: gameProvider(), games: [gameSummary()] }
  },
  { _tag: "GameShelvesRestored", recent: [], favourites: [gameSummary({ code: "lucky-koi", name: "ปลาคาร์ปนำโชค" })] },
  { _tag: "GameFavouriteToggled", game: gameSummary() },
  { _tag: "GameOpenStarted", game: gameSummary(), key },
  { _tag: "GameOpened", game: gameSummary(), launch: gameLaunch() },
  { _tag: "GameCashOutStarted", key, trigger: "return" },
  { _tag: "GameCashedOut", cashOut: cashOut() }
]

/** The games events the session above does not hold. */
export const gamesOtherEvents: ReadonlyArray<AppEvent> = [
  { _tag: "GameLobbyFailed", failure: failure("lobby", 500) },
  { _tag: "CategoryGamesFailed", category: "casino", failure: failure("games", 500) },
  { _tag: "ProviderGamesFailed", category: "slot", provider: "XE", failure: failure("provider", 500) },
  { _tag: "GameOpenFailed", failure: failure("เครดิตไม่พอสำหรับเข้าเกม") },
  { _tag: "GameOpenUnsure", failure: { _tag: "Timeout", status: null, message: "timeout" } },
  { _tag: "GameOpenVerified", opened: true },
  { _tag: "GameCashOutFailed", failure: failure("ดึงเครดิตไม่สำเร็จ", 500) },
  { _tag: "GameCashOutUnsure", failure: { _tag: "NetworkError", status: null, message: "offline" } },
  { _tag: "GameCashOutVerified", done: null }
]

/** Generators of the games events for the replay properties. */
export const gamesGenerators = (
  money: fc.Arbitrary<Satang>,
  failureArb: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const category = fc.constantFrom(...GAME_CATEGORIES)
  const provider = fc.constantFrom("JK", "AC", "SG", "XE", "PG")
  const game = fc.record({
    code: fc.constantFrom("golden-dragon", "lucky-koi", "gem-rush"),
    provider,
    category,
    name: fc.constantFrom("มังกรทอง", "ปลาคาร์ปนำโชค", "อัญมณี"),
    nameEn: fc.constantFrom("Golden Dragon", "Lucky Koi", "Gem Rush"),
    image: fc.constant("/game-art/JK/golden-dragon.svg"),
    badge: fc.constantFrom("new" as const, "hot" as const, null)
  })
  const providerRecord = fc.record({
    code: provider,
    name: fc.constantFrom("Joker Gaming", "Ace Slots"),
    logo: fc.constant("/game-art/providers/JK.svg"),
    gameCount: fc.nat({ max: 500 })
  })
  const games = fc.array(game, { maxLength: 4 })
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  return [
    fc.constant({ _tag: "GameLobbyLoading" as const }),
    ev(
      "GameLobbyLoaded",
      fc.record({
        data: fc.record({
          categories: fc.array(fc.record({ category, providers: fc.array(providerRecord, { maxLength: 3 }) }), {
            maxLength: 7
          })
        })
      })
    ),
    ev("GameLobbyFailed", fc.record({ failure: failureArb })),
    ev("CategoryGamesLoading", fc.record({ category })),
    ev("CategoryGamesLoaded", fc.record({ category, data: fc.record({ category, games }) })),
    ev("CategoryGamesFailed", fc.record({ category, failure: failureArb })),
    ev("ProviderGamesLoading", fc.record({ category, provider })),
    ev(
      "ProviderGamesLoaded",
      fc.record({ category, provider, data: fc.record({ category, provider: providerRecord, games }) })
    ),
    ev("ProviderGamesFailed", fc.record({ category, provider, failure: failureArb })),
    ev("GameShelvesRestored", fc.record({ recent: games, favourites: games })),
    ev("GameFavouriteToggled", fc.record({ game })),
    ev("GameOpenStarted", fc.record({ game, key: fc.uuid() })),
    ev(
      "GameOpened",
      fc.record({ game, launch: fc.record({ url: fc.constant("/stand-in/game/x"), walletBalance: money }) })
    ),
    ev("GameOpenFailed", fc.record({ failure: failureArb })),
    ev("GameOpenUnsure", fc.record({ failure: failureArb })),
    ev("GameOpenVerified", fc.record({ opened: fc.constantFrom(true, false, null) })),
    ev(
      "GameCashOutStarted",
      fc.record({ key: fc.uuid(), trigger: fc.constantFrom("return" as const, "button" as const) })
    ),
    ev("GameCashedOut", fc.record({ cashOut: fc.record({ amount: money, balance: money }) })),
    ev("GameCashOutFailed", fc.record({ failure: failureArb })),
    ev("GameCashOutUnsure", fc.record({ failure: failureArb })),
    ev("GameCashOutVerified", fc.record({ done: fc.constantFrom(true, false, null) }))
  ]
}
