import type { Page } from "@playwright/test"
import { TOAST_DURATION_MS } from "../../src/domain/constants"
import { holdTheClock } from "./support/clock"
import { expect, test } from "./support/fixtures"
import { arriveAtSubmit, REGISTER_TEXTS, submitButton } from "./support/register"
import { checkInDialog, checkInPopupDecision } from "./support/session"

// A new player's first day (#29): the day's check-in popup waits until the welcome toast has gone.

const welcomeToast = (page: Page) => page.locator("[data-sonner-toast]").filter({ hasText: REGISTER_TEXTS.welcome })

/** The popup's decision as the layout says it now, without waiting for it to exist. */
const decisionNow = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-check-in-popup]")?.getAttribute("data-check-in-popup") ?? null)

test.describe("a new player's first day (#29)", () => {
  test("#29 the check-in popup does not show while the welcome toast is on screen, and shows once it has gone", async ({
    page
  }) => {
    await arriveAtSubmit(page)
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    // The pointer off the toasts (resting on one pauses it).
    await page.mouse.move(1, 1)
    await expect(welcomeToast(page)).toBeVisible()
    // From here the toast's 2 s move only as the test moves the page's clock.
    await holdTheClock(page, 100)
    // The list says today is not done, so the popup is due: it waits for the welcome.
    await expect
      .poll(async () => {
        await page.clock.runFor(10)
        return decisionNow(page)
      })
      .toBe("waiting")
    await expect(checkInDialog(page)).toHaveCount(0)
    await page.clock.runFor(TOAST_DURATION_MS / 4)
    await expect(welcomeToast(page)).toBeVisible()
    await expect(checkInDialog(page)).toHaveCount(0)
    // The toast's time runs out and sonner takes it away; then the popup opens.
    await expect
      .poll(async () => {
        await page.clock.runFor(TOAST_DURATION_MS)
        return welcomeToast(page).count()
      })
      .toBe(0)
    await expect(checkInDialog(page)).toBeVisible()
    await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "open")
  })
})
