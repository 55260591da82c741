import { expect, type Page } from "@playwright/test"

// Moving between screens the way the app does (#15): the history API and a popstate, which the
// router follows without a reload, so one login serves a whole walk and the route-change focus runs.

/** Goes to `path` inside the running app (no reload, the session and the store stay). */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((target) => {
    window.history.pushState(null, "", target)
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }))
  }, path)
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
}

/** The screen has painted its content: one h1 shown, no skeleton, nothing busy, no spinner role. */
export const screenSettled = async (page: Page): Promise<void> => {
  await expect(page.locator("h1").first()).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelectorAll('[data-skeleton], [aria-busy="true"], main [role="status"] > [aria-hidden="true"]')
            .length
      )
    )
    .toBe(0)
}
