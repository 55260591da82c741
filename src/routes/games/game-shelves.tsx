import {
  selectFavouriteGames,
  selectGameOpenBusy,
  selectGameOpening,
  selectRecentGames
} from "../../events/games/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { GameShelf } from "../../ui/games/game-shelf"
import { gamesTexts } from "../../ui/games/texts"
import { useGameActions } from "./use-game-actions"

/** 'เล่นล่าสุด' and 'เกมโปรด', each only when it holds a game (kept on this device). */
export const GameShelves = () => {
  const recent = useAppSelector(selectRecentGames)
  const favourites = useAppSelector(selectFavouriteGames)
  const opening = useAppSelector(selectGameOpening)
  const busy = useAppSelector(selectGameOpenBusy)
  const { play, toggle } = useGameActions()
  const shelf = (title: string, games: typeof recent) =>
    games.length === 0 ? null : (
      <GameShelf
        title={title}
        games={games}
        favourites={favourites}
        opening={opening.status === "idle" ? null : opening.game}
        busy={busy}
        onPlay={play}
        onToggleFavourite={toggle}
      />
    )
  return (
    <>
      {shelf(gamesTexts.recentHeading, recent)}
      {shelf(gamesTexts.favouritesHeading, favourites)}
    </>
  )
}
