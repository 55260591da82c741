import { gloss, shadow, type Emblem, type SceneLook } from "./emblem-kit"

// The lottery games' emblem: numbered balls in a glass globe, their numbers drawn from the seed.

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

export const lottoEmblem: Emblem = balls
