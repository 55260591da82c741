import { APP_BACKGROUND } from "./web-manifest"

// A brand's app icon as SVG (#15), drawn into PNGs by the server when asked (server/brands/brand-files.ts):
// a coin ring and a four-point sparkle in the brand's colour on the app's near-black. No text, so
// no font is needed to draw it, and every brand gets the same clean mark in its own colour.

export type IconShape =
  /** Rounded corners, the mark filling most of it: the launcher shows it as it is. */
  | "any"
  /** Full-bleed background, the mark inside the central 80% circle a launcher's mask keeps. */
  | "maskable"
  /** Full-bleed and opaque: iOS rounds the corners itself and shows transparency as black. */
  | "apple"

const VIEW = 512
const CENTRE = VIEW / 2

/** The sparkle: eight points alternating between the outer and the inner radius. */
const sparklePath = (outer: number, inner: number): string =>
  Array.from({ length: 8 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner
    const angle = (Math.PI / 4) * index - Math.PI / 2
    const x = (CENTRE + radius * Math.cos(angle)).toFixed(1)
    const y = (CENTRE + radius * Math.sin(angle)).toFixed(1)
    return `${index === 0 ? "M" : "L"}${x} ${y}`
  }).join(" ") + " Z"

/**
 * The mark's scale: its outer edge (ring radius plus half its stroke) is 190 of 256 at scale 1;
 * the maskable icon keeps it within the safe zone's radius (40% of the side, 204.8 of 512).
 */
const SCALE: Readonly<Record<IconShape, number>> = { any: 1, maskable: 0.8, apple: 0.9 }

export const MARK_OUTER_RADIUS = 190

export const brandIconSvg = (colour: string, shape: IconShape): string => {
  const scale = SCALE[shape]
  const ring = 160 * scale
  const stroke = 60 * scale
  const background =
    shape === "any"
      ? `<rect width="${VIEW}" height="${VIEW}" rx="112" fill="${APP_BACKGROUND}"/>`
      : `<rect width="${VIEW}" height="${VIEW}" fill="${APP_BACKGROUND}"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW}" height="${VIEW}" viewBox="0 0 ${VIEW} ${VIEW}">`,
    background,
    `<circle cx="${CENTRE}" cy="${CENTRE}" r="${ring}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`,
    `<path d="${sparklePath(92 * scale, 24 * scale)}" fill="${colour}"/>`,
    "</svg>"
  ].join("")
}

/** How far the mark reaches from the centre, in the 512 view: a test keeps the maskable one in its safe zone. */
export const markReach = (shape: IconShape): number => MARK_OUTER_RADIUS * SCALE[shape]
