import { describe, expect, it } from "vitest"
import { sceneOf } from "../../../server/games/art/game-scenes"
import { paletteOf } from "../../../server/games/art/palettes"
import type { GameCategory } from "../../../src/domain/game"
import { seededRandom } from "../../../src/domain/demo/seeded-random"

// A game's emblem follows what the game is named after (#29), so a grid of one provider is not
// one picture repeated: a crab for a crab game, dice for the dice tables, a glove for Muay Thai.

const emblem = (category: GameCategory, name: string): string =>
  sceneOf(category, { random: seededRandom(7), palette: paletteOf(category, 0), name })

describe("a game's emblem (#29)", () => {
  it("#29 games named after the same thing draw the same emblem, and other things another", () => {
    const pairs: ReadonlyArray<readonly [GameCategory, string, string, string]> = [
      ["fishing", "Golden Crab", "Red Lobster", "Golden Tuna"],
      ["fishing", "Mega Shark", "Ice Whale", "Mystic Kraken"],
      ["casino", "Live Sic Bo", "Speed Thai Hi-Lo", "Live Roulette"],
      ["casino", "VIP Baccarat", "Classic Blackjack", "Auto Fan Tan"],
      ["card", "Live Mahjong", "Super Mahjong", "Live Poker"],
      ["sport", "Live Muay Thai", "Virtual Muay Thai", "Live Football"],
      ["sport", "Live Esports", "Virtual Esports", "Live Snooker"]
    ]
    for (const [category, name, sameKind, otherKind] of pairs) {
      expect(emblem(category, name), `${name} and ${sameKind}`).toBe(emblem(category, sameKind))
      expect(emblem(category, name), `${name} and ${otherKind}`).not.toBe(emblem(category, otherKind))
    }
  })

  it("#29 a slot named after fire, jewels or gold shows a flame, a gem or coins; the others vary by seed", () => {
    expect(emblem("slot", "Fire Dragon")).toBe(emblem("hot", "Fire Dragon"))
    expect(emblem("slot", "Ruby Tiger")).toBe(emblem("slot", "Crystal Queen"))
    expect(emblem("slot", "Golden Lion")).not.toBe(emblem("slot", "Ruby Tiger"))
  })
})
