import { useCallback } from "react"
import type { GameSummary } from "../../domain/game-schema"
import { selectGameOpening } from "../../events/games/selectors"
import { type PickCommand, useAppContext, useCommand } from "../../runtime/react/app-context"
import { gamesTexts } from "../../ui/games/texts"
import { notify } from "../notify"

/** What a press of 'เล่น' came to (runtime/commands/games.ts). */
type OpenGameOutcome = "left" | "busy" | "offline" | "refused" | "unsure"

const openGame =
  (game: GameSummary): PickCommand<OpenGameOutcome> =>
  (commands) =>
    commands.openGame(game, { returnUrl: window.location.href, origin: window.location.origin })
/** What a press of 'เพิ่มในเกมโปรด' did (runtime/commands/games.ts). */
type FavouriteOutcome = "added" | "removed" | "none"

const toggleFavourite =
  (game: GameSummary): PickCommand<FavouriteOutcome> =>
  (commands) =>
    commands.toggleFavouriteGame(game)

/**
 * 'เล่น' and 'เพิ่มในเกมโปรด' on any card of the lobby; a favourite's toggle is said in a toast. Opening runs to its end (useCommand) even if
 * the player leaves; what it came to is read from the store once it settles and said in a toast
 * (the card and the screen's notice say it too).
 */
export const useGameActions = () => {
  const run = useCommand()
  const { store } = useAppContext()
  const play = useCallback(
    (game: GameSummary) => {
      void run(openGame(game)).then((outcome) => {
        if (outcome === "offline") notify.error(gamesTexts.offline)
        if (outcome === "refused") {
          const { error } = selectGameOpening(store.getState())
          notify.error(error ?? gamesTexts.openFailed)
        }
        if (outcome === "unsure") {
          const text = openingOutcomeText(selectGameOpening(store.getState()).outcome)
          if (text !== null) notify.info(text)
        }
      })
    },
    [run, store]
  )
  // The heart's colour and aria-pressed say it on the card; the toast says it in words (#29).
  const toggle = useCallback(
    (game: GameSummary) =>
      void run(toggleFavourite(game)).then((outcome) => {
        if (outcome === "added") notify.success(gamesTexts.favouriteAdded)
        if (outcome === "removed") notify.info(gamesTexts.favouriteRemoved)
      }),
    [run]
  )
  return { play, toggle }
}

/** What the lobby says after an opening that did not leave for the game. */
export const openingOutcomeText = (
  outcome: "refused" | "unverified" | "opened-elsewhere" | "not-opened" | null
): string | null => {
  switch (outcome) {
    case "opened-elsewhere":
      return gamesTexts.openedElsewhere
    case "not-opened":
      return gamesTexts.notOpened
    case "unverified":
      return gamesTexts.openUnverified
    case "refused":
    case null:
      return null
  }
}
