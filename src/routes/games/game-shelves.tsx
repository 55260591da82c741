import { selectFavouriteGames, selectRecentGames } from "../../events/games/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { GameShelf } from "../../ui/games/game-shelf"
import { gamesTexts } from "../../ui/games/texts"
import { useGameCards } from "./use-game-cards"

/** 'เล่นล่าสุด' and 'เกมโปรด', each only when it holds a game (kept on this device). */
export const GameShelves = () => {
  const recent = useAppSelector(selectRecentGames)
  const favourites = useAppSelector(selectFavouriteGames)
  const cards = useGameCards()
  return (
    <>
      {recent.length === 0 ? null : <GameShelf title={gamesTexts.recentHeading} games={recent} {...cards} />}
      {favourites.length === 0 ? null : (
        <GameShelf title={gamesTexts.favouritesHeading} games={favourites} {...cards} />
      )}
    </>
  )
}
