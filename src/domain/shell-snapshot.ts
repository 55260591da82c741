import type { ConfigurationKey } from "./configuration"
import { GAME_CATEGORIES, type GameCategory, isGameCategory, PROVIDER_CODE } from "./game"
import type { GameProvider, LobbyCategory } from "./game-schema"
import { isFields, isNonNegativeInteger, listOf } from "./hand-decode"
import { keptProviderGamesOf, type KeptProviderGames } from "./kept-provider-games"
import { isBannerLink, isLocalPath } from "./local-path"
import type { MovieCover, PromotionSlide } from "./media"
import { isSatang, type Satang } from "./money"
import { SEGMENT_COLOUR } from "./segment-colour"
import type { RewardCategorySummary } from "./reward-schema"

// What a returning player's shell needs at its first render (#16): the profile summary, the balance
// and the layout's and dashboard's configuration images, kept on the device so the page paints
// before the Effect runtime arrives. Never the token or a password: the session store keeps those.
//
// Two decoders accept the same bytes: `ShellSnapshotSchema` (shell-snapshot-schema.ts, effect/Schema)
// where the runtime writes it and in tests, and `decodeShellSnapshot` below, hand-written, at first
// paint, where effect must not load yet (a unit test proves the two agree).

export const SHELL_SNAPSHOT_VERSION = 1

/** The configuration images the player layout and the dashboard read at first render. */
export const SHELL_IMAGE_KEYS = [
  "home.normal.logo",
  "home.normal.background",
  "home.menuBottom.allGame",
  "home.dashboard.huay",
  "home.dashboard.allGame"
] as const satisfies ReadonlyArray<ConfigurationKey>
export type ShellImageKey = (typeof SHELL_IMAGE_KEYS)[number]

/**
 * How many of the dashboard's promotion banners a snapshot keeps: the carousel's first slides
 * (one shows on a phone, two on a wide screen) with room for the dots; the rest come with the list.
 */
export const MAX_SNAPSHOT_BANNERS = 8

/**
 * How many of a games tab's providers a snapshot keeps: the first screenful and more (two columns
 * on a phone, four on a wide screen); a longer tab shows the rest when the lobby arrives.
 */
export const MAX_SNAPSHOT_PROVIDERS = 24

/**
 * How many of the clips' covers a snapshot keeps: the movie page's first row (one on a phone, two
 * on a wide screen), what its frame holds places for; the rest come with the list.
 */
export const MAX_SNAPSHOT_MOVIES = 2

/**
 * How many of the reward categories a snapshot keeps: the reward page's first screenful (two rows
 * of two on a phone), what its frame holds places for.
 */
export const MAX_SNAPSHOT_REWARD_CATEGORIES = 4

/**
 * Today's flip card chances as the player last saw them (#30): the plays left of the plays a
 * Bangkok day gives, and that day ("2026-11-28"). A count of another day is never shown: the
 * chances renew at midnight.
 */
export interface KeptFlipCardChances {
  readonly day: string
  readonly playsLeft: number
  readonly playsPerDay: number
}

/** A wheel segment as the disc draws it: its colour and its prize's label (never the prize itself). */
export interface KeptWheelSegment {
  readonly colour: string
  readonly label: string
}

/** The most segments of the wheel a snapshot keeps: more would not fit their labels on a phone. */
export const MAX_SNAPSHOT_WHEEL_SEGMENTS = 16

/** A Bangkok day as `bangkokDayKey` writes it. */
export const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/

/** The most satang a snapshot's balance may be: MAX_BAHT (money-schema.ts) in satang. */
export const MAX_SNAPSHOT_SATANG = 100_000_000_000 * 100

