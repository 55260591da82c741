import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { ACCOUNTS, openAs } from "./faults/support/player"
import { gridCards, openProvider } from "./faults/support/games-targets"
import { PLATE } from "../../server/games/game-art"
import { BADGE } from "../../server/games/provider-logo"
import { allDemoGames } from "../../src/domain/demo/games"
import { DEMO_PROVIDERS } from "../../src/domain/demo/game-providers"

// The lobby's art drawn as real art (#29): the server sizes every title by an estimate, and the
// browser's own rendering is the judge. Each picture is opened as a document and its texts'
// boxes (getBBox: the real glyph widths of this machine's sans) are measured against the picture
// and against the plate or badge they are set in.

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

interface Measured {
  readonly view: Box
  readonly texts: ReadonlyArray<{ readonly text: string; readonly box: Box; readonly onPlate: boolean }>
}

/** Opens a picture's address and measures its viewBox and each <text>'s box. */
const measure = async (page: Page, path: string): Promise<Measured> => {
  const answer = await page.goto(path)
  expect(answer?.status(), path).toBe(200)
  return page.evaluate(() => {
    const root = document.documentElement
    if (!(root instanceof SVGSVGElement)) throw new Error("not an SVG document")
    const { x, y, width, height } = root.viewBox.baseVal
    return {
      view: { x, y, width, height },
      texts: [...document.querySelectorAll("text")].map((text) => {
        const box = text.getBBox()
        return {
          text: text.textContent ?? "",
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
          // The title plate's lines share a group drawn with paint-order (server/games/game-art.ts).
          onPlate: text.parentElement?.getAttribute("paint-order") === "stroke"
        }
      })
    }
  })
}

const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

const PLATE_BOX: Box = { x: PLATE.x, y: 0, width: PLATE.width, height: 240 }
const longestNamed = [...allDemoGames()].sort((a, b) => b.nameEn.length - a.nameEn.length).slice(0, 30)

test.describe("the lobby's art (#29)", () => {
  test("#29 at 390x844 a provider's name is whole on its card, and its grid's pictures set their titles inside the picture", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/games/category?cat=slot")
    const xeno = page.locator('[data-provider="XE"] > span').first()
    await expect(xeno).toHaveText("Xeno Entertainment")
    const names = page.locator("[data-provider] > span:first-child")
    const fits = await xeno.evaluate((name) => ({
      across: name.scrollWidth <= name.clientWidth,
      down: name.scrollHeight <= name.clientHeight
    }))
    expect(fits, "'Xeno Entertainment' is not cut or ellipsed").toEqual({ across: true, down: true })
    // Two lines are kept for every name, so the cards of a row stay one height.
    const heights = new Set(await names.evaluateAll((all) => all.map((name) => name.getBoundingClientRect().height)))
    expect(heights.size).toBe(1)

    await openProvider(page, "/auth/games/slot/XE")
    const first = gridCards(page).first()
    await expect(first.locator("[data-game-art]")).toHaveAttribute("data-game-art", "loaded")
    const src = (await first.locator("img").getAttribute("src")) ?? ""
    const { view, texts } = await measure(page, src)
    expect(view).toEqual({ x: 0, y: 0, width: 240, height: 240 })
    expect(texts.filter((text) => text.onPlate).length).toBeGreaterThan(0)
    for (const { text, box } of texts) expect(inside(box, view), `${src}: ${text}`).toBe(true)
  })

  test("#29 every provider's code lies inside its logo's badge, as the browser draws it", async ({ page }) => {
    for (const { code } of DEMO_PROVIDERS) {
      const { view, texts } = await measure(page, `/game-art/providers/${code}.svg`)
      expect(view, code).toEqual({ x: 0, y: 0, width: 320, height: 180 })
      const wordmark = texts.find((text) => text.text === code)
      expect(wordmark, code).toBeDefined()
      for (const { text, box } of texts) expect(inside(box, view), `${code}: ${text}`).toBe(true)
      expect(inside(wordmark?.box ?? view, BADGE), `${code} in its badge`).toBe(true)
    }
  })

  test("#29 the 30 longest-named games' titles lie inside their plates, as the browser draws them", async ({
    page
  }) => {
    for (const game of longestNamed) {
      const { view, texts } = await measure(page, game.image)
      const plate = texts.filter((text) => text.onPlate)
      expect(plate.map((text) => text.text).join(" "), game.image).toBe(game.nameEn)
      for (const { text, box } of plate) expect(inside(box, PLATE_BOX), `${game.nameEn}: ${text}`).toBe(true)
      for (const { text, box } of texts) expect(inside(box, view), `${game.nameEn}: ${text}`).toBe(true)
    }
  })
})
