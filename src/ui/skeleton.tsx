import { css, cx } from "../../styled-system/css"

const base = css({
  display: "block",
  bg: "surfaceRaised",
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
