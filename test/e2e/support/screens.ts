import { expect, type Locator, type Page } from "@playwright/test"

// Moving between screens the way the app does (#15): the history API and a popstate, which the
// router follows without a reload, so one login serves a whole walk and the route-change focus runs.

/** Two frames of the page: what the last task changed has been painted. */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  )

/**
 * Goes to `path` inside the running app (no reload, the session and the store stay). The router
 * keeps the last screen on show while the next one's lazy code loads, so the new URL alone does not
 * say the new screen is there: the move is done when the app has put the focus on its h1 (#15),
 * which it does once the new screen has rendered. The focus is let go first, so nothing holds it.
 */
export const navigateInApp = async (page: Page, path: string): Promise<void> => {
  const samePage = await page.evaluate((target) => {
    const before = window.location.pathname
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    window.history.pushState(null, "", target)
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }))
    return new URL(target, window.location.href).pathname === before
  }, path)
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
  if (!samePage) await expect(page.locator("main h1:focus")).toHaveCount(1)
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

/**
 * The box of an element once it has come to rest: mounted (sonner's toasts start their entrance when
 * they mark themselves so), then every animation and transition of it and inside it finished. A box
 * read mid-entrance depends on how fast the machine is.
 */
export const restingBox = async (locator: Locator) => {
  await expect(locator).not.toHaveAttribute("data-mounted", "false")
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)))
  )
  return locator.boundingBox()
}

/** A box on the page, as Playwright measures one. */
export interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** Whether two boxes share any area (a button over a toast, a QR under a button). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The element's box now; a test that measures one that is not laid out fails here. */
export const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (box === null) throw new Error("no box")
  return box
}
