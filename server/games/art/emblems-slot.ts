import { gloss, pickOf, shadow, themed, type Emblem, type SceneLook } from "./emblem-kit"
import { glints, linear, n, starPoints } from "./svg-kit"

// The slot's emblems: reels, a gem, coins, a flame (also the hot list's).

/** A slot machine's three reels, each showing a seven. */
const reels = ({ palette }: SceneLook): string =>
  shadow(120, 146, 80) +
  `<rect x="34" y="34" width="172" height="104" rx="18" fill="url(#m)"/>` +
  `<rect x="43" y="43" width="154" height="86" rx="11" fill="${palette.edge}"/>` +
  [50, 100, 150].map((x) => `<rect x="${x}" y="49" width="40" height="74" rx="6" fill="#fff8e8"/>`).join("") +
  `<g text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-size="50" fill="#e3262d" stroke="#7a0710" stroke-width="2">${[70, 120, 170].map((x) => `<text x="${x}" y="104">7</text>`).join("")}</g>` +
  `<path d="M43 80H197" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
  [60, 90, 120, 150, 180].map((x) => `<circle cx="${x}" cy="38.5" r="3" fill="#fff"/>`).join("")

/** A cut gem: crown and pavilion in facets of the palette. */
const gem = ({ palette }: SceneLook): string =>
  shadow(120, 152, 56) +
  `<path d="M52 70 86 34H154L188 70 120 150Z" fill="${palette.base}" stroke="url(#m)" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M52 70H188L120 150Z" fill="${palette.glow}" opacity=".85"/>` +
  `<path d="M96 70 120 150 144 70Z" fill="#fff" opacity=".3"/>` +
  `<path d="M86 34 96 70 120 34 144 70 154 34Z" fill="#fff" opacity=".45"/>` +
  glints([[168, 40, 14]])

/** A stamped coin with two more behind it. */
const coins = ({ palette }: SceneLook): string =>
  shadow(120, 148, 76) +
  [
    [66, 104, 30],
    [174, 104, 30],
    [120, 86, 54]
  ]
    .map(
      ([x = 0, y = 0, r = 0]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#m)" stroke="#7a4a08" stroke-width="3"/>` +
        `<circle cx="${x}" cy="${y}" r="${n(r * 0.76)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`
    )
    .join("") +
  `<polygon points="${starPoints(120, 88, 28, 5)}" fill="${palette.base}" opacity=".75"/>` +
  gloss(120, 86, 54)

/** A flame inside a metal ring: the hot list, and a slot named after fire. */
const flame = (): string =>
  linear("f", [
    [0, "#ff2d2d"],
    [1, "#ffd23d"]
  ]) +
  shadow(120, 156, 60) +
  `<circle cx="120" cy="92" r="62" fill="#000" fill-opacity=".3" stroke="url(#m)" stroke-width="6"/>` +
  `<path d="M120 24C152 60 172 82 166 116 162 144 144 156 120 156S76 144 73 116C70 92 86 78 92 58 102 74 106 82 112 86 112 62 110 44 120 24Z" fill="url(#f)"/>` +
  `<path d="M120 78C136 98 146 112 144 130 142 147 132 156 120 156S98 147 96 132C95 117 105 106 111 95 116 103 118 106 120 78Z" fill="#fff3a0"/>` +
  `<circle cx="168" cy="44" r="4" fill="#ffd23d"/><circle cx="74" cy="50" r="3" fill="#ff8a3d"/>`

/** A slot's emblem follows its name when the name says what it is about; otherwise its seed picks. */
export const slotEmblem: Emblem = themed(
  [
    [/fire|volcano|blaze|flame|inferno|phoenix|sun\b/i, flame],
    [/jewel|gem|diamond|pearl|sapphire|ruby|emerald|jade|crystal/i, gem],
    [/coin|gold|treasure|fortune|wealth|rich|money/i, coins]
  ],
  (look) => pickOf(look.random, [reels, gem, coins], reels)(look)
)

export const hotEmblem: Emblem = flame
