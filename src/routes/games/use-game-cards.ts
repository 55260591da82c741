import type { GameSummary } from "../../domain/game-schema"
import { selectFavouriteGames, selectGameOpenBusy, selectGameOpening } from "../../events/games/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { useGameActions } from "./use-game-actions"

/** What every list of game cards is given: the favourites, the game being opened, and the two presses. */
export const useGameCards = (): {
  readonly favourites: ReadonlyArray<GameSummary>
  readonly opening: GameSummary | null
  readonly busy: boolean
  readonly onPlay: (game: GameSummary) => void
  readonly onToggleFavourite: (game: GameSummary) => void
} => {
  const favourites = useAppSelector(selectFavouriteGames)
  const opening = useAppSelector(selectGameOpening)
  const busy = useAppSelector(selectGameOpenBusy)
  const { play, toggle } = useGameActions()
  return {
    favourites,
    opening: opening.status === "idle" ? null : opening.game,
    busy,
    onPlay: play,
    onToggleFavourite: toggle
  }
}
