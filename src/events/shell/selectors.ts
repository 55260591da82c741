import type { GameCategory } from "../../domain/game"
import type { GameProvider } from "../../domain/game-schema"
import type { PromotionSlide } from "../../domain/media"
import type { Satang } from "../../domain/money"
import { keptProviders, SHELL_IMAGE_KEYS, type ShellImageKey } from "../../domain/shell-snapshot"
import type { ConfigurationKey } from "../../domain/configuration"
import { selectImagePath } from "../configuration/selectors"
import { selectBalance } from "../player/selectors"
import { selectCurrentUser, selectIsLoggedIn } from "../session/selectors"
import type { AppState } from "../state"

// What the shell shows (#16): the fresh value when there is one, else the snapshot the page first
// rendered from. Commands and money screens never read these: they read the fresh selectors only.

const SNAPSHOT_KEYS: ReadonlySet<ConfigurationKey> = new Set<ConfigurationKey>(SHELL_IMAGE_KEYS)
const isSnapshotKey = (key: ConfigurationKey): key is ShellImageKey => SNAPSHOT_KEYS.has(key)

/** The stored session is being read while the page shows the snapshot. */
export const selectAwaitingSession = (state: AppState): boolean =>
  state.shell.awaitingSession && !selectIsLoggedIn(state)
/** The player's area may render: a player, or a returning one whose session is being read (the guards). */
export const selectShowsPlayer = (state: AppState): boolean => selectIsLoggedIn(state) || state.shell.awaitingSession

/**
 * The page is a player screen's prerendered frame (#30): a player's session is being read and
 * nothing of theirs is known yet, not even a snapshot. Parts the frame's fill gives the returning
 * player's values at first paint show their place for it (the carousel's banner).
 */
export const selectIsPlayerFrame = (state: AppState): boolean =>
  state.shell.awaitingSession && state.shell.snapshot === null && !selectIsLoggedIn(state)

const snapshotOf = (state: AppState) => (state.shell.awaitingSession ? state.shell.snapshot : null)

export const selectShellName = (state: AppState): string | null =>
  selectCurrentUser(state)?.name ?? snapshotOf(state)?.name ?? null
export const selectShellUsername = (state: AppState): string | null =>
  selectCurrentUser(state)?.user_pass.username ?? snapshotOf(state)?.username ?? null
export const selectShellLevel = (state: AppState): number | null =>
  selectCurrentUser(state)?.level ?? snapshotOf(state)?.level ?? null

/** The balance the dashboard shows: the loaded one, else the snapshot's until it arrives. */
export const selectShownBalance = (state: AppState): Satang | null =>
  selectBalance(state) ?? state.shell.snapshot?.balance ?? null
/** The balance shown is the snapshot's, not yet refreshed (shown with the 'updating' cue). */
export const selectShownBalanceIsSnapshot = (state: AppState): boolean =>
  selectBalance(state) === null && state.shell.snapshot !== null

/** A configuration image's path: the loaded list's, else the snapshot's until the list arrives. */
export const selectShownImagePath =
  (key: ConfigurationKey) =>
  (state: AppState): string | null => {
    if (state.configuration.items._tag === "Loaded") return selectImagePath(key)(state)
    const snapshot = state.shell.snapshot
    return snapshot !== null && isSnapshotKey(key) ? (snapshot.images[key] ?? null) : null
  }

const NO_BANNERS: ReadonlyArray<PromotionSlide> = []

/**
 * The dashboard carousel's banners the snapshot kept, shown until the configuration list has loaded
 * (or when it failed this visit): the carousel's first slide then paints with the page.
 */
export const selectSnapshotBanners = (state: AppState): ReadonlyArray<PromotionSlide> =>
  state.shell.snapshot?.banners ?? NO_BANNERS

/**
 * A games tab's providers the snapshot kept, shown until the lobby has loaded this visit: the
 * lobby's provider cards, its largest pictures, paint with the screen. Null when the snapshot kept
 * none for the tab (the skeleton shows, never a false 'no providers').
 */
export const selectSnapshotProviders = (
  state: AppState,
  category: GameCategory
): ReadonlyArray<GameProvider> | null => {
  const providers = keptProviders(state.shell.snapshot, category)
  return providers.length === 0 ? null : providers
}
