import type { GameSummary } from "../../domain/game-schema"
import { GameGrid } from "../../ui/games/game-grid"
import { useGameCards } from "./use-game-cards"

/** A grid of games wired to 'เล่น' and 'เพิ่มในเกมโปรด'. */
export const GameListView = ({
  games,
  label
}: {
  readonly games: ReadonlyArray<GameSummary>
  readonly label: string
}) => <GameGrid games={games} label={label} {...useGameCards()} />
