// How wide a title will be, estimated without measuring: the server has no fonts to measure with,
// and the picture is drawn by whatever sans the player's device has. Each glyph is given at least
// its advance in DejaVu Sans Bold, the widest common fallback (Arial, Roboto and San Francisco are
// narrower), so a title sized by this estimate fits on every device. The end-to-end test measures
// the real rendering (test/e2e/game-art.spec.ts).

const NARROW = /[iljI'.,:;!|]/
const THIN = /[frt\-( )]/
const WIDEST = /[MW]/
const WIDE = /[mw@%]/
const CAPITAL = /[A-Z]/
const SMALL = /[a-z0-9#$&?]/

/** A glyph's width in em (bold sans, conservative). */
export const glyphEm = (glyph: string): number => {
  if (glyph === " ") return 0.36
  if (NARROW.test(glyph)) return 0.38
  if (THIN.test(glyph)) return 0.52
  if (WIDEST.test(glyph)) return 1.12
  if (WIDE.test(glyph)) return 1.06
  if (CAPITAL.test(glyph)) return 0.86
  if (SMALL.test(glyph)) return 0.73
  return 1.1
}

/** A line's width in em, with `spacing` em between its glyphs (letter-spacing). */
export const textEm = (text: string, spacing = 0): number => {
  const glyphs = Array.from(text)
  return glyphs.reduce((sum, glyph) => sum + glyphEm(glyph), 0) + spacing * Math.max(0, glyphs.length - 1)
}

export interface TitleFit {
  /** One or two lines, broken at spaces only. */
  readonly lines: ReadonlyArray<string>
  /** The font size (whole pixels) at which the widest line is at most the width. */
  readonly size: number
}

/** The ways to set `title` in at most two lines: whole, or split at one of its spaces. */
const layouts = (title: string): ReadonlyArray<ReadonlyArray<string>> => {
  const words = title.split(/\s+/).filter((word) => word !== "")
  const splits = words
    .slice(1)
    .map((_, index) => [words.slice(0, index + 1).join(" "), words.slice(index + 1).join(" ")])
  return [[words.join(" ")], ...splits]
}

/**
 * The title set to fit `width`: the layout (one line, or two split at a space) that allows the
 * largest size, no larger than `oneLine` (a single line) or `twoLines` (each of two).
 */
export const fitTitle = (title: string, width: number, oneLine: number, twoLines: number): TitleFit => {
  let best: TitleFit = { lines: [title], size: 0 }
  for (const lines of layouts(title)) {
    const widest = Math.max(...lines.map((line) => textEm(line)))
    const cap = lines.length === 1 ? oneLine : twoLines
    const size = Math.floor(Math.min(cap, width / widest))
    if (size > best.size) best = { lines, size }
  }
  return best
}
