import { css, cx } from "../../styled-system/css"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "./frame-fill"

// A light veil, not a colour of the palette: it shows on the page, on a surface and on a raised
// card alike (a surfaceRaised block vanished on the raised cards it stood in for).
const base = css({
  display: "block",
  bg: "rgba(255, 255, 255, 0.09)",
  borderRadius: "md",
  animation: "pulse",
  _motionReduce: { animation: "none" }
})

export interface SkeletonProps {
  readonly width?: string
  readonly height?: string
  readonly className?: string
  /**
   * The returning player's value a player screen's prerendered frame fills this block with before
   * the app runs (#30, frame-fill.ts). The text the fill puts in is allowed to differ from React's
   * (empty) when it adopts the page; the element that follows replaces it in the same place.
   */
  readonly fill?: FrameFillSlot
}

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export const Skeleton = ({ width = "100%", height = "1em", className, fill }: SkeletonProps) => (
  <span
    aria-hidden="true"
    data-skeleton=""
    className={cx(base, className)}
    style={{ width, height }}
    {...(fill === undefined ? {} : { [FRAME_FILL_ATTRIBUTE]: fill, suppressHydrationWarning: true, children: "" })}
  />
)
