// The few pieces every generated picture is written with. Pictures are strings of presentation
// attributes only (no <style>, no script, no link out), so they stay inert wherever they are opened;
// numbers are rounded to one decimal so the bytes stay few and the same on every machine.

/** A number as the picture writes it: at most one decimal, no trailing zero. */
export const n = (value: number): string => String(Math.round(value * 10) / 10).replace(/^(-?)0\./, "$1.")

/** A whole number: for sparkles and rays, whose tenths nobody sees. */
const whole = (value: number): string => String(Math.round(value))

export const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The font every title is set in: narrow faces first, so a phone's own sans is the one measured. */
export const TITLE_FONT = "Arial,Helvetica,Roboto,sans-serif"

/** Gradient stops: [offset, colour] or [offset, colour, opacity]. */
export type Stop = readonly [number, string] | readonly [number, string, number]

const stops = (list: ReadonlyArray<Stop>): string =>
  list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colour}"${opacity === undefined || opacity === 1 ? "" : ` stop-opacity="${n(opacity)}"`}/>`
    )
    .join("")

/** A top-to-bottom gradient (or along x1 y1 x2 y2 in the box's fractions). */
export const linear = (id: string, list: ReadonlyArray<Stop>, direction = `x2="0" y2="1"`): string =>
  `<linearGradient id="${id}" ${direction}>${stops(list)}</linearGradient>`

/** A round glow centred at (cx, cy) in the box's fractions. */
export const radial = (id: string, list: ReadonlyArray<Stop>, cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stops(list)}</radialGradient>`

export const svg = (width: number, height: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** A star of `points` tips around (cx, cy), its inner radius `inner` of the outer. */
export const starPoints = (cx: number, cy: number, outer: number, points: number, inner = 0.45, round = n): string =>
  Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * inner
    const angle = (Math.PI * index) / points - Math.PI / 2
    return `${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`
  }).join(" ")

/** Four-pointed glints, one path: `spots` are [x, y, radius]. */
export const glints = (spots: ReadonlyArray<readonly [number, number, number]>): string =>
  `<path d="${spots.map(([x, y, r]) => `M${starPoints(x, y, r, 4, 0.25, whole)}Z`).join("")}" fill="#fff" opacity=".8"/>`

/** Light rays fanning out of (cx, cy): `count` thin wedges, the depth behind an emblem. */
export const rays = (cx: number, cy: number, count: number, length: number, turn: number): string => {
  const wedge = Math.PI / count / 2
  const path = Array.from({ length: count }, (_, index) => {
    const angle = turn + (2 * Math.PI * index) / count
    const a = `${whole(cx + length * Math.cos(angle - wedge))} ${whole(cy + length * Math.sin(angle - wedge))}`
    const b = `${whole(cx + length * Math.cos(angle + wedge))} ${whole(cy + length * Math.sin(angle + wedge))}`
    return `M${cx} ${cy}L${a}L${b}Z`
  }).join("")
  return `<path d="${path}" fill="#fff" opacity=".07"/>`
}

/** The metal every title, badge and frame is cast in, as the gradient `url(#m)` names. */
export const metalGradient = (metal: {
  readonly light: string
  readonly body: string
  readonly shade: string
}): string =>
  linear("m", [
    [0, metal.light],
    [0.5, metal.body],
    [1, metal.shade]
  ])
