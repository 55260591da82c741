import { themed, type Emblem, type SceneLook } from "./emblem-kit"

// The fishing games' emblems: the sea (a dark swell, small fish, bubbles) and, in front, the
// creature the game is named after: a crab, a shark, an octopus, a turtle, or a golden fish.

const smallFish = (x: number, y: number, scale: number): string =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 0C10-9 24-9 30 0 24 9 10 9 0 0ZM30 0 40-8V8Z" fill="#fff" opacity=".35"/>`

const sea = ({ palette }: SceneLook): string =>
  `<path d="M0 150Q30 138 60 150T120 150 180 150 240 150V240H0Z" fill="${palette.edge}" opacity=".6"/>` +
  smallFish(28, 44, 1) +
  smallFish(212, 140, -0.8) +
  `<g fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".6">${[
    [48, 60, 5],
    [196, 40, 6],
    [206, 24, 3.5]
  ]
    .map(([x = 0, y = 0, r = 0]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`)
    .join("")}</g>`

/** Eyes at `spots` (x, y): white with a dark pupil. */
const eyes = (...spots: ReadonlyArray<readonly [number, number]>): string =>
  `<g fill="#fff">${spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`).join("")}</g>` +
  `<g fill="#111">${spots.map(([x, y]) => `<circle cx="${x - 1}" cy="${y}" r="3"/>`).join("")}</g>`

/** A golden fish, the hunter's prize. */
const fish = (): string =>
  `<path d="M64 90C84 58 130 56 158 90 130 124 84 122 64 90ZM156 90 196 62 188 90 196 118Z" fill="url(#m)" stroke="#5a3a06" stroke-width="2"/>` +
  `<path d="M104 70C118 54 132 56 140 66" fill="none" stroke="url(#m)" stroke-width="8" stroke-linecap="round"/>` +
  `<path d="M98 70Q108 90 98 110M116 66Q126 90 116 114" fill="none" stroke="#5a3a06" stroke-opacity=".45" stroke-width="3"/>` +
  eyes([82, 86])

/** A red crab raising its claws (a lobster too). */
const crab = (): string =>
  `<path d="M80 102 52 116 44 134M82 114 62 130 58 146M160 102 188 116 196 134M158 114 178 130 182 146M94 82 72 58M146 82 168 58M110 76V62M130 76V62" fill="none" stroke="#c83a1e" stroke-width="7" stroke-linecap="round"/>` +
  `<path d="M72 60C52 58 48 38 62 28L68 42 78 36C84 48 82 58 72 60ZM168 60C188 58 192 38 178 28L172 42 162 36C156 48 158 58 168 60Z" fill="#f0502e" stroke="#8a1e0c" stroke-width="3"/>` +
  `<ellipse cx="120" cy="100" rx="48" ry="32" fill="#f0502e" stroke="#8a1e0c" stroke-width="3"/>` +
  `<ellipse cx="120" cy="100" rx="48" ry="32" fill="url(#h)"/>` +
  eyes([110, 60], [130, 60])

/** A shark (a whale or a dolphin too): a metal body, a pale belly, a fin. */
const shark = (): string =>
  `<path d="M108 72 126 36 146 76Z" fill="url(#m)" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
  `<path d="M36 98C66 70 132 62 178 82L208 58 200 98 210 132 178 112C132 126 72 124 36 98Z" fill="url(#m)" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
  `<path d="M46 104C84 116 140 118 176 110 140 124 84 122 46 104Z" fill="#fff" opacity=".75"/>` +
  `<path d="M82 88V106M90 86V106M98 86V106" stroke="#000" stroke-opacity=".3" stroke-width="3"/>` +
  eyes([62, 92])

/** An octopus (a kraken or a jellyfish): a round head and curling arms. */
const octopus = (): string =>
  `<path d="M86 96Q72 118 84 134M100 104Q92 128 102 144M120 106V148M140 104Q148 128 138 144M154 96Q168 118 156 134" fill="none" stroke="#e04a9c" stroke-width="10" stroke-linecap="round"/>` +
  `<ellipse cx="120" cy="74" rx="44" ry="40" fill="#ff6fb8" stroke="#8a1a58" stroke-width="3"/>` +
  `<ellipse cx="120" cy="74" rx="44" ry="40" fill="url(#h)"/>` +
  eyes([104, 80], [136, 80])

/** A sea turtle swimming, its patterned shell lit from above. */
const turtle = (): string =>
  `<g fill="#8fdc6a" stroke="#2f6a1e" stroke-width="2"><path d="M90 72Q58 44 52 60 60 76 88 84ZM150 72Q182 44 188 60 180 76 152 84ZM96 118Q70 128 72 142 86 140 104 126ZM144 118Q170 128 168 142 154 140 136 126Z"/><circle cx="120" cy="40" r="15"/></g>` +
  `<ellipse cx="120" cy="94" rx="46" ry="40" fill="#2fa86a" stroke="#0f5a34" stroke-width="3"/>` +
  `<path d="M106 76H134L144 96 134 116H106L96 96ZM106 76 94 62M134 76 146 62M144 96H166M96 96H74M106 116 96 130M134 116 144 130" fill="none" stroke="#0f5a34" stroke-width="3"/>` +
  `<ellipse cx="120" cy="94" rx="46" ry="40" fill="url(#h)"/>` +
  eyes([114, 38], [126, 38])

const creature: Emblem = themed(
  [
    [/crab|lobster|prawn/i, crab],
    [/shark|whale|dolphin/i, shark],
    [/kraken|jellyfish|octopus/i, octopus],
    [/turtle/i, turtle]
  ],
  fish
)

export const seaEmblem: Emblem = (look) => sea(look) + creature(look)
