import { expect, test } from "./support/fixtures"
import { field, NEW_PLAYER, REGISTER_TEXTS, registerHeading } from "./support/register"

// The Effect runtime (src/start-runtime.ts and effect itself) is not on a guest's critical path: the
// prerendered page paints and hydrates with React alone, and the runtime arrives beside it; a page
// drawn in the browser (registration) paints its screen without it too.

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

test("#16 the registration form of an inviter's link paints before the runtime is asked for, and checks what is typed meanwhile; its lookups start when it arrives (UI-14, VAL-07)", async ({
  page
}) => {
  const lookups: Array<string> = []
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname
    if (path.startsWith("/api/user/")) lookups.push(path)
  })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  // Counted inside the route handler, at the moment the runtime is asked for; null until then. The
  // count is itself asynchronous, so the test waits for the figure, not for a flag set before it.
  let headingsWhenAsked: number | null = null
  await page.route(RUNTIME_CHUNK, async (route) => {
    headingsWhenAsked = await page.getByRole("heading", { level: 1, name: REGISTER_TEXTS.heading }).count()
    await held
    await route.continue()
  })
  await page.goto("/aff/ABC123", { waitUntil: "commit" })
  await expect(registerHeading(page)).toBeVisible()
  // The runtime is asked for once the screen is on show, so it never holds up the screen's chunk.
  await expect.poll(() => headingsWhenAsked).not.toBeNull()
  expect(headingsWhenAsked).toBe(1)
  // The rules are the form's own: a wrong phone is named as soon as the field is left.
  await field(page, "เบอร์โทรศัพท์").fill("0712345678")
  await field(page, "ชื่อผู้ใช้").focus()
  await expect(page.getByText("เบอร์โทรศัพท์ต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09")).toBeVisible()
  await field(page, "เบอร์โทรศัพท์").fill(NEW_PLAYER.phone)
  expect(lookups).toEqual([])
  release()
  // Only the value on screen is looked up: the wrong phone typed meanwhile never is.
  await expect(page.getByText(REGISTER_TEXTS.phoneFree)).toBeVisible()
  expect(lookups.filter((path) => path.includes("0712345678"))).toEqual([])
  await expect.poll(() => lookups.some((path) => path.endsWith("/ABC123"))).toBe(true)
})
