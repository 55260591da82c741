import type { Page } from "@playwright/test"
import { TOAST_DURATION_MS } from "../../src/domain/constants"
import { expectNoAxeViolations } from "./support/axe"
import { holdTheClock } from "./support/clock"
import { expect, test } from "./support/fixtures"
import { arriveAtSubmit, NEW_PLAYER, REGISTER_TEXTS, submitButton } from "./support/register"
import { checkInDialog, checkInPopupDecision, dismissCheckInPopup, openSignedIn } from "./support/session"

// A new player's first day (#29): the dashboard at ฿0.00 offers 'ฝากครั้งแรก' until a deposit
// comes in, and the day's check-in popup waits until the welcome toast has gone.

const balanceCard = (page: Page) => page.getByRole("region", { name: "ยอดเงินคงเหลือ" })
const firstDeposit = (page: Page) => balanceCard(page).getByRole("link", { name: "ฝากครั้งแรก" })
const welcomeToast = (page: Page) => page.locator("[data-sonner-toast]").filter({ hasText: REGISTER_TEXTS.welcome })
const depositsRead = (page: Page) =>
  page.waitForResponse((r) => /^\/api\/auth\/deposit\/[^/]+$/.test(new URL(r.url()).pathname))

/** The popup's decision as the layout says it now, without waiting for it to exist. */
const decisionNow = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-check-in-popup]")?.getAttribute("data-check-in-popup") ?? null)

test.describe("a new player's first day (#29)", () => {
  test("#29 a freshly registered player's dashboard offers 'ฝากครั้งแรก', which leads to /auth/deposit; once a deposit has come in it is the ordinary 'ฝากเงิน' and 'ถอนเงิน'", async ({
    page,
    request
  }) => {
    await arriveAtSubmit(page)
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await dismissCheckInPopup(page)
    await expect(page.locator("[data-balance]")).toHaveText("฿0.00")
    await expect(firstDeposit(page)).toBeVisible()
    // Nothing to withdraw yet: the first deposit is the one way on.
    await expect(balanceCard(page).getByRole("link", { name: "ถอนเงิน" })).toHaveCount(0)
    const box = await firstDeposit(page).boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    await expectNoAxeViolations(page, "a new player's dashboard")

    await firstDeposit(page).click()
    await expect(page).toHaveURL(/\/auth\/deposit$/)
    await expect(page.getByRole("heading", { level: 1, name: "ฝากเงิน" })).toBeVisible()

    const detected = await request.post("/__dev/deposit", { data: { username: NEW_PLAYER.username, amount: 500 } })
    expect(detected.ok()).toBe(true)
    await page.goBack()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.locator("[data-balance]")).toHaveText("฿500.00")
    await expect(balanceCard(page).getByRole("link", { name: "ฝากเงิน" })).toBeVisible()
    await expect(balanceCard(page).getByRole("link", { name: "ถอนเงิน" })).toBeVisible()
    await expect(firstDeposit(page)).toHaveCount(0)
  })

  test("#29 a player who has deposited is not offered 'ฝากครั้งแรก', even at ฿0.00", async ({ page, request }) => {
    const zero = await request.post("/__dev/credit", { data: { username: "demo", balance: 0 } })
    expect(zero.ok()).toBe(true)
    await page.goto("/login")
    const read = depositsRead(page)
    await openSignedIn(page, "/auth/dashboard")
    await expect(page.locator("[data-balance]")).toHaveText("฿0.00")
    // Their deposits were read (a zero balance may be a first day): there are some.
    expect((await read).ok()).toBe(true)
    await expect(balanceCard(page).getByRole("link", { name: "ฝากเงิน" })).toBeVisible()
    await expect(balanceCard(page).getByRole("link", { name: "ถอนเงิน" })).toBeVisible()
    await expect(firstDeposit(page)).toHaveCount(0)
  })

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
    await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "open")
    // The popup's code arrives when it first opens, and React reveals it on a timer of its own: the
    // held clock moves on until it shows.
    await expect
      .poll(async () => {
        await page.clock.runFor(100)
        return checkInDialog(page).isVisible()
      })
      .toBe(true)
  })
})
