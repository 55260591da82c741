import type { GameSummary } from "../../src/domain/game-schema"
import { seededRandom, seedOf } from "../../src/domain/demo/seeded-random"
import { sceneOf } from "./art/game-scenes"
import { metalOf, paletteOf } from "./art/palettes"
import { escapeXml, glints, linear, metalGradient, n, radial, rays, svg, TITLE_FONT } from "./art/svg-kit"
import { fitTitle, type TitleFit } from "./art/text-fit"

// A game's card picture (issue #11, redrawn for #29): drawn here instead of shipped as files
// (generated, served locally, no external host), a pure function of the game. A lit backdrop in
// one of its category's palettes, the category's emblem, and the game's English name on a title
// plate, the way a studio's key art carries its logo: never initials. The name is sized by a
// conservative width estimate (art/text-fit.ts) so it stays inside the picture on any device.

export const GAME_ART_SIZE = 240

/** The plate's sides and the room inside it: the title is set within TITLE_WIDTH. */
export const PLATE = { x: 12, width: 216, bottom: 228, padding: 10 } as const
export const TITLE_WIDTH = PLATE.width - 2 * PLATE.padding

const ONE_LINE = 30
const TWO_LINES = 26
const LINE_HEIGHT = 1.12

/** The game's name set for its plate: one or two lines, at most TITLE_WIDTH wide. */
export const gameTitleFit = (game: GameSummary): TitleFit => fitTitle(game.nameEn, TITLE_WIDTH, ONE_LINE, TWO_LINES)

const plate = ({ lines, size }: TitleFit, edge: string): string => {
  const height = lines.length * size * LINE_HEIGHT + 12
  const top = PLATE.bottom - height
  const text = lines
    .map(
      (line, index) => `<text x="120" y="${n(top + 6 + size * (0.9 + index * LINE_HEIGHT))}">${escapeXml(line)}</text>`
    )
    .join("")
  return (
    `<rect x="${PLATE.x}" y="${n(top)}" width="${PLATE.width}" height="${n(height)}" rx="12" fill="url(#p)" stroke="url(#m)" stroke-width="2"/>` +
    `<g text-anchor="middle" font-family="${TITLE_FONT}" font-weight="900" font-size="${size}" fill="url(#m)" stroke="${edge}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${text}</g>`
  )
}

const sparkles = (random: () => number): string =>
  glints(
    Array.from({ length: 3 }, (): readonly [number, number, number] => [
      14 + random() * 212,
      12 + random() * 60,
      4 + random() * 5
    ])
  )

/** A game's card picture (square, 240): its provider's and its own codes seed it. */
export const gameArtSvg = (game: GameSummary): string => {
  const random = seededRandom(seedOf(`art:${game.provider}:${game.code}`))
  const palette = paletteOf(game.category, random())
  const metal = metalOf(random())
  const defs =
    radial(
      "b",
      [
        [0, palette.glow],
        [0.45, palette.base],
        [1, palette.edge]
      ],
      0.5,
      0.38,
      0.75
    ) +
    metalGradient(metal) +
    linear("p", [
      [0, palette.base, 0.85],
      [1, palette.edge, 0.95]
    ]) +
    radial(
      "h",
      [
        [0, "#fff", 0.6],
        [0.45, "#fff", 0],
        [1, "#000", 0.45]
      ],
      0.35,
      0.3,
      0.75
    )
  return svg(
    GAME_ART_SIZE,
    GAME_ART_SIZE,
    `<defs>${defs}</defs><rect width="240" height="240" fill="url(#b)"/>` +
      rays(120, 90, 12, 190, random() * Math.PI) +
      sparkles(random) +
      sceneOf(game.category, { random, palette, name: game.nameEn }) +
      plate(gameTitleFit(game), palette.edge)
  )
}
