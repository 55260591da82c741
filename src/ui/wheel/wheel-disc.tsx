import type { CSSProperties } from "react"
import { css } from "../../../styled-system/css"
import { textColourOn } from "../../domain/wheel"
import type { WheelSegment } from "../../domain/wheel-schema"
import { Skeleton } from "../skeleton"
import { useReducedMotion } from "../use-reduced-motion"
import { wheelTexts } from "./texts"

// The wheel drawn as SVG (sharp at any size): segment i spans [i·w, (i+1)·w) clockwise from the top
// at rotation 0, as domain/wheel.ts landingAngle expects. Only the disc turns, by a CSS transform
// (will-change: transform, so the compositor animates it at 60 fps); the pointer stays still.

const R = 96
const LABEL_RADIUS = 58

// The animated parts' styles are inline: they are this screen's only, and the global style sheet
// every page loads stays as it is.
const frame = css({ position: "relative", width: "100%", maxWidth: "360px", marginX: "auto" })
const square: CSSProperties = { aspectRatio: "1" }
const pointer: CSSProperties = {
  position: "absolute",
  top: "-6px",
  left: "calc(50% - 17px)",
  width: "34px",
  height: "40px",
  filter: "drop-shadow(0 2px 3px rgba(0,0,0,0.6))",
  zIndex: 1
}
const round = css({ borderRadius: "full!" })
const svg = css({ display: "block", width: "100%", height: "100%" })

/** The turn: several full turns easing out over TURN_MS, or a short one with reduced motion. */
export const TURN_MS = 4000
export const REDUCED_TURN_MS = 300
const discStyle = (rotation: number, reduced: boolean): CSSProperties => ({
  width: "100%",
  height: "100%",
  willChange: "transform",
  transform: `rotate(${rotation}deg)`,
  transition: `transform ${reduced ? REDUCED_TURN_MS : TURN_MS}ms cubic-bezier(0.12, 0.7, 0.1, 1)`
})

const point = (degrees: number, radius: number): string => {
  const radians = (degrees * Math.PI) / 180
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`
}

const slice = (index: number, width: number): string =>
  `M 0 0 L ${point(index * width, R)} A ${R} ${R} 0 0 1 ${point((index + 1) * width, R)} Z`

/** A label along its segment's radius, turned so that it never reads upside down at rest. */
const labelTransform = (centre: number): string =>
  centre > 180
    ? `rotate(${centre + 90}) translate(${-LABEL_RADIUS} 0)`
    : `rotate(${centre - 90}) translate(${LABEL_RADIUS} 0)`

export interface WheelDiscProps {
  readonly segments: ReadonlyArray<WheelSegment>
  /** Degrees clockwise; grows with every spin. */
  readonly rotation: number
  readonly onStopped: () => void
}

/** The disc with its segments and labels, under a fixed pointer at the top. */
export const WheelDisc = ({ segments, rotation, onStopped }: WheelDiscProps) => {
  const width = 360 / Math.max(segments.length, 1)
  const reduced = useReducedMotion()
  return (
    <div className={frame} style={square}>
      <svg style={pointer} viewBox="0 0 34 40" aria-hidden="true">
        <path d="M 17 38 L 3 8 A 14 14 0 1 1 31 8 Z" fill="#fafafa" stroke="#111" strokeWidth="2" />
        <circle cx="17" cy="12" r="5" fill="#111" />
      </svg>
      <div
        style={discStyle(rotation, reduced)}
        onTransitionEnd={(event) => {
          if (event.propertyName === "transform") onStopped()
        }}
        data-rotation={rotation}
        data-testid="wheel-disc"
      >
        <svg className={svg} viewBox="-100 -100 200 200" role="img" aria-label={wheelTexts.wheelLabel}>
          <circle r="99" fill="#111" />
          {segments.map((segment, index) => {
            const centre = (index + 0.5) * width
            return (
              <g key={segment.id}>
                <path d={slice(index, width)} fill={segment.colour} stroke="#111" strokeWidth="1" />
                <text
                  transform={labelTransform(centre)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize="10"
                  fontWeight="700"
                  fill={textColourOn(segment.colour)}
                >
                  {segment.label}
                </text>
              </g>
            )
          })}
          <circle r="14" fill="#fafafa" stroke="#111" strokeWidth="2" />
          <circle r="5" fill="#111" />
        </svg>
      </div>
    </div>
  )
}

/** The disc's place while the wheel loads: the same square, so nothing moves when it arrives (#16). */
export const WheelDiscSkeleton = () => (
  <div className={frame} style={square}>
    <Skeleton height="100%" className={round} />
  </div>
)
