import { memo, useCallback } from "react"
import type { GameSummary } from "../../domain/game-schema"
import { GameGrid } from "../../ui/games/game-grid"
import { useGameCards } from "./use-game-cards"

/**
 * A grid of games wired to 'เล่น' and 'เพิ่มในเกมโปรด'. Memoised: a key typed in the search renders the
 * box at once and leaves the grid alone until the deferred filter hands it new games (#16, INP).
 * `beforePlay` runs as a card is pressed, before its game opens (the provider screen keeps its place).
 */
export const GameListView = memo(function GameListView({
  games,
  label,
  beforePlay
}: {
  readonly games: ReadonlyArray<GameSummary>
  readonly label: string
  readonly beforePlay?: () => void
}) {
  const cards = useGameCards()
  const { onPlay } = cards
  const play = useCallback(
    (game: GameSummary) => {
      beforePlay?.()
      onPlay(game)
    },
    [beforePlay, onPlay]
  )
  return <GameGrid games={games} label={label} {...cards} onPlay={play} />
})
