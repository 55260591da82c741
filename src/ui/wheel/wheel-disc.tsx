import type { CSSProperties } from "react"
import { css } from "../../../styled-system/css"
import { textColourOn } from "../../domain/wheel"
import type { WheelSegment } from "../../domain/wheel-schema"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../frame-fill"
import { Skeleton } from "../skeleton"
import { useReducedMotion } from "../use-reduced-motion"
import {
  DISC_VIEW_BOX,
  LABEL_FONT,
  labelTransform,
  POINTER,
  POINTER_STYLE,
  segmentDegrees,
  slicePath
} from "./disc-geometry"
import { wheelTexts } from "./texts"

// The wheel drawn as SVG (sharp at any size, its geometry in disc-geometry.ts). Only the disc turns,
// by a CSS transform (will-change: transform, so the compositor animates it at 60 fps); the pointer
// stays still.

// The animated parts' styles are inline: they are this screen's only, and the global style sheet
// every page loads stays as it is.
const frame = css({ position: "relative", width: "100%", maxWidth: "360px", marginX: "auto" })
const square: CSSProperties = { aspectRatio: "1" }
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

export interface WheelDiscProps {
  readonly segments: ReadonlyArray<WheelSegment>
  /** Degrees clockwise; grows with every spin. */
  readonly rotation: number
  readonly onStopped: () => void
}

/** The disc with its segments and labels, under a fixed pointer at the top. */
export const WheelDisc = ({ segments, rotation, onStopped }: WheelDiscProps) => {
  const width = segmentDegrees(segments.length)
  const reduced = useReducedMotion()
  return (
    <div className={frame} style={square}>
      <svg style={POINTER_STYLE} viewBox={POINTER.viewBox} aria-hidden="true">
        <path d={POINTER.path} fill="#fafafa" stroke="#111" strokeWidth="2" />
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
        <svg className={svg} viewBox={DISC_VIEW_BOX} role="img" aria-label={wheelTexts.wheelLabel}>
          <circle r="99" fill="#111" />
          {segments.map((segment, index) => {
            const centre = (index + 0.5) * width
            return (
              <g key={segment.id}>
                <path d={slicePath(index, width)} fill={segment.colour} stroke="#111" strokeWidth="1" />
                <text
                  transform={labelTransform(centre)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={LABEL_FONT.size}
                  fontWeight={LABEL_FONT.weight}
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

/** Over the grey disc, where a returning player's frame draws the disc the device kept. */
const keptDiscPlace: CSSProperties = { position: "absolute", inset: "0" }

/**
 * The disc's place while the wheel loads: the same square, so nothing moves when it arrives (#16).
 * A returning player's frame draws the disc the device kept over the grey one, before the app runs
 * (#30, src/first-paint/wheel-drawing.ts); the fresh board's disc then takes its place.
 */
export const WheelDiscSkeleton = () => (
  <div className={frame} style={square}>
    <Skeleton height="100%" className={round} />
    <div style={keptDiscPlace} {...{ [FRAME_FILL_ATTRIBUTE]: "wheel" satisfies FrameFillSlot }} />
  </div>
)
