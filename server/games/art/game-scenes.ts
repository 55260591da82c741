import type { GameCategory } from "../../../src/domain/game"
import type { Emblem, SceneLook } from "./emblem-kit"
import { seaEmblem } from "./emblems-sea"
import { hotEmblem, slotEmblem } from "./emblems-slot"
import { lottoEmblem } from "./emblems-lotto"
import { sportEmblem } from "./emblems-sport"
import { casinoEmblem, cardEmblem } from "./emblems-table"

// Each category's emblem, so a grid reads as reels, sea, tables, cards, sport or lottery at a
// glance; within a category, the emblem follows what the game is named after where it can (a
// crab, a die, a glove), and the seed picks among the slot's.

const SCENES: Readonly<Record<GameCategory, Emblem>> = {
  slot: slotEmblem,
  hot: hotEmblem,
  fishing: seaEmblem,
  casino: casinoEmblem,
  card: cardEmblem,
  sport: sportEmblem,
  lotto: lottoEmblem
}

export const sceneOf = (category: GameCategory, look: SceneLook): string => SCENES[category](look)
