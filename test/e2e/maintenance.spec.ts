import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { holdRequests, recordRequests } from "./support/network"
import { bottomBar, loginThroughUi } from "./support/session"

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
})
