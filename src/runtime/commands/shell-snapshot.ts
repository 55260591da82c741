import { Effect, Runtime } from "effect"
import { bangkokDayKey } from "../../domain/bangkok-date"
import { imagePath } from "../../domain/configuration"
import { moviesOf, promotionBannersOf } from "../../domain/media"
import { GAME_CATEGORIES } from "../../domain/game"
import type { LobbyCategory } from "../../domain/game-schema"
import { MAX_SNAPSHOT_PROVIDER_GAMES } from "../../domain/kept-provider-games"
import { isLocalPath } from "../../domain/local-path"
import {
  MAX_SNAPSHOT_BANNERS,
  MAX_SNAPSHOT_MOVIES,
  MAX_SNAPSHOT_PROVIDERS,
  MAX_SNAPSHOT_REWARD_CATEGORIES,
  MAX_SNAPSHOT_WHEEL_SEGMENTS,
  SHELL_IMAGE_KEYS,
  SHELL_SNAPSHOT_VERSION,
  type ShellSnapshot
} from "../../domain/shell-snapshot"
import { selectConfiguration } from "../../events/configuration/selectors"
import { selectGameLobby, selectProviderAsked, selectProviderGames } from "../../events/games/selectors"
import { selectBalance } from "../../events/player/selectors"
import { selectCurrentUser, selectIsLoggedIn } from "../../events/session/selectors"
import { selectAwaitingSession } from "../../events/shell/selectors"
import type { AppState } from "../../events/state"
import { ShellSnapshotStore } from "../../services/shell/shell-snapshot-store"
import { AppStore } from "../app-store"

type SnapshotBody = Omit<ShellSnapshot, "savedAt">

type Shown = Pick<ShellSnapshot, "images" | "banners" | "movies">

/**
 * What stays until fresh data come, if it is `username`'s: the body this page last wrote, else the
 * snapshot it started from. The last written, because a screen's data may go when the player
 * leaves it (the wheel resets, STORE-05) after they were written.
 */
const keptFor = (state: AppState, username: string, written: SnapshotBody | null): SnapshotBody | null => {
  const kept = written ?? state.shell.snapshot
  return kept !== null && kept.username === username ? kept : null
}

/** A games tab as the snapshot keeps it: its first providers whose logos are on this site. */
const keptTab = (tab: LobbyCategory): LobbyCategory => ({
  category: tab.category,
  providers: tab.providers
    .filter((provider) => isLocalPath(provider.logo))
    .slice(0, MAX_SNAPSHOT_PROVIDERS)
    .map(({ code, name, logo, gameCount }) => ({ code, name, logo, gameCount }))
})

/**
 * The games lobby's part: the loaded lobby's tabs (as many as the decoder takes), else what the
 * snapshot had (the lobby loads on the games screen only).
 */
const lobbyPartOf = (state: AppState, kept: SnapshotBody | null): Pick<ShellSnapshot, "lobby"> => {
  const lobby = selectGameLobby(state)
  if (lobby._tag === "Loaded") return { lobby: lobby.data.categories.slice(0, GAME_CATEGORIES.length).map(keptTab) }
  return kept?.lobby === undefined ? {} : { lobby: kept.lobby }
}

/**
 * The reward page's part: the loaded categories' first tiles whose pictures are on this site, else
 * what the snapshot had (the categories load on the reward page only).
 */
const rewardsPartOf = (state: AppState, kept: SnapshotBody | null): Pick<ShellSnapshot, "rewards"> => {
  // The slice's field, not the area's selectors: those would bring the reward screen's write
  // records into the runtime every page starts (+0.4 kB), for one field.
  const categories = state.reward.categories
  if (categories._tag === "Loaded")
    return {
      rewards: categories.data
        .filter((category) => isLocalPath(category.image))
        .slice(0, MAX_SNAPSHOT_REWARD_CATEGORIES)
        .map(({ id, name, image, itemCount }) => ({ id, name, image, itemCount }))
    }
  return kept?.rewards === undefined ? {} : { rewards: kept.rewards }
}

