import { gloss, shadow, themed, type Emblem, type SceneLook } from "./emblem-kit"
import { n } from "./svg-kit"

// The tables' emblems: a roulette wheel, dice, cards dealt on the felt, a fan of cards, mahjong
// tiles; casino and card games pick theirs by what they are named after.

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

/** A card turned by `turn` degrees about (120, pivot) and moved `shift` across, a suit in its middle. */
const card = (turn: number, pivot: number, index: number, shift = 0): string => {
  const [suit, colour] = SUITS[index % SUITS.length] ?? ["♠", "#161616"]
  return (
    `<g transform="${shift === 0 ? "" : `translate(${shift})`}rotate(${turn} 120 ${pivot})"><rect x="88" y="30" width="64" height="94" rx="8" fill="#fffdf5" stroke="url(#m)" stroke-width="3"/>` +
    `<text x="120" y="96" text-anchor="middle" font-family="Arial,sans-serif" font-size="42" fill="${colour}">${suit}</text></g>`
  )
}

/** Four cards fanned from one corner, a suit on each. */
const fan = ({ random }: SceneLook): string => {
  const first = Math.floor(random() * SUITS.length)
  return shadow(120, 152, 70) + [-30, -10, 10, 30].map((turn, index) => card(turn, 190, first + index)).join("")
}

/** Two cards dealt face up between two stacks of chips: baccarat, blackjack, dragon tiger. */
const dealt = ({ random }: SceneLook): string => {
  const first = Math.floor(random() * SUITS.length)
  return (
    shadow(120, 150, 60) +
    card(-10, 80, first, -30) +
    card(10, 80, first + 1, 30) +
    chips(36, ["#1d4ed8", "#e3262d"]) +
    chips(204, ["#111", "#3fd072", "#111"])
  )
}

/** Three mahjong tiles standing, their faces of dots and bamboo. */
const tiles = (): string =>
  shadow(120, 148, 78) +
  [44, 94, 144]
    .map(
      (x) =>
        `<rect x="${x}" y="46" width="52" height="92" rx="8" fill="#1f9d55"/><rect x="${x}" y="40" width="52" height="88" rx="8" fill="#fffaf0" stroke="url(#m)" stroke-width="2"/>`
    )
    .join("") +
  `<circle cx="70" cy="84" r="17" fill="none" stroke="#1d4ed8" stroke-width="6"/><circle cx="70" cy="84" r="6" fill="#e3262d"/>` +
  `<g fill="#e3262d"><circle cx="120" cy="66" r="9"/><circle cx="120" cy="102" r="9"/></g>` +
  `<path d="M160 56V112M170 56V112M180 56V112" stroke="#1f9d55" stroke-width="6" stroke-dasharray="16 3"/>`

/** Where the three dice stand: their top corner's x, the y of their middle, their edge. */
const DICE: ReadonlyArray<readonly [number, number, number]> = [
  [120, 62, 30],
  [84, 104, 34],
  [156, 104, 34]
]

/** A whole number: the dice's tenths are not seen. */
const w0 = (value: number): number => Math.round(value)

/** A pip on a face: the face's corner (ox, oy) plus u of one edge (ux, uy) and v of the other (vx, vy). */
const pip = (ox: number, oy: number, ux: number, uy: number, vx: number, vy: number, u: number, v: number): string =>
  `<circle cx="${w0(ox + ux * u + vx * v)}" cy="${w0(oy + uy * u + vy * v)}" r="3.5"/>`

/**
 * Three dice thrown on a metal plate, each an isometric cube (top face one pip, left two, right
 * three): sic bo, hi-lo, fish prawn crab. Faces of one shade are one path, to keep the picture small.
 */
const dice = (): string => {
  const faces = DICE.map(([x, y, s]) => {
    const w = w0(s * 0.87)
    const h = w0(s / 2)
    return {
      top: `M${x} ${y - s}L${x + w} ${y - h} ${x} ${y} ${x - w} ${y - h}Z`,
      left: `M${x - w} ${y - h}L${x} ${y}V${y + s}L${x - w} ${y + h}Z`,
      right: `M${x} ${y}L${x + w} ${y - h}V${y + h}L${x} ${y + s}Z`,
      red: pip(x, y - s, w, h, -w, h, 0.5, 0.5),
      black:
        pip(x - w, y - h, w, h, 0, s, 0.3, 0.3) +
        pip(x - w, y - h, w, h, 0, s, 0.7, 0.7) +
        [0.25, 0.5, 0.75].map((at) => pip(x, y, w, -h, 0, s, at, at)).join("")
    }
  })
  const all = (key: "top" | "left" | "right" | "red" | "black"): string => faces.map((face) => face[key]).join("")
  return (
    shadow(120, 150, 76) +
    `<ellipse cx="120" cy="132" rx="92" ry="20" fill="url(#m)"/><ellipse cx="120" cy="130" rx="80" ry="14" fill="#000" opacity=".35"/>` +
    `<path d="${all("top")}" fill="#fff"/><path d="${all("left")}" fill="#e4e4ec"/><path d="${all("right")}" fill="#c9cad6"/>` +
    `<g fill="#e3262d">${all("red")}</g><g fill="#161616">${all("black")}</g>`
  )
}

/** A casino game's emblem: dice for the dice games, dealt cards for the card tables, else the wheel. */
export const casinoEmblem: Emblem = themed(
  [
    [/sic bo|hi-lo|prawn|fan tan/i, dice],
    [/baccarat|blackjack|dragon tiger|hold'em/i, dealt]
  ],
  roulette
)

/** A card game's emblem: mahjong's tiles, or a fan of cards. */
export const cardEmblem: Emblem = themed([[/mahjong/i, tiles]], fan)
