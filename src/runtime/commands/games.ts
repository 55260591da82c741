import { Effect, Option } from "effect"
import { BAD_LAUNCH_ADDRESS, isFavourite, launchAddress, sameGame, type GameCategory } from "../../domain/game"
import type { GameSummary } from "../../domain/game-schema"
import { dataOf } from "../../events/remote-data"
import {
  CategoryGamesEvents,
  GameCashedOut,
  GameCashOutFailed,
  GameCashOutStarted,
  GameCashOutUnsure,
  GameCashOutVerified,
  GameFavouriteToggled,
  GameLobbyEvents,
  GameOpened,
  GameOpenFailed,
  GameOpenStarted,
  GameOpenUnsure,
  GameOpenVerified,
  GameShelvesRestored,
  ProviderGamesEvents
} from "../../events/games/events"
import {
  selectCashOutBusy,
  selectFavouriteGames,
  selectGameCashOut,
  selectGameLobby,
  selectGameOpenBusy,
  selectGameOpening,
  selectRecentGames
} from "../../events/games/selectors"
import { selectCredit, selectCreditRefreshError } from "../../events/player/selectors"
import { selectUsername } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import { GameDevice } from "../../services/games/game-device"
import { GamesService } from "../../services/games/games-service"
import { currentState, dispatch, loadDataset, lookAndDispatch, type Decision } from "./dispatch"
import { freshIdempotencyKey, readBackWhenOnline, runToTheEnd, sendWrite } from "./once-only-write"
import { chooseGameCategory } from "./game-memory"
import { refreshCredit } from "./player"

// The games lobby's commands (issue #11). Loads run with their screen and stop with it; opening a
// game and the cash-out move credit, so they follow check-in.ts (money.md): one in flight, an
// Idempotency-Key per press, never interrupted, a lost answer read back from the credit.

/** 'เกม': the structure once per visit (kept across tabs), and the chosen tab's games. */
export const loadGameLobby = Effect.gen(function* () {
  const service = yield* GamesService
  yield* loadDataset(GameLobbyEvents, {}, service.lobby)
})

/** One tab's featured games (for hot, the hot list). Stopping it (another tab chosen) aborts its request. */
export const loadCategoryGames = (category: GameCategory) =>
  Effect.gen(function* () {
    const service = yield* GamesService
    yield* loadDataset(CategoryGamesEvents, { category }, service.categoryGames(category))
  })

/** The player's shelves on this device, into the state when they differ from what it holds. */
export const restoreGameShelves = Effect.gen(function* () {
  const state = yield* currentState
  const username = selectUsername(state)
  if (username === null) return
  const device = yield* GameDevice
  const kept = yield* device.shelves(username)
  const same = (a: ReadonlyArray<GameSummary>, b: ReadonlyArray<GameSummary>) =>
    a.length === b.length &&
    a.every((game, index) => {
      const other = b[index]
      return other !== undefined && sameGame(game, other)
    })
  if (same(kept.recent, selectRecentGames(state)) && same(kept.favourites, selectFavouriteGames(state))) return
  yield* dispatch(GameShelvesRestored.make({ recent: kept.recent, favourites: kept.favourites }))
})

/** The lobby's structure unless it is shown already: it is the same for every tab and provider. */
const lobbyUnlessShown = Effect.flatMap(currentState, (state) =>
  selectGameLobby(state)._tag === "Loaded" ? Effect.void : loadGameLobby
)

/** The category screen's load: the structure (unless shown already), the tab's games and the shelves. */
export const loadGameCategoryScreen = (category: GameCategory) =>
  Effect.gen(function* () {
    yield* Effect.all([lobbyUnlessShown, loadCategoryGames(category), restoreGameShelves], {
      concurrency: "unbounded",
      discard: true
    })
  })

