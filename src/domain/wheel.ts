import type { Prize } from "./prize-schema"
import { luminance } from "./contrast"

// The prize wheel's rules (issue #13, ROUTE-18): how many spins a player has per Bangkok day, which
// segment a weighted draw lands on (the reference API's), and where the drawn wheel must stop so
// that the fixed pointer at the top sits on the server's segment (the client never picks a prize).

/** Spins per Bangkok day by level (OPEN-12 decision): silver 1, gold 2, platinum and above 3. */
export const spinsPerDay = (level: number): number => (level >= 3 ? 3 : level === 2 ? 2 : 1)

/** Spins or plays left today: the day's allowance less those used, never below zero. */
export const leftToday = (perDay: number, usedToday: number): number => Math.max(0, perDay - usedToday)

/**
 * The index a weighted draw lands on: `roll` in [0, 1) walks the cumulative weights. Weights are
 * positive integers; a roll at or past the end (rounding) lands on the last segment.
 */
export const weightedIndex = (weights: ReadonlyArray<number>, roll: number): number => {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  let point = roll * total
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index
    point -= weight
  }
  return weights.length - 1
}

/** The full turns a spin makes before it settles: enough to read as a spin, never a guess. */
export const SPIN_TURNS = 5

const normalised = (degrees: number): number => ((degrees % 360) + 360) % 360

/**
 * The wheel's rotation (degrees, clockwise) at which segment `index` of `count` sits centred under
 * the pointer at the top, reached from `current` by SPIN_TURNS full turns and less than one more:
 * the rotation only ever grows, so the wheel never turns back. Segment i spans [i·w, (i+1)·w)
 * clockwise from the top when the rotation is 0 (w = 360 / count).
 */
export const landingAngle = (current: number, index: number, count: number): number => {
  const width = 360 / count
  const centre = (index + 0.5) * width
  const target = normalised(360 - centre)
  const step = normalised(target - current)
  return current + SPIN_TURNS * 360 + step
}

/** The segment under the pointer at a rotation (the inverse of landingAngle, for tests and a11y). */
export const segmentAtPointer = (rotation: number, count: number): number =>
  Math.floor(normalised(360 - normalised(rotation)) / (360 / count)) % count

/** 'คุณได้รับ <label>' for a prize, 'เสียใจด้วย <label>' for a no-prize segment (issue #13). */
export const resultText = (prize: Prize & { readonly label: string }): string =>
  prize.kind === "none" ? `เสียใจด้วย ${prize.label}` : `คุณได้รับ ${prize.label}`

/**
 * The text colour readable on a segment's colour (#rrggbb): dark on light colours, white on dark
 * ones, by relative luminance (WCAG), so any operator's palette stays legible.
 */
export const textColourOn = (hex: string): string => (luminance(hex) > 0.4 ? "#1a1a1a" : "#ffffff")
