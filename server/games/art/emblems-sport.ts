import { gloss, shadow, themed, type Emblem } from "./emblem-kit"
import { starPoints } from "./svg-kit"

// The sport games' emblems: a floodlit pitch and, over it, the game's sport: a ball of its kind,
// a boxing glove, a horseshoe, a cue and ball, a game pad.

/** A ball of radius 44 at (120, 88) with its shadow and gloss, its face drawn by `face`. */
const ball = (face: string): string => shadow(120, 146, 44) + face + gloss(120, 88, 44)

const football = ball(
  `<circle cx="120" cy="88" r="44" fill="#fbfbfb"/>` +
    `<polygon points="${starPoints(120, 88, 16, 5, 0.81)}" fill="#1b1b1b"/>` +
    `<path d="M120 72V50M135 83 156 76M129 101 142 118M111 101 98 118M105 83 84 76" stroke="#1b1b1b" stroke-width="3"/>` +
    `<path d="M104 46 120 50 136 46 128 44.8H112ZM164 94 156 76 163 64 164 80ZM76 94 84 76 77 64 76 80Z" fill="#1b1b1b"/>`
)

const basketball = ball(
  `<circle cx="120" cy="88" r="44" fill="#f07a1a"/>` +
    `<path d="M76 88H164M120 44V132M89 57Q108 88 89 119M151 57Q132 88 151 119" fill="none" stroke="#3a1a06" stroke-width="3"/>`
)

const tennis = ball(
  `<circle cx="120" cy="88" r="44" fill="#d6ef3a"/>` +
    `<path d="M84 62Q112 88 84 114M156 62Q128 88 156 114" fill="none" stroke="#fff" stroke-width="4"/>`
)

const volleyball = ball(
  `<circle cx="120" cy="88" r="44" fill="#fbfbfb"/>` +
    `<path d="M120 44C146 62 156 98 146 128M78 100C104 82 140 84 162 104M90 56C108 78 108 112 92 128" fill="none" stroke="#2f6fe0" stroke-width="7"/>`
)

/** A rattan ball: the sepak takraw's weave. */
const takraw = ball(
  `<circle cx="120" cy="88" r="44" fill="#e6a33a"/>` +
    `<g fill="none" stroke="#8a5514" stroke-width="4"><circle cx="120" cy="88" r="20"/><ellipse cx="120" cy="88" rx="44" ry="16"/><ellipse cx="120" cy="88" rx="16" ry="44"/></g>`
)

const glovePath =
  "M80 96V62C80 42 98 32 122 32H140C166 32 178 52 176 80 174 104 162 118 140 120H98C88 120 80 110 80 96Z"

/** A Muay Thai glove, laced at the cuff. */
const glove = (): string =>
  shadow(124, 150, 50) +
  `<rect x="94" y="112" width="56" height="32" rx="6" fill="#fff" stroke="#999" stroke-width="2"/>` +
  `<path d="${glovePath}" fill="#d8202c" stroke="#6a0a10" stroke-width="3"/>` +
  `<path d="M80 78C62 78 60 104 80 106" fill="#d8202c" stroke="#6a0a10" stroke-width="3"/>` +
  `<path d="${glovePath}" fill="url(#h)"/>` +
  `<path d="M108 124 136 136M108 136 136 124" stroke="#d8202c" stroke-width="3"/>`

/** A horseshoe in the metal, its nail holes dark. */
const horseshoe = (): string =>
  shadow(120, 150, 50) +
  `<path d="M84 134C58 96 70 40 120 40S182 96 156 134" fill="none" stroke="url(#m)" stroke-width="22"/>` +
  `<g fill="#3a2406">${[
    [78, 112],
    [76, 84],
    [90, 58],
    [150, 58],
    [164, 84],
    [162, 112]
  ]
    .map(([x = 0, y = 0]) => `<circle cx="${x}" cy="${y}" r="3.5"/>`)
    .join("")}</g>`

/** A red snooker ball and the cue about to strike it. */
const snooker = (): string =>
  shadow(150, 132, 36) +
  `<path d="M20 150 104 108" stroke="#d9a25a" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M104 108 112 104" stroke="#3a8fd6" stroke-width="9"/>` +
  `<circle cx="150" cy="92" r="36" fill="#d0142c"/>` +
  gloss(150, 92, 36)

/** A game pad: the e-sports. */
const gamepad = (): string =>
  shadow(120, 150, 70) +
  `<path d="M72 60H168C196 60 210 124 192 138 176 150 162 128 150 114H90C78 128 64 150 48 138 30 124 44 60 72 60Z" fill="#2b2b3a" stroke="url(#m)" stroke-width="4"/>` +
  `<path d="M72 84H82V74H92V84H102V94H92V104H82V94H72Z" fill="#fff"/>` +
  [
    [156, 74, "#ffd23d"],
    [170, 88, "#e3262d"],
    [156, 102, "#3fd072"],
    [142, 88, "#2fb8ff"]
  ]
    .map(([x, y, colour]) => `<circle cx="${x}" cy="${y}" r="6" fill="${colour}"/>`)
    .join("")

const PITCH =
  `<path d="M0 112H240V240H0Z" fill="#0f6b33"/>` +
  `<path d="M0 130H240V148H0ZM0 166H240V184H0Z" fill="#fff" opacity=".06"/>` +
  `<ellipse cx="120" cy="150" rx="72" ry="20" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>` +
  `<path d="M0 150H240" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>`

const sport: Emblem = themed(
  [
    [/basket/i, () => basketball],
    [/tennis|badminton/i, () => tennis],
    [/volley/i, () => volleyball],
    [/takraw/i, () => takraw],
    [/muay|boxing/i, glove],
    [/horse/i, horseshoe],
    [/snooker|pool/i, snooker],
    [/esports|e-sports/i, gamepad]
  ],
  () => football
)

export const sportEmblem: Emblem = (look) => PITCH + sport(look)
