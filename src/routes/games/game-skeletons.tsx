import { css } from "../../../styled-system/css"
import { GAME_CARD_INFO_HEIGHT } from "../../ui/games/game-card"
import { lobbyTile } from "../../ui/games/tile-style"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../../ui/frame-fill"
import { Skeleton } from "../../ui/skeleton"

const gameGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "3",
  sm: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  md: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" }
})
const cardInfo = css({ display: "flex", flexDirection: "column", gap: "1.5", padding: "2", boxSizing: "border-box" })
const artBlock = css({ aspectRatio: "1", borderRadius: "0" })
/** The kept game's name and provider, in the card's own type (game-card.tsx), once the fill gave them. */
const keptName = css({ fontSize: "sm", fontWeight: "semibold", lineHeight: "1.45", color: "paper" })
const keptProvider = css({ fontSize: "xs", lineHeight: "1.5", color: "muted" })

/**
 * Game cards' shape while games load: each the card's own tile, picture box and text block, so the
 * cards take their place without moving anything. On a provider's games screen (`kept`) each is
 * also a slot a returning player's frame fills with a game the device kept of that provider (#30,
 * src/first-paint/provider-frame-fill.ts): its picture, its name and the provider's, the cards that
 * follow painting the same picture at the same size.
 */
export const GameCardsSkeleton = ({
  count = 12,
  kept = false
}: {
  readonly count?: number
  readonly kept?: boolean
}) => (
  <div aria-busy="true" className={gameGrid} data-loading="games">
    {Array.from({ length: count }, (_, index) => (
      <div
        key={index}
        className={lobbyTile}
        {...(kept ? { [FRAME_FILL_ATTRIBUTE]: "game" satisfies FrameFillSlot } : {})}
      >
        <Skeleton height="auto" className={artBlock} {...(kept ? { fill: "game-art" } : {})} />
        {/* The card's text block: its name's two lines and the provider's, as tall as the card's. */}
        <span className={cardInfo} style={{ height: `${GAME_CARD_INFO_HEIGHT}px` }}>
          <Skeleton height="0.9rem" width="80%" className={keptName} {...(kept ? { fill: "game-name" } : {})} />
          <Skeleton height="0.9rem" width="55%" />
          <Skeleton
            height="0.75rem"
            width="40%"
            className={keptProvider}
            {...(kept ? { fill: "game-provider-name" } : {})}
          />
        </span>
      </div>
    ))}
  </div>
)