export interface ShellSnapshot {
  readonly version: typeof SHELL_SNAPSHOT_VERSION
  readonly username: string
  readonly name: string
  readonly level: number
  readonly balance: Satang
  readonly images: { readonly [K in ShellImageKey]?: string }
  /**
   * The dashboard carousel's banners (title and image, never the terms), so its first slide, the
   * dashboard's largest picture, paints with the page. Added after version 1 without a bump: a
   * snapshot (or a logged event) without them decodes, with no banners.
   */
  readonly banners?: ReadonlyArray<PromotionSlide>
  /**
   * The games lobby's tabs with their first providers (code, name, logo on this site, game count),
   * so the lobby's provider cards, its largest pictures, paint with the screen. Optional like
   * `banners`: a snapshot written before it decodes, with no lobby.
   */
  readonly lobby?: ReadonlyArray<LobbyCategory>
  /**
   * The movie page's first clips (key, title, poster on this site; never the clip), so its largest
   * picture, the first poster, paints with the page (#30). Optional like `banners`.
   */
  readonly movies?: ReadonlyArray<MovieCover>
  /**
   * The reward page's first categories (id, name, picture on this site, item count; never the
   * player's points), so its largest pictures paint with the page (#30). Optional like `banners`.
   */
  readonly rewards?: ReadonlyArray<RewardCategorySummary>
  /**
   * The flip card page's chances as last loaded (never a play or its prizes), so its largest text
   * paints with the page, greyed until the fresh count (#30). Optional like `banners`.
   */
  readonly flipCard?: KeptFlipCardChances
  /**
   * The affiliate page's income left to withdraw as last loaded, so its largest figure paints with
   * the page, greyed until the fresh figure (#30). Optional like `banners`.
   */
  readonly affiliateIncome?: Satang
  /**
   * The prize wheel's segments as last loaded (colour and label, clockwise from the top), so the
   * disc, the wheel page's largest element, paints with the page; 'หมุนวงล้อ' waits for the fresh
   * board, whose disc replaces this one (#30). Optional like `banners`.
   */
  readonly wheel?: ReadonlyArray<KeptWheelSegment>
  /**
   * The first games of the provider the player last opened (kept-provider-games.ts), so that
   * provider's screen paints its first rows with the page (#30). Optional like `banners`.
   */
  readonly providerGames?: KeptProviderGames
  /** Epoch ms the runtime saved it (what the data were then, not now). */
  readonly savedAt: number
}

const imagesOf = (value: unknown): ShellSnapshot["images"] | null => {
  if (!isFields(value)) return null
  const images: { [K in ShellImageKey]?: string } = {}
  for (const key of SHELL_IMAGE_KEYS) {
    const path = value[key]
    if (path === undefined) continue
    if (typeof path !== "string") return null
    images[key] = path
  }
  return images
}

const slideOf = (value: unknown): PromotionSlide | null => {
  if (!isFields(value)) return null
  const { key, title, image, link } = value
  if (typeof key !== "string" || typeof title !== "string" || typeof image !== "string" || !isLocalPath(image)) {
    return null
  }
  // A snapshot written before banners had links (#29) has none: the slide opens its terms.
  if (link === undefined) return { key, title, image }
  return typeof link === "string" && isBannerLink(link) ? { key, title, image, link } : null
}

const movieOf = (value: unknown): MovieCover | null => {
  if (!isFields(value)) return null
  const { key, title, poster } = value
  if (typeof key !== "string" || typeof title !== "string" || typeof poster !== "string" || !isLocalPath(poster)) {
    return null
  }
  return { key, title, poster }
}

const rewardCategoryOf = (value: unknown): RewardCategorySummary | null => {
  if (!isFields(value)) return null
  const { id, name, image, itemCount } = value
  if (!isNonNegativeInteger(id) || id === 0 || typeof name !== "string") return null
  if (typeof image !== "string" || !isLocalPath(image) || !isNonNegativeInteger(itemCount)) return null
  return { id, name, image, itemCount }
}

/** Whole satang from 0 to MAX_BAHT: what a kept balance or income may be. */
const satangOf = (value: unknown): Satang | null =>
  isNonNegativeInteger(value) && value <= MAX_SNAPSHOT_SATANG && isSatang(value) ? value : null

const wheelSegmentOf = (value: unknown): KeptWheelSegment | null => {
  if (!isFields(value)) return null
  const { colour, label } = value
  return typeof colour === "string" && SEGMENT_COLOUR.test(colour) && typeof label === "string"
    ? { colour, label }
    : null
}

const flipCardOf = (value: unknown): KeptFlipCardChances | null => {
  if (!isFields(value)) return null
  const { day, playsLeft, playsPerDay } = value
  if (typeof day !== "string" || !DAY_KEY.test(day)) return null
  if (!isNonNegativeInteger(playsLeft) || !isNonNegativeInteger(playsPerDay) || playsLeft > playsPerDay) return null
  return { day, playsLeft, playsPerDay }
}

