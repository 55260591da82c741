import type { GameCategory } from "../../../src/domain/game"
import type { Palette } from "./palettes"
import { glints, linear, n, starPoints } from "./svg-kit"

// Each category's emblem, drawn around (120, 90) above the title plate, so a grid reads as reels,
// sea, tables, cards, sport or lottery at a glance. They paint with the picture's shared
// gradients: #m the metal (gold, silver or rose), #h a gloss-and-shade overlay that makes a
// circle a ball. Depth comes from a shadow under each emblem, the metal's light-to-shade ramp and
// the gloss.

export interface SceneLook {
  readonly random: () => number
  readonly palette: Palette
  /** The game's English name: a sport's ball follows it. */
  readonly name: string
}

const pickOf = <A>(random: () => number, items: ReadonlyArray<A>, fallback: A): A =>
  items[Math.floor(random() * items.length)] ?? fallback

const shadow = (cx: number, cy: number, rx: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${n(rx / 6)}" fill="#000" opacity=".35"/>`

const gloss = (cx: number, cy: number, r: number): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#h)"/>`

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

/** A flame inside a metal ring: the hot list. */
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

const smallFish = (x: number, y: number, scale: number): string =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 0C10-9 24-9 30 0 24 9 10 9 0 0ZM30 0 40-8V8Z" fill="#fff" opacity=".35"/>`

/** The sea: a big fish, smaller ones and bubbles. */
const sea = ({ palette }: SceneLook): string =>
  `<path d="M0 150Q30 138 60 150T120 150 180 150 240 150V240H0Z" fill="${palette.edge}" opacity=".6"/>` +
  smallFish(28, 44, 1) +
  smallFish(212, 140, -0.8) +
  `<path d="M64 90C84 58 130 56 158 90 130 124 84 122 64 90ZM156 90 196 62 188 90 196 118Z" fill="url(#m)" stroke="#5a3a06" stroke-width="2"/>` +
  `<path d="M104 70C118 54 132 56 140 66" fill="none" stroke="url(#m)" stroke-width="8" stroke-linecap="round"/>` +
  `<path d="M98 70Q108 90 98 110M116 66Q126 90 116 114" fill="none" stroke="#5a3a06" stroke-opacity=".45" stroke-width="3"/>` +
  `<circle cx="82" cy="86" r="6" fill="#fff"/><circle cx="81" cy="86" r="3" fill="#111"/>` +
  `<g fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".6">${[
    [54, 70, 5],
    [46, 52, 3.5],
    [186, 40, 6],
    [196, 24, 3.5]
  ]
    .map(([x = 0, y = 0, r = 0]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join("")}</g>`

/** A stack of chips, bottom first, with its shadow. */
const chips = (x: number, colours: ReadonlyArray<string>): string =>
  `<ellipse cx="${x}" cy="154" rx="20" ry="8" fill="#000" opacity=".4"/>` +
  `<g stroke="#fff" stroke-width="3" stroke-dasharray="6 5">${colours
    .map((colour, index) => `<ellipse cx="${x}" cy="${150 - index * 10}" rx="20" ry="8" fill="${colour}"/>`)
    .join("")}</g>`

/** A roulette wheel seen from above, and two stacks of chips. */
const roulette = ({ random, palette }: SceneLook): string => {
  const angle = random() * 2 * Math.PI
  return (
    shadow(120, 150, 70) +
    `<circle cx="120" cy="86" r="66" fill="url(#m)"/><circle cx="120" cy="86" r="58" fill="#3b1606"/>` +
    `<circle cx="120" cy="86" r="46" fill="#141414" stroke="#d01f2e" stroke-width="20" stroke-dasharray="8.03 8.03"/>` +
    `<circle cx="120" cy="86" r="32" fill="${palette.base}" stroke="url(#m)" stroke-width="3"/>` +
    `<path d="M120 62V110M96 86H144" stroke="url(#m)" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="120" cy="86" r="9" fill="url(#m)"/>` +
    `<circle cx="${n(120 + 50 * Math.cos(angle))}" cy="${n(86 + 50 * Math.sin(angle))}" r="5" fill="#fff"/>` +
    gloss(120, 86, 66) +
    chips(36, ["#1d4ed8", "#1d4ed8"]) +
    chips(206, ["#111", "#e3262d", "#111"])
  )
}

const SUITS: ReadonlyArray<readonly [string, string]> = [
  ["♠", "#161616"],
  ["♥", "#e3262d"],
  ["♣", "#161616"],
  ["♦", "#e3262d"]
]

/** Four cards fanned from one corner, a suit on each. */
const fan = ({ random }: SceneLook): string => {
  const first = Math.floor(random() * SUITS.length)
  return (
    shadow(120, 152, 70) +
    [-30, -10, 10, 30]
      .map((turn, index) => {
        const [suit, colour] = SUITS[(first + index) % SUITS.length] ?? ["♠", "#161616"]
        return (
          `<g transform="rotate(${turn} 120 190)"><rect x="88" y="30" width="64" height="94" rx="8" fill="#fffdf5" stroke="url(#m)" stroke-width="3"/>` +
          `<text x="120" y="96" text-anchor="middle" font-family="Arial,sans-serif" font-size="42" fill="${colour}">${suit}</text></g>`
        )
      })
      .join("")
  )
}

/** A ball lit from the upper left over a pitch; the ball is the game's sport when its name says. */
const ball = (name: string): string => {
  if (/basket/i.test(name))
    return (
      `<circle cx="120" cy="88" r="44" fill="#f07a1a"/>` +
      `<path d="M76 88H164M120 44V132M89 57Q108 88 89 119M151 57Q132 88 151 119" fill="none" stroke="#3a1a06" stroke-width="3"/>`
    )
  if (/tennis|badminton/i.test(name))
    return (
      `<circle cx="120" cy="88" r="44" fill="#d6ef3a"/>` +
      `<path d="M84 62Q112 88 84 114M156 62Q128 88 156 114" fill="none" stroke="#fff" stroke-width="4"/>`
    )
  return (
    `<circle cx="120" cy="88" r="44" fill="#fbfbfb"/>` +
    `<polygon points="${starPoints(120, 88, 16, 5, 0.81)}" fill="#1b1b1b"/>` +
    `<path d="M120 72V50M135 83 156 76M129 101 142 118M111 101 98 118M105 83 84 76" stroke="#1b1b1b" stroke-width="3"/>` +
    `<path d="M104 46 120 50 136 46 128 44.8H112ZM164 94 156 76 163 64 164 80ZM76 94 84 76 77 64 76 80Z" fill="#1b1b1b"/>`
  )
}

/** A floodlit pitch and a ball over it. */
const pitch = ({ name }: SceneLook): string =>
  `<path d="M0 112H240V240H0Z" fill="#0f6b33"/>` +
  `<path d="M0 130H240V148H0ZM0 166H240V184H0Z" fill="#fff" opacity=".06"/>` +
  `<ellipse cx="120" cy="150" rx="72" ry="20" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
  `<path d="M0 150H240" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
  shadow(120, 146, 44) +
  ball(name) +
  gloss(120, 88, 44)

const BALL_COLOURS: ReadonlyArray<string> = ["#f44", "#fc2", "#3bf", "#4d7", "#b6f"]

/** Numbered balls in a glass globe. */
const balls = ({ random }: SceneLook): string => {
  const spots: ReadonlyArray<readonly [number, number, number]> = [
    [80, 70, 24],
    [160, 70, 24],
    [120, 56, 26],
    [92, 112, 30],
    [150, 110, 30]
  ]
  const numbers = spots.map(() => String(1 + Math.floor(random() * 99)).padStart(2, "0"))
  return (
    shadow(120, 152, 72) +
    `<circle cx="120" cy="88" r="78" fill="#fff" fill-opacity=".06" stroke="url(#m)" stroke-width="5"/>` +
    spots
      .map(
        ([x, y, r], index) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${BALL_COLOURS[index] ?? "#f44"}"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.55)}" fill="#fff"/>`
      )
      .join("") +
    `<g text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" fill="#222">${spots
      .map(
        ([x, y, r], index) =>
          `<text x="${x}" y="${Math.round(y + r * 0.22)}" font-size="${Math.round(r * 0.6)}">${numbers[index] ?? "00"}</text>`
      )
      .join("")}</g>` +
    spots.map(([x, y, r]) => gloss(x, y, r)).join("")
  )
}

/** Each category's emblems; a game's seed picks one of its category's. */
export const SCENES: Readonly<Record<GameCategory, ReadonlyArray<(look: SceneLook) => string>>> = {
  slot: [reels, gem, coins],
  hot: [flame],
  fishing: [sea],
  casino: [roulette],
  card: [fan],
  sport: [pitch],
  lotto: [balls]
}

/** A slot's emblem follows its name when the name says what it is about; otherwise its seed picks. */
const SLOT_THEMES: ReadonlyArray<readonly [RegExp, (look: SceneLook) => string]> = [
  [/fire|volcano|blaze|flame|inferno|phoenix|sun\b/i, flame],
  [/jewel|gem|diamond|pearl|sapphire|ruby|emerald|jade|crystal/i, gem],
  [/coin|gold|treasure|fortune|wealth|rich|money/i, coins]
]

export const sceneOf = (category: GameCategory, look: SceneLook): string => {
  const themed = category === "slot" ? SLOT_THEMES.find(([words]) => words.test(look.name)) : undefined
  return (themed?.[1] ?? pickOf(look.random, SCENES[category], reels))(look)
}
