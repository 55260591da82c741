import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { loginAndSettle, storedSession } from "./support/session"

// A failing call in the middle of a session (ERR-02..ERR-07, AUTH-10).

const CREDIT_PATH = "/api/auth/user/getCredit/demo"

/**
 * Logs in and waits for the dashboard's first balance: a fault injected before it lands would hit
 * that load instead of the refresh the test presses.
 */
const loginWithBalance = async (page: Page) => {
  await loginAndSettle(page)
  await expect(page.locator("[data-balance]")).toHaveText("฿1,520.75")
}

const refreshBalance = async (page: Page) => {
  await page.getByRole("button", { name: "รีเฟรชยอดเงิน" }).click()
}

const expectSessionEnded = async (page: Page) => {
  await expect(page).toHaveURL(/\/login$/)
  expect(await storedSession(page)).toEqual({ token: null, user: null })
  await expect(page.locator("[data-player-name]")).toHaveCount(0)
  await expect(page.locator('input[name="password"]')).toBeVisible()
}

test.describe("a failing call mid-session", () => {
  test("a 401 ends the session and lands on /login with storage cleared (AUTH-10, ERR-02)", async ({ page, dev }) => {
    await loginWithBalance(page)
    await dev.injectFault({ path: CREDIT_PATH, method: "POST", status: 401 })
    await refreshBalance(page)
    await expectSessionEnded(page)
  })

  test("a 403 ends the session like a 401 (ERR-03)", async ({ page, dev }) => {
    await loginWithBalance(page)
    await dev.injectFault({ path: CREDIT_PATH, method: "POST", status: 403 })
    await refreshBalance(page)
    await expectSessionEnded(page)
  })

  test("a 500 whose body carries code 500256 ends the session like a 401 (ERR-04, AMB-02)", async ({ page, dev }) => {
    await loginWithBalance(page)
    await dev.injectFault({
      path: CREDIT_PATH,
      method: "POST",
      status: 500,
      body: { success: false, code: 500256, message: "token expired" }
    })
    await refreshBalance(page)
    await expectSessionEnded(page)
  })

  test("a plain 500 keeps the token, the session and the URL (ERR-06)", async ({ page, dev }) => {
    await loginWithBalance(page)
    const before = await storedSession(page)
    await dev.injectFault({ path: CREDIT_PATH, method: "POST", status: 500 })
    const answered = page.waitForResponse((r) => r.url().endsWith(CREDIT_PATH) && r.status() === 500)
    await refreshBalance(page)
    await answered
    await expect(page.getByRole("region", { name: "ยอดเงินคงเหลือ" }).getByRole("alert")).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    expect(await storedSession(page)).toEqual(before)
    await expect(page.locator("[data-player-name]")).toBeVisible()
  })

  test("a 503 shows the network-problem banner and keeps the session (ERR-07, OPEN-44)", async ({ page, dev }) => {
    await loginWithBalance(page)
    await dev.injectFault({ path: CREDIT_PATH, method: "POST", status: 503 })
    await refreshBalance(page)
    await expect(page.locator('[data-banner="network"]')).toBeVisible()
    await expect(page.locator('[data-banner="network"]')).toContainText("การเชื่อมต่อมีปัญหา")
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    expect((await storedSession(page)).token).toBeTruthy()
  })
})
