import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { holdRequests, recordRequests } from "./support/network"
import { bottomBar, dismissCheckInPopup, loginThroughUi } from "./support/session"
import { askToWithdraw, confirmDialog, openWithdraw, WITHDRAW_TEXTS } from "./faults/support/withdraw-targets"
import { ACCOUNTS, apiBalance, apiLogin, networkBanner } from "./faults/support/player"
import { satang } from "../../src/domain/money"

// Maintenance mode (MA-01..MA-06, AMB-19).

const MAINTENANCE_TITLE = "ขออภัย ระบบกำลังปิดปรับปรุงชั่วคราว"

const expectMaintenancePage = async (page: Page) => {
  await expect(page.getByRole("heading", { name: MAINTENANCE_TITLE })).toBeVisible()
  await expect(page).toHaveTitle("ปิดปรับปรุง — GoldBet")
  await expect(page.locator('input[name="password"]')).toHaveCount(0)
  await expect(page.locator("[data-player-name]")).toHaveCount(0)
  await expect(bottomBar(page)).toHaveCount(0)
  await expect(page.getByRole("navigation", { name: "เมนูหลัก" })).toHaveCount(0)
}

test.describe("maintenance mode", () => {
  test("with websiteStatus MA the root goes to /ma (MA-02)", async ({ page, dev }) => {
    await dev.setWebsiteStatus("MA")
    await page.goto("/")
    await expect(page).toHaveURL(/\/ma$/)
    await expectMaintenancePage(page)
  })

  test("with websiteStatus MA every public and unknown route shows the maintenance page and no login is ever sent (MA-01, MA-04, ROLE-05)", async ({
    page,
    dev
  }) => {
    await dev.setWebsiteStatus("MA")
    const requests = recordRequests(page)
    for (const path of ["/login", "/register", "/contact", "/auth/dashboard", "/random"]) {
      await page.goto(path)
      await expectMaintenancePage(page)
    }
    const sent = await requests.all()
    expect(sent.filter((r) => r.path === "/api/auth/login")).toHaveLength(0)
    expect(sent.filter((r) => r.path === "/api/user/register")).toHaveLength(0)
  })

  test("with websiteStatus MA a player with a stored session also gets the maintenance page on /auth/dashboard (MA-03)", async ({
    page,
    dev
  }) => {
    await loginThroughUi(page)
    await dev.setWebsiteStatus("MA")
    await page.goto("/auth/dashboard")
    await expectMaintenancePage(page)
    await expect(page.locator("[data-balance]")).toHaveCount(0)
  })

  test("an MA answer that arrives 2 s late still ends on the maintenance page (MA-05)", async ({ page, dev }) => {
    await dev.setWebsiteStatus("MA")
    await holdRequests(page, "**/api/setting/operational/website", 2_000)
    const requests = recordRequests(page)
    await page.goto("/login")
    await expectMaintenancePage(page)
    expect((await requests.all()).filter((r) => r.path === "/api/auth/login")).toHaveLength(0)
  })

  test("outside maintenance /ma goes to the root (AMB-19, MA-06)", async ({ page }) => {
    await page.goto("/ma")
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole("heading", { name: MAINTENANCE_TITLE })).toHaveCount(0)
  })

  test("the maintenance page shows the brand's logo, the LINE contact and 'ลองใหม่' (#15, OPEN-57)", async ({
    page,
    dev
  }) => {
    await dev.setWebsiteStatus("MA")
    await page.goto("/ma")
    await expectMaintenancePage(page)
    await expect(page.getByRole("img", { name: "โลโก้ GoldBet" })).toBeVisible()
    await expect(page.locator("[data-contact-card]")).toBeVisible()
    await expect(page.locator("[data-contact-card] a[href*='line.me']")).toBeVisible()
    await expect(page.getByRole("button", { name: "ลองใหม่" })).toBeVisible()
  })

  test("the maintenance page rechecks every 30 s and lets a guest back in to the root when the site reopens (#15)", async ({
    page,
    dev
  }) => {
    await page.clock.install()
    await dev.setWebsiteStatus("MA")
    await page.goto("/")
    await expect(page).toHaveURL(/\/ma$/)
    await expectMaintenancePage(page)
    // The page's recheck loop starts once its commands' chunk has arrived: the clock moves after.
    await page.waitForLoadState("networkidle")
    await dev.setWebsiteStatus("OPEN")
    // Nothing asks before the interval: the page is still there.
    await page.clock.fastForward(5_000)
    await expect(page.getByRole("heading", { name: MAINTENANCE_TITLE })).toBeVisible()
    await page.clock.fastForward(30_000)
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.getByRole("heading", { name: MAINTENANCE_TITLE })).toHaveCount(0)
  })

  test("'ลองใหม่' rechecks at once: still closed it says so calmly; reopened the player is back on the page they were on (#15)", async ({
    page,
    dev
  }) => {
    await loginThroughUi(page)
    await dismissCheckInPopup(page)
    await dev.setWebsiteStatus("MA")
    await page.goto("/auth/withdraw")
    await expectMaintenancePage(page)
    const retry = page.getByRole("button", { name: "ลองใหม่" })
    await retry.click()
    await expect(page.getByRole("status").filter({ hasText: "ระบบยังปิดปรับปรุงอยู่" })).toBeVisible()
    await dev.setWebsiteStatus("OPEN")
    await retry.click()
    await expect(page).toHaveURL(/\/auth\/withdraw$/)
    await expect(bottomBar(page)).toBeVisible()
    await expect(page.getByRole("heading", { name: MAINTENANCE_TITLE })).toHaveCount(0)
  })

  test("a player on /ma goes to the dashboard when the site reopens; a failed recheck keeps the page without alarm (#15)", async ({
    page,
    dev
  }) => {
    await loginThroughUi(page)
    await dismissCheckInPopup(page)
    await dev.setWebsiteStatus("MA")
    await page.goto("/ma")
    await expectMaintenancePage(page)
    await dev.setWebsiteStatus("OPEN")
    await page.route("**/api/setting/operational/website", (route) => route.fulfill({ status: 503, body: "" }))
    await page.getByRole("button", { name: "ลองใหม่" }).click()
    await expect(page.getByRole("button", { name: "ลองใหม่" })).toBeEnabled()
    await expect(page.getByRole("heading", { name: MAINTENANCE_TITLE })).toBeVisible()
    await expect(page.getByRole("alert")).toHaveCount(0)
    await page.unroute("**/api/setting/operational/website")
    await page.getByRole("button", { name: "ลองใหม่" }).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(bottomBar(page)).toBeVisible()
  })

  test("#31 the site closing while a player is on a page: their withdrawal's 503 brings the maintenance page, not a network banner, and no money moves (MA-05)", async ({
    page,
    request,
    dev
  }) => {
    await openWithdraw(page, request, 5_000)
    await askToWithdraw(page, "300")
    await dev.setWebsiteStatus("MA")
    await confirmDialog(page).getByRole("button", { name: WITHDRAW_TEXTS.confirm }).click()
    await expectMaintenancePage(page)
    await expect(networkBanner(page)).toHaveCount(0)
    // The API refused the write: the balance is what it was.
    await dev.setWebsiteStatus("OPEN")
    const token = await apiLogin(request, ACCOUNTS.demo)
    expect(await apiBalance(request, "demo", token)).toBe(satang(500_000))
  })
})
