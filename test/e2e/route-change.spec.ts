import type { Page, Route } from "@playwright/test"
import { GAMES_TEXTS, gridCards, JK_PATH } from "./faults/support/games-targets"
import { holdTheClock } from "./support/clock"
import { expect, test } from "./support/fixtures"
import { navigateInApp } from "./support/screens"
import { loginAndSettle, pathOf } from "./support/session"

// A route change always ends on the new screen (#27, ROUTE-23). The router keeps the old screen
// mounted while the next one's code loads; the 500-game grid writes its search into the address after
// a pause, and a write in that window took the player back to the grid: the address changed, then
// returned, and the screen never moved (3 of 7 fresh-clone CI runs on 26 November 2026). The page's
// clock decides when the pause ends, and the next screen's code is held until then, so the race is
// the same on every machine.

const AFFILIATE_CHUNK = "**/assets/affiliate-screen-*.js"
const AFFILIATE_HEADING = "แนะนำเพื่อน"
/** Longer than the grid's search pause (400 ms in game-provider-screen.tsx). */
const PAST_THE_SEARCH_PAUSE_MS = 1_000

/** Holds every request for the screen's chunk until `release` is called. */
const holdChunk = async (page: Page, pattern: string) => {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = 0
  await page.route(pattern, async (route: Route) => {
    asked += 1
    await released
    await route.continue()
  })
  return { release, asked: () => asked }
}

/** The grid with its games shown, reached inside the app, and the page's clock stopped. */
const onTheGridWithTheClockHeld = async (page: Page) => {
  await page.clock.install()
  await loginAndSettle(page)
  await navigateInApp(page, JK_PATH)
  await expect(gridCards(page).first()).toBeVisible()
  await holdTheClock(page, 100)
}

test.describe("route changes (#27)", () => {
  test("leaving the 500-game grid while the next screen's code loads ends on that screen, its address kept (#27, ROUTE-23)", async ({
    page
  }) => {
    await onTheGridWithTheClockHeld(page)
    const chunk = await holdChunk(page, AFFILIATE_CHUNK)
    // A search typed just before leaving: its write into the address is still pending.
    await page.getByLabel(GAMES_TEXTS.search).fill("dragon")
    await page.evaluate((target) => {
      window.history.pushState(null, "", target)
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }))
    }, "/auth/affiliate")
    await expect.poll(chunk.asked, { message: "the affiliate screen's code was asked for" }).toBeGreaterThan(0)
    // The grid's pause ends while the next screen's code is still on its way.
    await page.clock.runFor(PAST_THE_SEARCH_PAUSE_MS)
    expect(pathOf(page), "the address stays where the player went").toBe("/auth/affiliate")
    chunk.release()
    await page.clock.resume()
    await expect(page.getByRole("heading", { level: 1, name: AFFILIATE_HEADING })).toBeVisible()
    await expect(page.locator("main h1")).toHaveCount(1)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/auth/affiliate")
  })

  test("a search typed on the grid is written into the address after its pause, replacing the entry (#27, #11)", async ({
    page
  }) => {
    await onTheGridWithTheClockHeld(page)
    const entries = await page.evaluate(() => window.history.length)
    await page.getByLabel(GAMES_TEXTS.search).fill("dragon")
    await page.clock.runFor(PAST_THE_SEARCH_PAUSE_MS)
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("dragon")
    await page.getByLabel(GAMES_TEXTS.search).fill("")
    await page.clock.runFor(PAST_THE_SEARCH_PAUSE_MS)
    await expect.poll(() => new URL(page.url()).search).toBe("")
    expect(await page.evaluate(() => window.history.length), "replaced, not pushed").toBe(entries)
  })
})
