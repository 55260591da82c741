import type { GameSummary } from "../../domain/game-schema"
import { selectFavouriteGames, selectGameOpenBusy, selectGameOpening } from "../../events/games/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { GameGrid } from "../../ui/games/game-grid"
import { useGameActions } from "./use-game-actions"

/** A grid of games wired to 'เล่น' and 'เพิ่มในเกมโปรด'. */
export const GameListView = ({
  games,
  label
}: {
  readonly games: ReadonlyArray<GameSummary>
  readonly label: string
}) => {
  const favourites = useAppSelector(selectFavouriteGames)
  const opening = useAppSelector(selectGameOpening)
  const busy = useAppSelector(selectGameOpenBusy)
  const { play, toggle } = useGameActions()
  return (
    <GameGrid
      games={games}
      favourites={favourites}
      opening={opening.status === "idle" ? null : opening.game}
      busy={busy}
      onPlay={play}
      onToggleFavourite={toggle}
      label={label}
    />
  )
}
