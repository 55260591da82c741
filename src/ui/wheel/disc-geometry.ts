// The wheel's disc as SVG geometry, in a viewBox of -100 -100 200 200: segment i spans
// [i·w, (i+1)·w) clockwise from the top at rotation 0, as domain/wheel.ts landingAngle expects.
// One module for the app's disc (wheel-disc.tsx) and the one a returning player's frame draws
// before the app runs (src/first-paint/wheel-drawing.ts), so the two are the same to the pixel.

/** The disc's radius. */
export const DISC_RADIUS = 96
/** How far from the centre a segment's label sits. */
const LABEL_RADIUS = 58
/** The labels' size and weight, in the viewBox's units. */
export const LABEL_FONT = { size: "10", weight: "700" } as const
/** The pointer at the top: its own small viewBox and its shape (a pin sits in it). */
export const POINTER = { viewBox: "0 0 34 40", path: "M 17 38 L 3 8 A 14 14 0 1 1 31 8 Z" } as const
/** Where the pointer stands over the disc's square, which it overhangs by 6 px. */
export const POINTER_STYLE = {
  position: "absolute",
  top: "-6px",
  left: "calc(50% - 17px)",
  width: "34px",
  height: "40px",
  filter: "drop-shadow(0 2px 3px rgba(0,0,0,0.6))",
  zIndex: "1"
} as const
export const DISC_VIEW_BOX = "-100 -100 200 200"

/** How many degrees one of `count` segments spans. */
export const segmentDegrees = (count: number): number => 360 / Math.max(count, 1)

const point = (degrees: number, radius: number): string => {
  const radians = (degrees * Math.PI) / 180
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`
}

/** The path of segment `index`, `width` degrees wide. */
export const slicePath = (index: number, width: number): string =>
  `M 0 0 L ${point(index * width, DISC_RADIUS)} A ${DISC_RADIUS} ${DISC_RADIUS} 0 0 1 ${point((index + 1) * width, DISC_RADIUS)} Z`

/** A label along its segment's radius (`centre` degrees), turned so that it never reads upside down at rest. */
export const labelTransform = (centre: number): string =>
  centre > 180
    ? `rotate(${centre + 90}) translate(${-LABEL_RADIUS} 0)`
    : `rotate(${centre - 90}) translate(${LABEL_RADIUS} 0)`
