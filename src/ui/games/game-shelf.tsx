import { useId } from "react"
import { css } from "../../../styled-system/css"
import { gameKey, isFavourite, sameGame } from "../../domain/game"
import type { GameSummary } from "../../domain/game-schema"
import { GameCard, type GameCardsProps } from "./game-card"

const section = css({ display: "flex", flexDirection: "column", gap: "2" })
const heading = css({ fontSize: "lg", fontWeight: "bold" })
// One row that scrolls sideways: a shelf never pushes the categories far down.
const row = css({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "clamp(112px, 30%, 150px)",
  gap: "3",
  overflowX: "auto",
  paddingBottom: "1",
  listStyle: "none",
  margin: "0",
  padding: "0",
  scrollSnapType: "x proximity",
  "& > li": { scrollSnapAlign: "start" }
})

export interface GameShelfProps extends GameCardsProps {
  readonly title: string
  readonly games: ReadonlyArray<GameSummary>
}

/** 'เล่นล่าสุด' or 'เกมโปรด': the games kept on this device, newest first. */
export const GameShelf = ({
  title,
  games,
  favourites,
  opening,
  busy,
  onPlay,
  onToggleFavourite,
  providerNameOf
}: GameShelfProps) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={section}>
      <h2 id={headingId} className={heading}>
        {title}
      </h2>
      <ul className={row}>
        {games.map((game) => (
          <li key={gameKey(game)}>
            <GameCard
              game={game}
              providerName={providerNameOf(game.provider)}
              favourite={isFavourite(favourites, game)}
              opening={opening !== null && sameGame(opening, game)}
              disabled={busy}
              onPlay={onPlay}
              onToggleFavourite={onToggleFavourite}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
