import type { GameCategory } from "../../src/domain/game"
import type { DemoProvider } from "../../src/domain/demo/game-providers"
import { seededRandom, seedOf } from "../../src/domain/demo/seeded-random"
import { metalOf, paletteOf, type Metal } from "./art/palettes"
import { escapeXml, linear, metalGradient, n, radial, starPoints, svg, TITLE_FONT } from "./art/svg-kit"
import { textEm } from "./art/text-fit"

// A provider's logo (issue #11, redrawn for #29): a badge with the provider's code set inside it as
// a wordmark, and a crest of its main category above. The lobby shows it in a 16:9 box
// (object-fit: cover), so it is drawn 16:9: a square one lost its top and bottom to the crop, which
// is how 'SBT' and 'MUAY' came to overflow their ring. The code is sized by its estimated width
// (art/text-fit.ts) so it keeps its margins inside the badge at any length the demo has.

export const LOGO_WIDTH = 320
export const LOGO_HEIGHT = 180

/** The badge, and the box inside it the code is set in (the rounded ends and the rim stay clear). */
export const BADGE = { x: 40, y: 58, width: 240, height: 92 } as const
export const WORDMARK = { width: 168, height: 60 } as const
/** Letter-spacing of the code, in em. */
export const WORDMARK_SPACING = 0.06

const LARGEST = 60

/** The code's font size: the largest at which it fits WORDMARK (its capitals are ~0.72 em tall). */
export const wordmarkSize = (code: string): number =>
  Math.floor(Math.min(LARGEST, WORDMARK.width / textEm(code, WORDMARK_SPACING), WORDMARK.height / 0.76))

/** The crest's small picture: the category the provider is known for. */
const CRESTS: Readonly<Record<GameCategory, string>> = {
  slot: `<polygon points="${starPoints(160, 54, 13, 5)}" fill="#fff"/>`,
  hot: `<polygon points="${starPoints(160, 54, 13, 5)}" fill="#fff"/>`,
  fishing: `<path d="M146 54C152 46 164 46 170 54 164 62 152 62 146 54ZM169 54 176 48V60Z" fill="#fff"/>`,
  casino: `<circle cx="160" cy="54" r="11" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="4.3 4.3"/>`,
  card: `<text x="160" y="63" text-anchor="middle" font-family="Arial,sans-serif" font-size="26" fill="#fff">♠</text>`,
  sport: `<circle cx="160" cy="54" r="11" fill="#fff"/><polygon points="${starPoints(160, 54, 5, 5, 0.81)}" fill="#222"/>`,
  lotto: `<circle cx="160" cy="54" r="11" fill="#fff"/><circle cx="160" cy="54" r="5" fill="#e3262d"/>`
}

const mainCategory = (provider: DemoProvider): GameCategory => {
  const [first] = Object.keys(provider.games).filter((key): key is GameCategory => key in CRESTS)
  return first ?? "slot"
}

/** The badge's outline: a pill, a long hexagon or a banner with notched ends, as its seed says. */
const SHAPES: ReadonlyArray<string> = [
  `<rect x="${BADGE.x}" y="${BADGE.y}" width="${BADGE.width}" height="${BADGE.height}" rx="46"`,
  `<path d="M40 104 68 58H252L280 104 252 150H68Z"`,
  `<path d="M40 58H280L266 104 280 150H40L54 104Z"`
]

const badge = (shape: string, metal: Metal): string =>
  `${shape} fill="url(#p)" stroke="url(#m)" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M70 70H250" stroke="${metal.light}" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>`

/** A provider's logo (320 by 180): its code on its own colours, seeded by the code. */
export const providerLogoSvg = (provider: DemoProvider): string => {
  const random = seededRandom(seedOf(`logo:${provider.code}`))
  const category = mainCategory(provider)
  const palette = paletteOf(category, random())
  const metal = metalOf(random())
  const shape = SHAPES[Math.floor(random() * SHAPES.length)] ?? ""
  const size = wordmarkSize(provider.code)
  const defs =
    radial(
      "b",
      [
        [0, palette.glow],
        [0.5, palette.base],
        [1, palette.edge]
      ],
      0.5,
      0.55,
      0.7
    ) +
    metalGradient(metal) +
    linear("p", [
      [0, palette.edge],
      [1, "#000"]
    ])
  const stripes = Array.from({ length: 8 }, (_, index) => `M${index * 48 - 40} 180 ${index * 48 + 40} 0`).join("")
  return svg(
    LOGO_WIDTH,
    LOGO_HEIGHT,
    `<defs>${defs}</defs><rect width="320" height="180" fill="url(#b)"/>` +
      `<path d="${stripes}" stroke="#fff" stroke-opacity=".06" stroke-width="16"/>` +
      `<ellipse cx="160" cy="160" rx="130" ry="10" fill="#000" opacity=".35"/>` +
      badge(shape, metal) +
      `<circle cx="160" cy="54" r="22" fill="${palette.base}" stroke="url(#m)" stroke-width="4"/>` +
      CRESTS[category] +
      `<text x="160" y="${n(112 + size * 0.36)}" text-anchor="middle" font-family="${TITLE_FONT}" font-weight="900" font-size="${size}" letter-spacing="${n(size * WORDMARK_SPACING)}" fill="url(#m)">${escapeXml(provider.code)}</text>`
  )
}