/** /auth/games/{type}/{slot}: one provider's games, and the shelves for the favourite toggles. */
export const loadProviderGames = (category: GameCategory, provider: string) =>
  Effect.gen(function* () {
    const service = yield* GamesService
    yield* Effect.all(
      [
        loadDataset(ProviderGamesEvents, { category, provider }, service.providerGames(category, provider)),
        restoreGameShelves
      ],
      { concurrency: 2, discard: true }
    )
  })

/** Writes the shelves the state now holds to the device. */
const keepShelves = Effect.gen(function* () {
  const state = yield* currentState
  const username = selectUsername(state)
  if (username === null) return
  const device = yield* GameDevice
  yield* device.saveShelves(username, { recent: selectRecentGames(state), favourites: selectFavouriteGames(state) })
})

/** What a press of 'เพิ่มในเกมโปรด' did: the screen says it (#29). */
export type FavouriteOutcome = "added" | "removed" | "none"

/** 'เพิ่มในเกมโปรด' pressed: in or out of the favourites, kept on the device. */
export const toggleFavouriteGame = (game: GameSummary) =>
  Effect.gen(function* () {
    if (selectUsername(yield* currentState) === null) return "none" as const
    yield* dispatch(GameFavouriteToggled.make({ game }))
    yield* keepShelves
    const outcome: FavouriteOutcome = isFavourite(selectFavouriteGames(yield* currentState), game) ? "added" : "removed"
    return outcome
  })

/**
 * Reads the credit to learn what an unsure write did: true when the game's wallet holds credit,
 * false when it holds none, null when the credit could not be read.
 */
const walletHoldsCredit = readBackWhenOnline(
  Effect.gen(function* () {
    yield* refreshCredit
    const state = yield* currentState
    if (selectCreditRefreshError(state) !== null) return null
    const credit = dataOf(selectCredit(state))
    if (credit === null) return null
    return credit.gameWallet !== undefined && credit.gameWallet > 0
  })
)

/** An answer whose launch address is not a web address is the server's fault, as a gateway's. */
const BAD_GATEWAY = 502

/** What a press of 'เล่น' came to; the screen reads the details from the store. */
export type OpenGameOutcome = "left" | "busy" | "offline" | "refused" | "unsure"

/** Where the game's 'กลับสู่ล็อบบี้' leads, and this site's origin (read by the screen from its location). */
export interface LobbyAddress {
  readonly returnUrl: string
  readonly origin: string
}

/**
 * 'เล่น <name>': the balance goes into the game's wallet, then this tab goes to the game (LINE's
 * in-app browser blocks pop-ups), marked so that coming back pulls the credit back once. A press
 * while another opening is on its way sends nothing; the key of an unsure opening of the same game
 * is reused, so the server answers it again instead of moving the balance twice.
 */
export const openGame = (game: GameSummary, lobby: LobbyAddress) =>
  Effect.gen(function* () {
    const service = yield* GamesService
    const device = yield* GameDevice
    // The look and GameOpenStarted in one step: a second press sees the first one busy.
    const started = yield* lookAndDispatch((state): Decision<"busy" | "offline" | { readonly key: string }> => {
      if (selectGameOpenBusy(state)) return { events: [], result: "busy" }
      if (!selectOnline(state)) return { events: [], result: "offline" }
      const opening = selectGameOpening(state)
      const key =
        opening.key !== null && opening.game !== null && sameGame(opening.game, game)
          ? opening.key
          : freshIdempotencyKey()
      return { events: [GameOpenStarted.make({ game, key })], result: { key } }
    })
    if (started === "busy" || started === "offline") return started
    const { key } = started
    const call = service.openGame({ provider: game.provider, gameCode: game.code, returnUrl: lobby.returnUrl }, key)
    const outcome: OpenGameOutcome = yield* runToTheEnd(
      Effect.gen(function* () {
        const answer = yield* sendWrite(call, {
          refused: (failure) => GameOpenFailed.make({ failure }),
          unsure: (failure) => GameOpenUnsure.make({ failure })
        })
        switch (answer._tag) {
          case "Answered": {
            const address = launchAddress(answer.value.url, lobby.origin)
            if (address === null) {
              // The server moved the balance, so the credit is read: 'ดึงเครดิตกลับ' brings it back.
              const failure = { _tag: "ServerError", status: BAD_GATEWAY, message: BAD_LAUNCH_ADDRESS } as const
              yield* dispatch(GameOpenFailed.make({ failure }))
              yield* refreshCredit
              return "refused" as const
            }
            yield* dispatch(GameOpened.make({ game, launch: answer.value }))
            yield* keepShelves
            // The category last played is the one 'เกมทั้งหมด' opens next (#29).
            yield* chooseGameCategory(game.category)
            const cashOutKey = freshIdempotencyKey()
            yield* device.leaveForGame(address, {
              version: 1,
              cashOutKey,
              provider: game.provider,
              gameCode: game.code
            })
            return "left" as const
          }
          case "Refused":
          case "SessionEnded":
            return "refused" as const
          case "Unsure":
            yield* dispatch(GameOpenVerified.make({ opened: yield* walletHoldsCredit }))
            return "unsure" as const
        }
      })
    )
    return outcome
  })

