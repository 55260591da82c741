// The games lobby's wire formats (issue #11; OPEN-25, OPEN-26, OPEN-28, OPEN-29, OPEN-63). The
// rules are in game.ts; money is decoded into satang here (money.md).
import { Schema } from "effect"
import { GAME_CATEGORIES, GAME_CODE, PROVIDER_CODE } from "./game"
import { MoneyFromBaht } from "./money-schema"

export const GameCategory = Schema.Literal(...GAME_CATEGORIES)

export const ProviderCode = Schema.String.pipe(Schema.pattern(PROVIDER_CODE))

/** A game's code within its provider (game.ts). */
export const GameCode = Schema.String.pipe(Schema.pattern(GAME_CODE))

/** A card's badge: 'ใหม่' or 'ฮิต'. */
export const GameBadge = Schema.Literal("new", "hot")
export type GameBadge = typeof GameBadge.Type

/** A provider as the lobby lists it under a category: logo, name and how many games it has there. */
export const GameProvider = Schema.Struct({
  code: ProviderCode,
  name: Schema.String,
  /** A path on the content host (the reference API serves generated SVG). */
  logo: Schema.String,
  gameCount: Schema.Int.pipe(Schema.nonNegative())
})
export type GameProvider = typeof GameProvider.Type

/** One tab of the lobby: the category and its providers. */
export const LobbyCategory = Schema.Struct({ category: GameCategory, providers: Schema.Array(GameProvider) })
export type LobbyCategory = typeof LobbyCategory.Type

/** GET /api/auth/game: the lobby's structure (every category with its providers). */
export const GameLobby = Schema.Struct({ categories: Schema.Array(LobbyCategory) })
export type GameLobby = typeof GameLobby.Type

/** A game as a card shows it. `category` is the provider's category (a hot game keeps its own). */
export const GameSummary = Schema.Struct({
  code: GameCode,
  provider: ProviderCode,
  category: GameCategory,
  name: Schema.String,
  nameEn: Schema.String,
  /** A path on the content host; the card draws a placeholder while it loads or if it fails. */
  image: Schema.String,
  badge: Schema.NullOr(GameBadge)
})
export type GameSummary = typeof GameSummary.Type

/** GET /api/auth/user/games/{gameCate} (OPEN-29): the category's featured games; for hot, the hot list. */
export const CategoryGames = Schema.Struct({ category: GameCategory, games: Schema.Array(GameSummary) })
export type CategoryGames = typeof CategoryGames.Type

/** POST /api/auth/user/game/list (OPEN-28). */
export const ProviderGamesRequest = Schema.Struct({ category: GameCategory, provider: ProviderCode })
export type ProviderGamesRequest = typeof ProviderGamesRequest.Type

/** Its answer: the provider and all its games in that category (hundreds for some). */
export const ProviderGames = Schema.Struct({
  category: GameCategory,
  provider: GameProvider,
  games: Schema.Array(GameSummary)
})
export type ProviderGames = typeof ProviderGames.Type

/**
 * POST /api/auth/user/opengame (OPEN-26), an idempotent write: the balance moves into the game's
 * wallet and the answer is the address to navigate the tab to. `returnUrl` is the lobby the game's
 * 'กลับสู่ล็อบบี้' leads back to (same origin only, domain/game.ts safeReturnUrl).
 */
export const OpenGameRequest = Schema.Struct({
  provider: ProviderCode,
  gameCode: GameCode,
  returnUrl: Schema.String
})
export type OpenGameRequest = typeof OpenGameRequest.Type

export const GameLaunch = Schema.Struct({
  url: Schema.String,
  /** What the game's wallet holds once it opened (the balance moved in, plus any left in it before). */
  walletBalance: MoneyFromBaht
})
export type GameLaunch = typeof GameLaunch.Type

/**
 * POST /api/auth/user/game/cashOut (OPEN-25), an idempotent write with an empty body `{}`: the
 * whole game wallet back into the balance. Nothing in the wallet is not an error: amount 0.
 */
export const CashOutRequest = Schema.Struct({})

export const CashOut = Schema.Struct({
  /** What came back from the game. */
  amount: MoneyFromBaht,
  /** The balance after it. */
  balance: MoneyFromBaht
})
export type CashOut = typeof CashOut.Type