/**
 * The flip card page's part: the chances the page loaded (a play keeps them current), stamped with
 * `today`, the Bangkok day the runtime saves it on, else what the snapshot kept with its own day.
 * A count the page loaded before midnight and saved after it is stamped with the new day: the
 * frame shows it greyed, and the page's fresh count replaces it before a card can be picked.
 */
const flipCardPartOf = (state: AppState, kept: SnapshotBody | null, today: string): Pick<ShellSnapshot, "flipCard"> => {
  // The slice's field, as for the rewards above.
  const logs = state.flipCard.logs
  if (logs?._tag === "Loaded") {
    const { playsLeft, playsPerDay } = logs.data
    // A count the snapshot cannot hold (more left than a day gives) is not kept, never the
    // whole snapshot lost over it.
    return playsLeft <= playsPerDay ? { flipCard: { day: today, playsLeft, playsPerDay } } : {}
  }
  return kept?.flipCard === undefined ? {} : { flipCard: kept.flipCard }
}

/**
 * The affiliate page's part: the income left as the page loaded it, else what the snapshot kept
 * (the income loads on the affiliate page only).
 */
const affiliatePartOf = (state: AppState, kept: SnapshotBody | null): Pick<ShellSnapshot, "affiliateIncome"> => {
  // The slice's field, as for the rewards above.
  const income = state.affiliate.balance
  if (income._tag === "Loaded") return { affiliateIncome: income.data.income }
  return kept?.affiliateIncome === undefined ? {} : { affiliateIncome: kept.affiliateIncome }
}

/**
 * The prize wheel's part: the loaded board's segments as the disc draws them (colour and label,
 * never the prize), else what was kept (the board loads on the wheel page only, and goes when the
 * player leaves it).
 */
const wheelPartOf = (state: AppState, kept: SnapshotBody | null): Pick<ShellSnapshot, "wheel"> => {
  // The slice's field, as for the rewards above.
  const { segments } = state.wheel
  // A board the snapshot cannot hold (more segments than it keeps) is not kept, nor the old disc.
  if (segments.length > 0)
    return segments.length <= MAX_SNAPSHOT_WHEEL_SEGMENTS
      ? { wheel: segments.map(({ colour, label }) => ({ colour, label })) }
      : {}
  return kept?.wheel === undefined ? {} : { wheel: kept.wheel }
}

/**
 * The provider's games part: the first games of the provider screen's loaded list (code, name,
 * picture; never a badge or a favourite), under the category and provider it was asked for (the
 * address the frame reads); else what was kept (the list loads on that screen only, and another
 * provider's replaces it). The n-th kept game is painted in the grid's n-th place, so the list
 * stops before the first picture on another host rather than closing up behind it.
 */
const providerGamesPartOf = (state: AppState, kept: SnapshotBody | null): Pick<ShellSnapshot, "providerGames"> => {
  const answer = selectProviderGames(state)
  const asked = selectProviderAsked(state)
  if (answer._tag === "Loaded" && asked !== null) {
    const first = answer.data.games.slice(0, MAX_SNAPSHOT_PROVIDER_GAMES)
    const offSite = first.findIndex((game) => !isLocalPath(game.image))
    return {
      providerGames: {
        category: asked.category,
        provider: asked.provider,
        name: answer.data.provider.name,
        games: (offSite === -1 ? first : first.slice(0, offSite)).map(({ code, name, image }) => ({
          code,
          name,
          image
        }))
      }
    }
  }
  return kept?.providerGames === undefined ? {} : { providerGames: kept.providerGames }
}

/**
 * The configuration's parts of the snapshot: the shell's images, the carousel's first banners and
 * the movie page's first clips' covers.
 */
