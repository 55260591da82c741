import type { GameCategory } from "../../../src/domain/game"

// The colours a picture is painted in, chosen from a few designed sets rather than a random hue:
// a random hue gives muddy greens and browns, a lobby's art is saturated jewel tones on near-black.

export interface Palette {
  /** The glow behind the emblem, the backdrop, and its darkest edge. */
  readonly glow: string
  readonly base: string
  readonly edge: string
}

export interface Metal {
  /** Highlight, body and shade of the emblem's and the title's metal. */
  readonly light: string
  readonly body: string
  readonly shade: string
}

const ROYAL: Palette = { glow: "#b25cff", base: "#4a1496", edge: "#12022b" }
const EMERALD: Palette = { glow: "#3ee08f", base: "#0b7a4a", edge: "#021a10" }
const CRIMSON: Palette = { glow: "#ff5a5f", base: "#9c0f1e", edge: "#230207" }
const SAPPHIRE: Palette = { glow: "#4f9bff", base: "#1741a8", edge: "#040d2b" }
const LAGOON: Palette = { glow: "#3fe0f0", base: "#08739a", edge: "#021826" }
const EMBER: Palette = { glow: "#ffae3d", base: "#b4420a", edge: "#2a0a02" }
const ORCHID: Palette = { glow: "#ff5ec4", base: "#9a1472", edge: "#26031b" }
const MIDNIGHT: Palette = { glow: "#7c8cff", base: "#2b2f8f", edge: "#07081f" }

/** Each category's sets: the sea is blue-green, a casino's felt green or red, a slot anything. */
const PALETTES: Readonly<Record<GameCategory, ReadonlyArray<Palette>>> = {
  slot: [ROYAL, EMERALD, CRIMSON, SAPPHIRE, EMBER, ORCHID, MIDNIGHT, LAGOON],
  hot: [CRIMSON, EMBER, ORCHID, ROYAL],
  fishing: [LAGOON, SAPPHIRE, MIDNIGHT, EMERALD],
  casino: [EMERALD, CRIMSON, ROYAL, MIDNIGHT],
  card: [CRIMSON, EMERALD, SAPPHIRE, ROYAL, ORCHID],
  sport: [EMERALD, SAPPHIRE, MIDNIGHT, EMBER],
  lotto: [ORCHID, ROYAL, EMBER, SAPPHIRE, CRIMSON]
}

const GOLD: Metal = { light: "#fff4b0", body: "#ffc533", shade: "#a8650a" }
const SILVER: Metal = { light: "#ffffff", body: "#d5dcea", shade: "#6b7890" }
const ROSE: Metal = { light: "#ffe3cf", body: "#f3a77e", shade: "#9a4a32" }

/** Gold most often: it is what players read as a jackpot. */
const METALS: ReadonlyArray<Metal> = [GOLD, GOLD, GOLD, SILVER, ROSE]

const pick = <A>(items: ReadonlyArray<A>, roll: number, fallback: A): A =>
  items[Math.floor(roll * items.length)] ?? fallback

export const paletteOf = (category: GameCategory, roll: number): Palette => pick(PALETTES[category], roll, ROYAL)

export const metalOf = (roll: number): Metal => pick(METALS, roll, GOLD)
