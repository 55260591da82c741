import { describe, expect, it } from "vitest"
import { gameArtSvg, gameTitleFit, PLATE, TITLE_WIDTH } from "../../../server/games/game-art"
import { BADGE, providerLogoSvg, WORDMARK, WORDMARK_SPACING, wordmarkSize } from "../../../server/games/provider-logo"
import { fitTitle, glyphEm, textEm } from "../../../server/games/art/text-fit"
import { allDemoGames } from "../../../src/domain/demo/games"
import { DEMO_PROVIDERS } from "../../../src/domain/demo/game-providers"

// The lobby's art as real art (#29): a game's picture carries its English name on a title plate,
// a provider's logo its code inside a badge, each sized by a conservative width estimate so that
// it never overflows its box (the browser's real widths: test/e2e/game-art.spec.ts).

/** The texts of the title plate: the lines inside the group set with paint-order (the plate's). */
const plateLines = (art: string): ReadonlyArray<string> => {
  const group = /<g [^>]*paint-order="stroke">(.*?)<\/g>/.exec(art)?.[1] ?? ""
  return [...group.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? "")
}

const unescaped = (text: string): string => text.replace(/&#39;|&apos;/g, "'").replace(/&amp;/g, "&")

describe("the lobby's art (#29)", () => {
  it("#29 a game's picture is the same bytes each time it is drawn, and another game's differs", () => {
    const [first, second] = allDemoGames()
    if (first === undefined || second === undefined) throw new Error("the demo has games")
    expect(gameArtSvg(first)).toBe(gameArtSvg({ ...first }))
    expect(gameArtSvg(first)).not.toBe(gameArtSvg(second))
  })

  it("#29 every game's picture sets its whole English name on the title plate, not its initials", () => {
    for (const game of allDemoGames()) {
      const lines = plateLines(gameArtSvg(game))
      expect(lines.length, game.nameEn).toBeGreaterThanOrEqual(1)
      expect(lines.length, game.nameEn).toBeLessThanOrEqual(2)
      expect(unescaped(lines.join(" ")), game.image).toBe(game.nameEn)
    }
  })

  it("#29 every game's title lines fit inside the plate by the width estimate, at a readable size", () => {
    for (const game of allDemoGames()) {
      const { lines, size } = gameTitleFit(game)
      expect(size, game.nameEn).toBeGreaterThanOrEqual(14)
      for (const line of lines) expect(textEm(line) * size, `${game.nameEn}: ${line}`).toBeLessThanOrEqual(TITLE_WIDTH)
      expect(PLATE.x + PLATE.padding + TITLE_WIDTH + PLATE.padding, "the plate lies inside 240").toBeLessThanOrEqual(
        240
      )
      expect(gameArtSvg(game)).toContain(`font-size="${size}"`)
    }
  })

  it("#29 every demo provider's code fits inside its badge by the width estimate, with margins", () => {
    for (const provider of DEMO_PROVIDERS) {
      const size = wordmarkSize(provider.code)
      expect(size, provider.code).toBeGreaterThanOrEqual(36)
      expect(textEm(provider.code, WORDMARK_SPACING) * size, provider.code).toBeLessThanOrEqual(WORDMARK.width)
      expect(size * 0.76, provider.code).toBeLessThanOrEqual(WORDMARK.height)
      expect(providerLogoSvg(provider)).toContain(`font-size="${size}"`)
    }
    // The wordmark's box keeps clear of the badge's rim and rounded ends on both sides.
    expect(BADGE.width - WORDMARK.width).toBeGreaterThanOrEqual(2 * 30)
    expect(BADGE.height - WORDMARK.height).toBeGreaterThanOrEqual(2 * 14)
  })

  it("#29 the width estimate is at least DejaVu Sans Bold's advance, the widest common sans", () => {
    // DejaVu Sans Bold's advance widths (units per em 2048) for some of its widest glyphs.
    const dejaVuBold: ReadonlyArray<readonly [string, number]> = [
      ["W", 2247],
      ["M", 2032],
      ["m", 2134],
      ["w", 1786],
      ["O", 1741],
      ["H", 1716],
      ["o", 1407],
      ["a", 1382],
      ["8", 1425],
      ["r", 1010],
      ["i", 701],
      [" ", 713]
    ]
    for (const [glyph, advance] of dejaVuBold) expect(glyphEm(glyph), glyph).toBeGreaterThanOrEqual(advance / 2048)
  })

  it("#29 a title is broken at a space into at most two lines, the layout with the largest size", () => {
    expect(fitTitle("Thai Government Lottery Special", 196, 30, 26).lines).toEqual([
      "Thai Government",
      "Lottery Special"
    ])
    expect(fitTitle("Snooker", 196, 30, 26)).toEqual({ lines: ["Snooker"], size: 30 })
    expect(fitTitle("Supercalifragilistic", 196, 30, 26).lines).toEqual(["Supercalifragilistic"])
  })
})
