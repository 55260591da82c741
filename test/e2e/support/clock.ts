import type { Page } from "@playwright/test"

/** How many times the pause is asked for before the runner is called too slow to hold a clock. */
const ATTEMPTS = 5

/**
 * Stops the page's installed clock `withinMs` after its now, so that from here on the page's time moves
 * only as the test moves it. The clock runs while the test reads its now and asks for the pause, and
 * Playwright refuses a pause in the past: on a busy runner that gap can pass `withinMs`, so the now is
 * read again and the pause asked again (a few times at most).
 */
export const holdTheClock = async (page: Page, withinMs: number): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now())
    const held = await page.clock.pauseAt(now + withinMs).then(
      () => true,
      (error: unknown) => {
        if (attempt >= ATTEMPTS || !String(error).includes("to the past")) throw error
        return false
      }
    )
    if (held) return
  }
}
