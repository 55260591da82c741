import type { GameCategory, ProviderPage } from "../../domain/game"
import { keptProviderName } from "../../domain/kept-provider-name"
import type { AppState } from "../state"

export const selectGameCategory = (state: AppState) => state.game.gameCategory
export const selectGameLobby = (state: AppState) => state.game.lobby
export const selectCategoryGames = (state: AppState, category: GameCategory) => state.game.lists[category]
export const selectProviderAsked = (state: AppState) => state.game.providerAsked
export const selectProviderGames = (state: AppState) => state.game.provider
export const selectRecentGames = (state: AppState) => state.game.recent
export const selectFavouriteGames = (state: AppState) => state.game.favourites
export const selectGameOpening = (state: AppState) => state.game.opening
export const selectGameCashOut = (state: AppState) => state.game.cashOut
/** A game is being opened, or its unsure opening is being read back: 'เล่น' sends nothing more. */
export const selectGameOpenBusy = (state: AppState) => state.game.opening.status !== "idle"
export const selectCashOutBusy = (state: AppState) => state.game.cashOut.status !== "idle"

/**
 * A provider's name the device's snapshot kept (kept-provider-name.ts), null when none: the
 * provider's screen's heading until the list or the lobby answers (#30).
 */
export const selectKeptProviderName = (state: AppState, page: ProviderPage): string | null =>
  keptProviderName(state.shell.snapshot, page)
