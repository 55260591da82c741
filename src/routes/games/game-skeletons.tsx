import { css } from "../../../styled-system/css"
import { GAME_CARD_INFO_HEIGHT } from "../../ui/games/game-card"
import { Skeleton } from "../../ui/skeleton"

const providerGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "3",
  sm: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  md: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" }
})
const gameGrid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "3",
  sm: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  md: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" }
})
const box = css({ display: "flex", flexDirection: "column", gap: "2" })

/**
 * The first tab's (เกมฮิต) usual number of providers: three rows on a phone, two on a desktop. A
 * category with more grows below the fold, where it moves nothing the player sees.
 */
const PROVIDER_SKELETONS = 6

/** A provider card's text block: padding, the name's line and the count's, as ProviderCards draws them. */
const providerInfo = css({ display: "flex", flexDirection: "column", gap: "0.5", padding: "3" })

/** Provider cards' shape while the lobby loads: each as tall as a card, so the shelf below stays put (#16). */
export const ProviderCardsSkeleton = () => (
  <div aria-busy="true" className={providerGrid} data-loading="providers">
    {Array.from({ length: PROVIDER_SKELETONS }, (_, index) => (
      <div key={index} className={box}>
        <Skeleton height="auto" className={css({ aspectRatio: "16 / 9" })} />
        <span className={providerInfo}>
          <Skeleton height="1.4em" width="70%" />
          <Skeleton height="1.6em" width="40%" className={css({ fontSize: "sm" })} />
        </span>
      </div>
    ))}
  </div>
)

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
