import { expect, test } from "./support/fixtures"

// The Effect runtime (src/start-runtime.ts and effect itself) is not on a guest's critical path: the
// prerendered page paints and hydrates with React alone, and the runtime arrives beside it.

const RUNTIME_CHUNK = /\/assets\/start-runtime-[\w-]+\.js$/

test("a guest's page hydrates before the runtime arrives, and a login pressed meanwhile is sent once when it does (AUTH-06, AMB-31)", async ({
  page
}) => {
  const logins: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/login")) logins.push(request.method())
  })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(RUNTIME_CHUNK, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto("/login", { waitUntil: "commit" })
  const form = page.getByRole("form", { name: "เข้าสู่ระบบสมาชิก" })
  const submit = form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true })
  // Hydrated (the button is enabled once React has adopted the page) with the runtime still held.
  await expect(submit).toBeEnabled()
  await expect.poll(() => asked).toBe(true)
  await form.locator('input[name="username"]').fill("demo")
  await form.locator('input[name="password"]').fill("demo1234")
  // Two presses in a row: the second must not queue a second login.
  await form.evaluate((element) => {
    if (!(element instanceof HTMLFormElement)) throw new Error("not a form")
    element.requestSubmit()
    element.requestSubmit()
  })
  await expect(submit).toHaveAttribute("aria-busy", "true")
  expect(logins).toEqual([])
  release()
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  await expect(page.locator("[data-balance]")).toBeVisible()
  expect(logins).toEqual(["POST"])
})

test("a runtime that fails to load shows 'Loading chunk failed' and a reload that recovers (ERR-16, AMB-38)", async ({
  page
}) => {
  await page.route(RUNTIME_CHUNK, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "chunk unavailable" })
  )
  await page.goto("/")
  const fallback = page.getByRole("alert").filter({ hasText: "Loading chunk failed" })
  await expect(fallback).toBeVisible()

  await page.unroute(RUNTIME_CHUNK)
  await fallback.getByRole("button", { name: "โหลดหน้าใหม่" }).click()
  const form = page.getByRole("form", { name: "เข้าสู่ระบบสมาชิก" })
  await form.locator('input[name="username"]').fill("demo")
  await form.locator('input[name="password"]').fill("demo1234")
  await form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
})
