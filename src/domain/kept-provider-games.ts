import { GAME_CODE, isGameCategory, PROVIDER_CODE, type GameCategory, type ProviderPage } from "./game"
import { isFields, listOf } from "./hand-decode"
import { isLocalPath } from "./local-path"

// The provider's games a returning player last opened (#30), kept in the shell snapshot so that
// the provider's screen paints its first rows with the page: a game's code, name and picture on
// this site, never a favourite, a badge or anything the player did. A catalogue, like the lobby's
// providers: the fresh list replaces it in the same places, and nothing can be pressed before.

/**
 * How many of the provider's games a snapshot keeps: the first screenful of its grid (four rows of
 * three on a phone, two of six on a wide screen), what its frame holds places for.
 */
export const MAX_SNAPSHOT_PROVIDER_GAMES = 12

/** A game as its kept card shows it. */
export interface KeptGame {
  readonly code: string
  readonly name: string
  readonly image: string
}

/** One provider's first games in one category, with the provider's name (the screen's heading). */
export interface KeptProviderGames {
  readonly category: GameCategory
  readonly provider: string
  readonly name: string
  readonly games: ReadonlyArray<KeptGame>
}

const keptGameOf = (value: unknown): KeptGame | null => {
  if (!isFields(value)) return null
  const { code, name, image } = value
  if (typeof code !== "string" || !GAME_CODE.test(code) || typeof name !== "string") return null
  return typeof image === "string" && isLocalPath(image) ? { code, name, image } : null
}

/** The kept provider's games in `value` (parsed JSON); null when it is not that. */
export const keptProviderGamesOf = (value: unknown): KeptProviderGames | null => {
  if (!isFields(value)) return null
  const { category, provider, name } = value
  if (typeof category !== "string" || !isGameCategory(category) || typeof name !== "string") return null
  if (typeof provider !== "string" || !PROVIDER_CODE.test(provider)) return null
  // The games are not optional: absent is as wrong as malformed.
  const games = listOf(value["games"], MAX_SNAPSHOT_PROVIDER_GAMES, keptGameOf)
  return games === null || games === undefined ? null : { category, provider, name, games }
}

/** What was kept for the provider's screen `page`: null when another provider's games were kept. */
export const keptProviderGamesFor = (
  kept: KeptProviderGames | undefined,
  page: ProviderPage
): KeptProviderGames | null =>
  kept !== undefined && kept.category === page.category && kept.provider === page.provider ? kept : null
