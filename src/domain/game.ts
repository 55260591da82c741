// The games lobby's rules (PROD-10, PROD-11, ENT-14, OPEN-63), shared by the client and the
// reference API: the categories and their tabs, the slot types, the search, and the shelves a
// player keeps on the device (recently played, favourites).

export const GAME_CATEGORIES = ["casino", "sport", "fishing", "card", "lotto", "slot", "hot"] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]
export const DEFAULT_GAME_CATEGORY: GameCategory = "sport"

export const SLOT_TYPES = ["JK", "AC", "SG", "XE"] as const
export type SlotType = (typeof SLOT_TYPES)[number]

export const LOG_KINDS = ["af", "wl"] as const
export type LogKind = (typeof LOG_KINDS)[number]

/** The lobby's tabs, in the order players see them (issue #11): hot first, lotto last. */
export const LOBBY_TABS: ReadonlyArray<GameCategory> = ["hot", "sport", "casino", "slot", "fishing", "card", "lotto"]

/** Each category's name on its tab and in headings. */
export const GAME_CATEGORY_NAMES: Readonly<Record<GameCategory, string>> = {
  hot: "เกมฮิต",
  sport: "กีฬา",
  casino: "คาสิโน",
  slot: "สล็อต",
  fishing: "ยิงปลา",
  card: "ไพ่",
  lotto: "หวย"
}

export const isGameCategory = (value: string): value is GameCategory =>
  GAME_CATEGORIES.some((category) => category === value)

/** UI-16: `?cat=` selects its category; none or an unknown one means the default, sport. */
export const categoryFromParam = (value: string | null): GameCategory =>
  value !== null && isGameCategory(value) ? value : DEFAULT_GAME_CATEGORY

/** A provider's code: 2 to 8 capital letters or digits (the slot types JK, AC, SG, XE among them). */
export const PROVIDER_CODE = /^[A-Z0-9]{2,8}$/

/** A game's code within its provider: letters, digits, '-' and '_' (it travels in URLs). */
export const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/

/** A provider's games screen, /auth/games/{type}/{slot} (ROUTE-23, OPEN-63). */
export interface ProviderPage {
  readonly category: GameCategory
  readonly provider: string
}

const PROVIDER_PATH = /^\/auth\/games\/([a-z]+)\/([A-Z0-9]+)$/

/**
 * The category and provider a path names, if it is a provider's games screen with a category of
 * the lobby and a well-formed code: what the server answers that screen's frame for and what the
 * frame's first-paint fill reads (#30). An unknown provider is the app's to tell (a not-found page).
 */
export const providerPageOf = (pathname: string): ProviderPage | null => {
  const [, category = "", provider = ""] = PROVIDER_PATH.exec(pathname) ?? []
  return isGameCategory(category) && PROVIDER_CODE.test(provider) ? { category, provider } : null
}

/** The fewest facts that name a game and draw its card: what the device shelves keep. */
export interface GameIdentity {
  readonly provider: string
  readonly code: string
}

/** One game across providers: codes repeat between providers, so the provider is part of the key. */
export const gameKey = (game: GameIdentity): string => `${game.provider}:${game.code}`

export const sameGame = (a: GameIdentity, b: GameIdentity): boolean => a.provider === b.provider && a.code === b.code

/** What the search box compares: lower case, spaces folded (Thai has no case; English does). */
const folded = (text: string): string => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("en")

/**
 * 'ค้นหาเกม': a game matches when its Thai or English name contains what was typed, anywhere,
 * ignoring case and extra spaces. An empty query matches every game.
 */
export const matchesGameSearch = (game: { readonly name: string; readonly nameEn: string }, query: string): boolean => {
  const wanted = folded(query)
  if (wanted.length === 0) return true
  return folded(game.name).includes(wanted) || folded(game.nameEn).includes(wanted)
}

/** 'เล่นล่าสุด' keeps the last games opened, newest first. */
export const RECENT_LIMIT = 12
/** 'เกมโปรด' holds up to this many; past it the oldest favourite makes room. */
export const FAVOURITES_LIMIT = 60

/** The recently played shelf after opening `game`: it moves to the front, once, within the limit. */
export const withRecentlyPlayed = <G extends GameIdentity>(shelf: ReadonlyArray<G>, game: G): ReadonlyArray<G> =>
  [game, ...shelf.filter((kept) => !sameGame(kept, game))].slice(0, RECENT_LIMIT)

/** The favourites after the toggle on `game`: removed when there, else added at the front. */
export const withFavouriteToggled = <G extends GameIdentity>(shelf: ReadonlyArray<G>, game: G): ReadonlyArray<G> =>
  shelf.some((kept) => sameGame(kept, game))
    ? shelf.filter((kept) => !sameGame(kept, game))
    : [game, ...shelf].slice(0, FAVOURITES_LIMIT)

export const isFavourite = (shelf: ReadonlyArray<GameIdentity>, game: GameIdentity): boolean =>
  shelf.some((kept) => sameGame(kept, game))

/**
 * The lobby address a game links back to ('กลับสู่ล็อบบี้'), accepted only on this site's own
 * origin and inside the player area: anything else would make the game page an open redirect.
 * Answers the normalised address, or null when it is refused.
 */
export const safeReturnUrl = (candidate: string, origin: string): string | null => {
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return null
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null
  if (url.username !== "" || url.password !== "") return null
  if (url.origin !== origin) return null
  if (!url.pathname.startsWith("/auth/")) return null
  return url.href
}

/**
 * The address a game opens at, resolved against this site: a provider's host or the reference
 * API's stand-in, but only over http(s), so an answer can never run script in the lobby's tab.
 */
export const launchAddress = (url: string, origin: string): string | null => {
  let resolved: URL
  try {
    resolved = new URL(url, origin)
  } catch {
    return null
  }
  return resolved.protocol === "https:" || resolved.protocol === "http:" ? resolved.href : null
}

/** Said when an opened game's address is refused by launchAddress. */
export const BAD_LAUNCH_ADDRESS = "ที่อยู่ของเกมไม่ถูกต้อง กรุณาแจ้งทีมงาน"
