import { expect, test } from "./support/fixtures"

// The offline banner (COMPAT-11).

test("going offline shows 'ไม่มีอินเทอร์เน็ต' and coming back hides it (COMPAT-11)", async ({ page, context }) => {
  await page.goto("/login")
  await expect(page.locator('input[name="username"]')).toBeVisible()
  // The prerendered form shows before the app's code has loaded: going offline then would also
  // stop the runtime from loading (a different case, shown as 'Loading chunk failed').
  await page.waitForLoadState("networkidle")
  const banner = page.locator('[data-banner="offline"]')
  await expect(banner).toHaveCount(0)
  await context.setOffline(true)
  await expect(banner).toBeVisible()
  await expect(banner).toContainText("ไม่มีอินเทอร์เน็ต")
  await context.setOffline(false)
  await expect(banner).toHaveCount(0)
})

test("a toast library that could not load (offline) never takes the page down, and loads when back online (COMPAT-11, UI-15)", async ({
  page,
  context
}) => {
  let blocked = 0
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (blocked === 0 && body.includes("data-sonner-toaster")) {
      blocked += 1
      await route.abort("internetdisconnected")
      return
    }
    await route.fulfill({ response, body })
  })
  await page.goto("/login")
  await expect.poll(() => blocked).toBe(1)
  await expect(page.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeEnabled()
  // The 'online' event makes the Toaster try again; a toast then shows as usual.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.locator('section[aria-label^="Notifications"]')).toHaveCount(1)
  // A chunk still being fetched through the route when the test ends must not fail the run.
  await page.unrouteAll({ behavior: "ignoreErrors" })
})