/** What a cash-out came to. */
export type CashOutOutcome = "done" | "busy" | "refused" | "unsure"

/**
 * The game's wallet back into the balance, then the credit refreshed. `key` is the one the return
 * mark carries; else an unsure cash-out's key is reused, else a new one is made.
 */
export const cashOutGame = (trigger: "return" | "button", key?: string) =>
  Effect.gen(function* () {
    const service = yield* GamesService
    // The look and GameCashOutStarted in one step: a second press sees the first one busy.
    const useKey = yield* lookAndDispatch((state): Decision<string | null> => {
      if (selectCashOutBusy(state)) return { events: [], result: null }
      const useKey = key ?? selectGameCashOut(state).key ?? freshIdempotencyKey()
      return { events: [GameCashOutStarted.make({ key: useKey, trigger })], result: useKey }
    })
    if (useKey === null) return "busy" as const
    const outcome: CashOutOutcome = yield* runToTheEnd(
      Effect.gen(function* () {
        const answer = yield* sendWrite(service.cashOut(useKey), {
          refused: (failure) => GameCashOutFailed.make({ failure }),
          unsure: (failure) => GameCashOutUnsure.make({ failure })
        })
        switch (answer._tag) {
          case "Answered":
            yield* dispatch(GameCashedOut.make({ cashOut: answer.value }))
            yield* refreshCredit
            return "done" as const
          case "Refused":
          case "SessionEnded":
            return "refused" as const
          case "Unsure": {
            const holds = yield* walletHoldsCredit
            yield* dispatch(GameCashOutVerified.make({ done: holds === null ? null : !holds }))
            return holds === false ? ("done" as const) : ("unsure" as const)
          }
        }
      })
    )
    return outcome
  })

/** 'ดึงเครดิตกลับ' on the balance card. */
export const pullBackGameCredit = cashOutGame("button")

/**
 * The tab came back from a game (its 'กลับสู่ล็อบบี้' link, or Back): the mark is taken as it is
 * read, so the cash-out is sent once per return however often this runs (a reload, a page restored
 * from the browser's memory), and with the key made when the game opened.
 */
export const returnFromGame = Effect.gen(function* () {
  if (selectUsername(yield* currentState) === null) return "none" as const
  const device = yield* GameDevice
  const mark = yield* device.takeReturnMark
  if (Option.isNone(mark)) return "none" as const
  return yield* cashOutGame("return", mark.value.cashOutKey)
})

/** The provider screen's load: the lobby's structure (unless shown already: it tells an unknown provider) and its games. */
export const loadProviderScreen = (category: GameCategory, provider: string) =>
  Effect.gen(function* () {
    yield* Effect.all([lobbyUnlessShown, loadProviderGames(category, provider)], {
      concurrency: "unbounded",
      discard: true
    })
  })
