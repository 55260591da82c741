import { expect, test } from "./support/fixtures"

// The offline banner (COMPAT-11).

test("going offline shows 'ไม่มีอินเทอร์เน็ต' and coming back hides it (COMPAT-11)", async ({ page, context }) => {
  await page.goto("/login")
  await expect(page.locator('input[name="username"]')).toBeVisible()
  const banner = page.locator('[data-banner="offline"]')
  await expect(banner).toHaveCount(0)
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  await expect(banner).toContainText("ไม่มีอินเทอร์เน็ต")
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
})