const shownOf = (state: AppState, kept: SnapshotBody | null): Shown => {
  const map = selectConfiguration(state)
  if (map === null) {
    // The list has not arrived (or failed) this visit: what the snapshot had stays.
    if (kept === null) return { images: {} }
    return {
      images: kept.images,
      ...(kept.banners === undefined ? {} : { banners: kept.banners }),
      ...(kept.movies === undefined ? {} : { movies: kept.movies })
    }
  }
  const images: { [K in (typeof SHELL_IMAGE_KEYS)[number]]?: string } = {}
  for (const key of SHELL_IMAGE_KEYS) {
    const path = imagePath(map, key)
    if (path !== null) images[key] = path
  }
  const banners = promotionBannersOf(map)
    .slice(0, MAX_SNAPSHOT_BANNERS)
    // Never the terms: the snapshot keeps what the carousel paints and where a tap leads.
    .map(({ key, title, image, link }) => ({ key, title, image, ...(link === undefined ? {} : { link }) }))
  // Never the clip: the snapshot keeps what the card paints before a press.
  const movies = moviesOf(map)
    .slice(0, MAX_SNAPSHOT_MOVIES)
    .map(({ key, title, poster }) => ({ key, title, poster }))
  return { images, banners, movies }
}

/**
 * What the next visit's shell should first render (#16): a logged-in player's summary, their
 * balance, the shell's images, the carousel's first banners, the games lobby's providers, the
 * reward categories, the flip card's chances (`today` is the Bangkok day it is saved on), the
 * affiliate income left, the wheel's segments and the first games of the provider last opened;
 * `written` is the body this page last wrote. The balance is the loaded (fresh) one, else the one
 * the snapshot kept (a screen that reads no balance, such as the games lobby, still keeps what it
 * loaded); null while there is neither.
 */
export const shellSnapshotBody = (
  state: AppState,
  today: string,
  written: SnapshotBody | null
): SnapshotBody | null => {
  const user = selectCurrentUser(state)
  if (user === null) return null
  const username = user.user_pass.username
  const kept = keptFor(state, username, written)
  const balance = selectBalance(state) ?? kept?.balance ?? null
  if (balance === null) return null
  return {
    version: SHELL_SNAPSHOT_VERSION,
    username,
    name: user.name,
    level: user.level,
    balance,
    ...shownOf(state, kept),
    ...lobbyPartOf(state, kept),
    ...rewardsPartOf(state, kept),
    ...flipCardPartOf(state, kept, today),
    ...affiliatePartOf(state, kept),
    ...wheelPartOf(state, kept),
    ...providerGamesPartOf(state, kept)
  }
}

/**
 * Keeps the device's snapshot in step with the state for as long as the app runs (#16): written
 * when fresh data arrive (a restored or new session with its balance, a credit, the configuration),
 * removed when no player is logged in (a logout, a session that ended, none found at start).
 */
export const keepShellSnapshot = Effect.gen(function* () {
  const store = yield* AppStore
  const snapshots = yield* ShellSnapshotStore
  // Storage is synchronous: each write is done before the dispatch that caused it returns. An
  // Exit, never a throw, so a failed write cannot break the dispatch.
  const run = Runtime.runSyncExit(yield* Effect.runtime<never>())
  const clock = yield* Effect.clock
  /**
   * The body last written (what its parts fall back to) and its JSON; null once removed, undefined
   * before the first look.
   */
  let last: { readonly body: SnapshotBody; readonly text: string } | null | undefined
  /** The parts of the state the body is made of, as last looked at. */
  let seen: ReadonlyArray<unknown> = []
  const follow = () => {
    const state = store.getState()
    // Every dispatch calls this (an online count, a tick): nothing is built or serialised unless a
    // part the body is made of has changed since the last look.
    const parts = [
      selectCurrentUser(state),
      state.user.credit,
      state.configuration.items,
      selectGameLobby(state),
      state.reward.categories,
      state.flipCard.logs,
      state.affiliate.balance,
      state.wheel.segments,
      selectProviderGames(state),
      state.shell
    ]
    if (parts.every((part, index) => Object.is(part, seen[index]))) return
    seen = parts
    if (selectAwaitingSession(state)) return
    const now = clock.unsafeCurrentTimeMillis()
    const body = shellSnapshotBody(state, bangkokDayKey(now), last?.body ?? null)
    if (body === null) {
      if (selectIsLoggedIn(state) || last === null) return
      last = null
      run(snapshots.clear)
      return
    }
    const text = JSON.stringify(body)
    if (text === last?.text) return
    last = { body, text }
    run(snapshots.save({ ...body, savedAt: now }))
  }
  follow()
  yield* Effect.async<never>(() => Effect.sync(store.subscribe(follow)))
})
