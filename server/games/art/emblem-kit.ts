import type { Palette } from "./palettes"
import { n } from "./svg-kit"

// What every emblem is drawn with. Emblems sit around (120, 90), above the title plate, and paint
// with the picture's shared gradients: #m the metal (gold, silver or rose), #h a gloss-and-shade
// overlay that makes a circle a ball. Depth comes from a shadow under each emblem, the metal's
// light-to-shade ramp and the gloss.

export interface SceneLook {
  readonly random: () => number
  readonly palette: Palette
  /** The game's English name: an emblem follows what it names (a crab, a ball, a die). */
  readonly name: string
}

export type Emblem = (look: SceneLook) => string

/** Emblems chosen by a word of the game's name; the first whose pattern matches wins. */
export type Themes = ReadonlyArray<readonly [RegExp, Emblem]>

/** The emblem the name asks for, or `fallback`. */
export const themed =
  (themes: Themes, fallback: Emblem): Emblem =>
  (look) =>
    (themes.find(([words]) => words.test(look.name))?.[1] ?? fallback)(look)

export const pickOf = <A>(random: () => number, items: ReadonlyArray<A>, fallback: A): A =>
  items[Math.floor(random() * items.length)] ?? fallback

export const shadow = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(rx / 6)}" fill="#000" opacity=".35"/>`

export const gloss = (cx: number, cy: number, r: number): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#h)"/>`
