import { memo } from "react"
import type { GameSummary } from "../../domain/game-schema"
import { GameGrid } from "../../ui/games/game-grid"
import { useGameCards } from "./use-game-cards"

/**
 * A grid of games wired to 'เล่น' and 'เพิ่มในเกมโปรด'. Memoised: a key typed in the search renders the
 * box at once and leaves the grid alone until the deferred filter hands it new games (#16, INP).
 */
export const GameListView = memo(function GameListView({
  games,
  label
}: {
  readonly games: ReadonlyArray<GameSummary>
  readonly label: string
}) {
  return <GameGrid games={games} label={label} {...useGameCards()} />
})