const providerOf = (value: unknown): GameProvider | null => {
  if (!isFields(value)) return null
  const { code, name, logo, gameCount } = value
  if (typeof code !== "string" || !PROVIDER_CODE.test(code) || typeof name !== "string") return null
  if (typeof logo !== "string" || !isLocalPath(logo) || !isNonNegativeInteger(gameCount)) return null
  return { code, name, logo, gameCount }
}

const lobbyCategoryOf = (value: unknown): LobbyCategory | null => {
  if (!isFields(value)) return null
  const { category } = value
  if (typeof category !== "string" || !isGameCategory(category)) return null
  // A tab's providers are not optional: absent is as wrong as malformed.
  const providers = listOf(value["providers"], MAX_SNAPSHOT_PROVIDERS, providerOf)
  return providers === null || providers === undefined ? null : { category, providers }
}

/** The snapshot in `value` (already parsed JSON), with unknown fields left out; null if it is not one. */
export const shellSnapshotOf = (value: unknown): ShellSnapshot | null => {
  if (!isFields(value) || value["version"] !== SHELL_SNAPSHOT_VERSION) return null
  const { username, name, level, balance, savedAt } = value
  const images = imagesOf(value["images"])
  const banners = listOf(value["banners"], MAX_SNAPSHOT_BANNERS, slideOf)
  const lobby = listOf(value["lobby"], GAME_CATEGORIES.length, lobbyCategoryOf)
  const movies = listOf(value["movies"], MAX_SNAPSHOT_MOVIES, movieOf)
  const rewards = listOf(value["rewards"], MAX_SNAPSHOT_REWARD_CATEGORIES, rewardCategoryOf)
  const flipCard = value["flipCard"] === undefined ? undefined : flipCardOf(value["flipCard"])
  const affiliateIncome = value["affiliateIncome"] === undefined ? undefined : satangOf(value["affiliateIncome"])
  const wheel = listOf(value["wheel"], MAX_SNAPSHOT_WHEEL_SEGMENTS, wheelSegmentOf)
  const providerGames = value["providerGames"] === undefined ? undefined : keptProviderGamesOf(value["providerGames"])
  if (typeof username !== "string" || username.length === 0 || typeof name !== "string") return null
  if (!isNonNegativeInteger(level) || images === null || banners === null || lobby === null) return null
  if (movies === null || rewards === null || flipCard === null || affiliateIncome === null) return null
  if (wheel === null || providerGames === null) return null
  if (typeof savedAt !== "number" || !Number.isFinite(savedAt) || savedAt < 0) return null
  const satangBalance = satangOf(balance)
  if (satangBalance === null) return null
  return {
    version: SHELL_SNAPSHOT_VERSION,
    username,
    name,
    level,
    balance: satangBalance,
    images,
    ...(banners === undefined ? {} : { banners }),
    ...(lobby === undefined ? {} : { lobby }),
    ...(movies === undefined ? {} : { movies }),
    ...(rewards === undefined ? {} : { rewards }),
    ...(flipCard === undefined ? {} : { flipCard }),
    ...(affiliateIncome === undefined ? {} : { affiliateIncome }),
    ...(wheel === undefined ? {} : { wheel }),
    ...(providerGames === undefined ? {} : { providerGames }),
    savedAt
  }
}

const NO_PROVIDERS: ReadonlyArray<GameProvider> = []

/**
 * A games tab's providers the snapshot kept (empty when it kept none for the tab): what the lobby
 * shows until its answer arrives, and what a returning player's frame is filled with (#30).
 */
export const keptProviders = (snapshot: ShellSnapshot | null, category: GameCategory): ReadonlyArray<GameProvider> =>
  snapshot?.lobby?.find((tab) => tab.category === category)?.providers ?? NO_PROVIDERS

/** The flip card's chances the snapshot kept for the Bangkok day `today`; null for another day's. */
export const keptFlipCardChances = (snapshot: ShellSnapshot, today: string): KeptFlipCardChances | null =>
  snapshot.flipCard?.day === today ? snapshot.flipCard : null

/** The snapshot stored as `text`; null for anything else (garbage, an old version, a missing field). */
export const decodeShellSnapshot = (text: string): ShellSnapshot | null => {
  try {
    return shellSnapshotOf(JSON.parse(text))
  } catch {
    return null
  }
}
