import { css, cx } from "../../styled-system/css"

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
}

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export const Skeleton = ({ width = "100%", height = "1em", className }: SkeletonProps) => (
  <span aria-hidden="true" data-skeleton="" className={cx(base, className)} style={{ width, height }} />
)
