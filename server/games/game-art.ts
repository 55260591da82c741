import type { GameCategory } from "../../src/domain/game"
import type { GameSummary } from "../../src/domain/game-schema"
import { seededRandom, seedOf } from "../../src/domain/demo/seeded-random"

// The lobby's artwork, drawn here instead of shipped as files (issue #11: generated, served
// locally, no external host): each game's and provider's picture is a pure function of its codes,
// a gradient with a few shapes and a short label, well under 2 kB. Only presentation attributes,
// no script and no <style>, so the picture is inert wherever it is opened.

type Random = () => number

const between = (random: Random, low: number, high: number): number => Math.round(low + random() * (high - low))

const colour = (hue: number, saturation: number, lightness: number): string =>
  `hsl(${hue % 360} ${saturation}% ${lightness}%)`

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** 'Golden Dragon 2' → 'GD2': the first letter or digit of up to three words. */
export const initialsOf = (nameEn: string): string =>
  nameEn
    .split(/\s+/)
    .map((word) => /[A-Za-z0-9]/.exec(word)?.[0] ?? "")
    .join("")
    .slice(0, 3)
    .toUpperCase()

const gradient = (random: Random): string => {
  const hue = between(random, 0, 359)
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colour(hue, 70, 42)}"/>` +
    `<stop offset="1" stop-color="${colour(hue + between(random, 30, 90), 65, 16)}"/>` +
    `</linearGradient></defs>`
  )
}

const bubbles = (random: Random, size: number, count: number): string =>
  Array.from(
    { length: count },
    () =>
      `<circle cx="${between(random, 0, size)}" cy="${between(random, 0, size)}" r="${between(random, size / 12, size / 3)}" fill="#fff" fill-opacity="${between(random, 6, 16) / 100}"/>`
  ).join("")

/** A star of `points` tips around (cx, cy): the slot's and the hot list's motif. */
const star = (cx: number, cy: number, outer: number, points: number): string => {
  const corners = Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * 0.45
    const angle = (Math.PI * index) / points - Math.PI / 2
    return `${Math.round(cx + radius * Math.cos(angle))},${Math.round(cy + radius * Math.sin(angle))}`
  })
  return `<polygon points="${corners.join(" ")}" fill="#FFCA00" fill-opacity="0.35"/>`
}

/** One motif per category, so a grid reads as slots, tables, sea or sport at a glance. */
const MOTIFS: Readonly<Record<GameCategory, (random: Random) => string>> = {
  slot: (random) => star(120, 112, between(random, 70, 96), between(random, 5, 8)),
  hot: (random) => star(120, 112, between(random, 70, 96), 6),
  fishing: (random) =>
    `<path d="M0 ${between(random, 150, 175)} Q60 ${between(random, 120, 150)} 120 165 T240 160 V240 H0Z" fill="#7fd4ff" fill-opacity="0.3"/>`,
  casino: (random) =>
    `<circle cx="120" cy="112" r="${between(random, 64, 84)}" fill="none" stroke="#FFCA00" stroke-opacity="0.45" stroke-width="14" stroke-dasharray="18 12"/>`,
  card: (random) =>
    `<rect x="70" y="40" width="100" height="140" rx="12" fill="#fff" fill-opacity="0.2" transform="rotate(${between(random, -14, 14)} 120 110)"/>`,
  sport: (random) =>
    `<circle cx="120" cy="112" r="${between(random, 60, 80)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/><path d="M60 112H180" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>`,
  lotto: (random) =>
    [40, 100, 160]
      .map((x) => `<circle cx="${x + 20}" cy="${between(random, 50, 90)}" r="22" fill="#fff" fill-opacity="0.25"/>`)
      .join("")
}

const text = (x: number, y: number, size: number, opacity: number, label: string): string =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size}" fill="#fff" fill-opacity="${opacity}">${escapeXml(label)}</text>`

const svg = (size: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`

/** A game's card picture (square, 240): its provider's and its own codes seed it. */
export const gameArtSvg = (game: GameSummary): string => {
  const random = seededRandom(seedOf(`art:${game.provider}:${game.code}`))
  return svg(
    240,
    gradient(random) +
      `<rect width="240" height="240" fill="url(#g)"/>` +
      bubbles(random, 240, 3) +
      MOTIFS[game.category](random) +
      text(120, 136, 60, 1, initialsOf(game.nameEn)) +
      text(120, 222, 18, 0.75, game.provider)
  )
}

/** A provider's logo (square, 160): its code on its own colours. */
export const providerLogoSvg = (code: string): string => {
  const random = seededRandom(seedOf(`logo:${code}`))
  const size = code.length > 3 ? 38 : 52
  return svg(
    160,
    gradient(random) +
      `<rect width="160" height="160" rx="28" fill="url(#g)"/>` +
      `<circle cx="80" cy="80" r="62" fill="none" stroke="#FFCA00" stroke-opacity="0.7" stroke-width="5"/>` +
      bubbles(random, 160, 2) +
      text(80, 80 + size / 3, size, 1, code)
  )
}
