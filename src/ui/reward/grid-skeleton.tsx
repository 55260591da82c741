import { css } from "../../../styled-system/css"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../frame-fill"
import { Skeleton } from "../skeleton"
import { rewardStyles as s } from "./reward-styles"

// The category tile's box (CategoryGrid's), its border unseen: the picture that follows sits where
// the frame's fill painted it, at its size.
const tile = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "2",
  padding: "3",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "transparent"
})
/** A filled name in the tile's type (CategoryGrid's). */
const name = css({ fontSize: "md", fontWeight: "semibold" })

/**
 * Four tiles in the grid's own columns, each a square picture and two lines, like a category tile
 * (#16). In a returning player's frame of /auth/reward (#30) each is a slot the first-paint fill
 * gives a category the device kept: its picture, name and count (src/first-paint/frame-fill.ts).
 */
export const RewardGridSkeleton = () => (
  <div aria-busy="true" className={s.grid}>
    {[0, 1, 2, 3].map((index) => (
      <div key={index} className={tile} {...{ [FRAME_FILL_ATTRIBUTE]: "reward-category" satisfies FrameFillSlot }}>
        <Skeleton height="auto" className={s.image} fill="reward-category-image" />
        <Skeleton width="60%" height="1.6em" className={name} fill="reward-category-name" />
        <Skeleton width="40%" height="1.6em" className={s.note} fill="reward-category-count" />
      </div>
    ))}
  </div>
)
