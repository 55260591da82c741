import { css } from "../../../styled-system/css"
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

/** Provider cards' shape while the lobby loads. */
export const ProviderCardsSkeleton = () => (
  <div aria-busy="true" className={providerGrid} data-loading="providers">
    {Array.from({ length: 8 }, (_, index) => (
      <div key={index} className={box}>
        <Skeleton height="auto" className={css({ aspectRatio: "16 / 9" })} />
        <Skeleton height="1rem" width="70%" />
      </div>
    ))}
  </div>
)

/** Game cards' shape while games load. */
export const GameCardsSkeleton = ({ count = 12 }: { readonly count?: number }) => (
  <div aria-busy="true" className={gameGrid} data-loading="games">
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className={box}>
        <Skeleton height="auto" className={css({ aspectRatio: "1" })} />
        <Skeleton height="0.9rem" width="80%" />
        <Skeleton height="44px" />
      </div>
    ))}
  </div>
)
