import { css } from "../../../styled-system/css"
import { GAME_CARD_INFO_HEIGHT } from "../../ui/games/game-card"
import { Skeleton } from "../../ui/skeleton"

const gameGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "3",
  sm: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  md: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" }
})
const cardBox = css({ display: "flex", flexDirection: "column" })
const cardInfo = css({ display: "flex", flexDirection: "column", gap: "1.5", padding: "2", boxSizing: "border-box" })

/** Game cards' shape while games load. */
export const GameCardsSkeleton = ({ count = 12 }: { readonly count?: number }) => (
  <div aria-busy="true" className={gameGrid} data-loading="games">
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className={cardBox}>
        <Skeleton height="auto" className={css({ aspectRatio: "1" })} />
        {/* The card's text block: its name's two lines and the provider's, as tall as the card's. */}
        <span className={cardInfo} style={{ height: `${GAME_CARD_INFO_HEIGHT}px` }}>
          <Skeleton height="0.9rem" width="80%" />
          <Skeleton height="0.9rem" width="55%" />
          <Skeleton height="0.75rem" width="40%" />
        </span>
      </div>
    ))}
  </div>
)
