import { expect, test } from "./support/fixtures"

// A route chunk that fails to load (ERR-16, AMB-38).

test("a dashboard chunk that fails to load shows 'Loading chunk failed' and a reload button (ERR-16, AMB-38)", async ({ page }) => {
  const blocked: Array<string> = []
  await page.route(/\/assets\/dashboard-screen-[^/]+\.js$/, async (route) => {
    blocked.push(route.request().url())
    await route.fulfill({ status: 500, contentType: "text/plain", body: "chunk unavailable" })
  })
  await page.goto("/login")
  const form = page.getByRole("form", { name: "เข้าสู่ระบบสมาชิก" })
  await form.locator('input[name="username"]').fill("demo")
  await form.locator('input[name="password"]').fill("demo1234")
  await form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
  await expect(page).toHaveURL(/\/auth\/dashboard$/)

  const fallback = page.getByRole("alert").filter({ hasText: "Loading chunk failed" })
  await expect(fallback).toBeVisible()
  await expect(fallback.getByRole("button", { name: "โหลดหน้าใหม่" })).toBeVisible()
  expect(blocked.length).toBeGreaterThan(0)

  // The reload button really reloads: with the chunk back, the dashboard appears.
  await page.unroute(/\/assets\/dashboard-screen-[^/]+\.js$/)
  await fallback.getByRole("button", { name: "โหลดหน้าใหม่" }).click()
  await expect(page.locator("[data-balance]")).toBeVisible()
})
