import { expect, test } from "./support/fixtures"

// A route chunk that fails to load (ERR-16, AMB-38).

test("a dashboard chunk that fails to load shows 'Loading chunk failed' and a reload button (ERR-16, AMB-38)", async ({
  page
}) => {
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

test("the app's own code failing to load shows a Thai notice over the page and a reload that recovers (ERR-16, COMPAT-11)", async ({
  page
}) => {
  const APP_CHUNK = /\/assets\/app-main-[\w-]+\.js$/
  await page.route(APP_CHUNK, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "chunk unavailable" })
  )
  await page.goto("/login")
  const notice = page.getByRole("alert").filter({ hasText: "โหลดข้อมูลหน้าเว็บไม่สำเร็จ" })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText("Loading chunk failed")
  const reload = notice.getByRole("button", { name: "โหลดหน้าใหม่" })
  await expect(reload).toBeFocused()

  await page.unroute(APP_CHUNK)
  await reload.click()
  await expect(notice).toHaveCount(0)
  await expect(
    page.getByRole("form", { name: "เข้าสู่ระบบสมาชิก" }).getByRole("button", { name: "เข้าสู่ระบบ", exact: true })
  ).toBeEnabled()
})
