import { DEFAULT_GAME_CATEGORY, SLOT_TYPES, withFavouriteToggled, withRecentlyPlayed } from "../../domain/game"
import type { GameCategory } from "../../domain/game"
import type { GameSummary } from "../../domain/game-schema"
import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import { initialGameLists, NO_CASH_OUT, NO_OPENING } from "./initial"
import type { GameLists, GameState } from "./state"

const { on, whilePlayer } = casesOf<GameState>()

const initial: GameState = {
  gameCategory: DEFAULT_GAME_CATEGORY,
  slotTypes: [...SLOT_TYPES],
  lists: initialGameLists(),
  lobby: RemoteData.Idle(),
  providerAsked: null,
  provider: RemoteData.Idle(),
  recent: [],
  favourites: [],
  opening: NO_OPENING,
  cashOut: NO_CASH_OUT
}

const withList = (state: GameState, category: GameCategory, list: GameLists[GameCategory]): GameState => ({
  ...state,
  lists: { ...state.lists, [category]: list }
})

const isAsked = (state: GameState, asked: { readonly category: GameCategory; readonly provider: string }): boolean =>
  state.providerAsked?.category === asked.category && state.providerAsked.provider === asked.provider

/** The opening left as it was asked for: the game and its key stay for a resend that reuses the key. */
const openingSettled = (state: GameState, outcome: GameState["opening"]["outcome"], error: string | null) => ({
  ...state,
  opening: { ...state.opening, status: "idle" as const, outcome, error }
})

const openedGame = (state: GameState, game: GameSummary): GameState => ({
  ...state,
  recent: withRecentlyPlayed(state.recent, game),
  opening: { game, key: null, status: "opened", outcome: null, error: null }
})

export const gameSlice = defineSlice<GameState>({
  initial,
  cases: [
    // A guest may have chosen a category on a public page before logging in: it is kept.
    on("GameCategoryChosen", (state, { category }) => ({ ...state, gameCategory: category })),
    ...whilePlayer(
      // Reloads keep what is shown: the lobby does not blink when a tab is chosen again.
      on("GameLobbyLoading", (state) =>
        state.lobby._tag === "Loaded" ? state : { ...state, lobby: RemoteData.Loading() }
      ),
      on("GameLobbyLoaded", (state, { data }) => ({ ...state, lobby: RemoteData.Loaded({ data }) })),
      on("GameLobbyFailed", (state, { failure }) =>
        state.lobby._tag === "Loaded"
          ? state
          : { ...state, lobby: RemoteData.Failed({ message: failureText(failure) }) }
      ),
      on("CategoryGamesLoading", (state, { category }) =>
        state.lists[category]._tag === "Loaded" ? state : withList(state, category, RemoteData.Loading())
      ),
      on("CategoryGamesLoaded", (state, { category, data }) =>
        withList(state, category, RemoteData.Loaded({ data: data.games }))
      ),
      on("CategoryGamesFailed", (state, { category, failure }) =>
        state.lists[category]._tag === "Loaded"
          ? state
          : withList(state, category, RemoteData.Failed({ message: failureText(failure) }))
      ),
      on("ProviderGamesLoading", (state, { category, provider }) =>
        isAsked(state, { category, provider }) && state.provider._tag === "Loaded"
          ? state
          : { ...state, providerAsked: { category, provider }, provider: RemoteData.Loading() }
      ),
      // Latest wins: an answer for a provider asked before the current one is dropped.
      on("ProviderGamesLoaded", (state, event) =>
        isAsked(state, event) ? { ...state, provider: RemoteData.Loaded({ data: event.data }) } : state
      ),
      on("ProviderGamesFailed", (state, event) =>
        isAsked(state, event) && state.provider._tag !== "Loaded"
          ? { ...state, provider: RemoteData.Failed({ message: failureText(event.failure) }) }
          : state
      ),
      on("GameShelvesRestored", (state, { recent, favourites }) => ({ ...state, recent, favourites })),
      on("GameFavouriteToggled", (state, { game }) => ({
        ...state,
        favourites: withFavouriteToggled(state.favourites, game)
      })),
      on("GameOpenStarted", (state, { game, key }) => ({
        ...state,
        opening: { game, key, status: "sending", outcome: null, error: null }
      })),
      on("GameOpened", (state, { game }) => openedGame(state, game)),
      on("GameOpenFailed", (state, { failure }) => ({
        ...state,
        // A refusal ends that intent: the next press is a new one, with a new key.
        opening: { ...state.opening, key: null, status: "idle", outcome: "refused", error: failureText(failure) }
      })),
      on("GameOpenUnsure", (state) => ({ ...state, opening: { ...state.opening, status: "verifying", error: null } })),
      on("GameOpenVerified", (state, { opened }) =>
        openingSettled(state, opened === null ? "unverified" : opened ? "opened-elsewhere" : "not-opened", null)
      ),
      on("GameCashOutStarted", (state, { key, trigger }) => ({
        ...state,
        // Back from a game (a page kept in the browser's memory keeps its state): 'เล่น' works again.
        opening: trigger === "return" ? NO_OPENING : state.opening,
        cashOut: { ...state.cashOut, status: "sending", key, error: null, unverified: false }
      })),
      on("GameCashedOut", (state, { cashOut }) => ({
        ...state,
        cashOut: { status: "idle", key: null, error: null, unverified: false, last: cashOut }
      })),
      on("GameCashOutFailed", (state, { failure }) => ({
        ...state,
        cashOut: { ...state.cashOut, status: "idle", key: null, error: failureText(failure) }
      })),
      on("GameCashOutUnsure", (state) => ({
        ...state,
        cashOut: { ...state.cashOut, status: "verifying", error: null }
      })),
      // Read back: done ends the intent; not done keeps the key for the player's resend; unreadable says so.
      on("GameCashOutVerified", (state, { done }) => ({
        ...state,
        cashOut: {
          ...state.cashOut,
          status: "idle",
          key: done === true ? null : state.cashOut.key,
          unverified: done === null
        }
      }))
    )
  ]
})
