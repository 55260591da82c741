import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { field, NEW_PLAYER, REGISTER_TEXTS, registerHeading, stepHeading } from "./support/register"

// The guest's first pages arrive as HTML (prerendered at build time), so their first paint waits
// for no JavaScript; React then adopts that HTML without a mismatch (any would fail the fixture).

/** Holds the app's code back (its entry chunk) until the returned function is called. */
const holdAppCode = async (page: Page): Promise<() => void> => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test("/ and /login arrive with their content in the HTML, titled, with the Thai font preloaded and the header painted from the page itself", async ({
  request
}) => {
  for (const [path, title] of [
    ["/", "หน้าแรก — GoldBet"],
    ["/login", "เข้าสู่ระบบ — GoldBet"]
  ] as const) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain(`data-prerendered="${path}"`)
    expect(html, path).toContain('name="username"')
    expect(html, path).toContain("เข้าสู่ระบบ")
    expect(html, path).toContain(`<title>${title}</title>`)
    expect(html, path).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-thai-thai-400-normal-/
    )
    // The header's default background is inside the page: the largest element needs no request.
    expect(html, path).toMatch(/<header[^>]*background-image:url\(&quot;data:image\/svg\+xml/)
  }
  // Paths that were not prerendered get the empty shell.
  expect(await (await request.get("/score")).text()).toContain('<div id="root"></div>')
})

for (const [path, title, heading, loaded] of [
  ["/promotion", "โปรโมชั่น — GoldBet", "โปรโมชั่นโบนัส", '[data-promotion-period="1"]'],
  ["/contact", "ติดต่อเรา — GoldBet", "ติดต่อเรา", "[data-contact-card]"],
  ["/forgot-password", "ลืมรหัสผ่าน — GoldBet", "ลืมรหัสผ่าน", "[data-line-link]"]
] as const) {
  test(`#16 ${path} arrives as HTML with its header and heading, and React adopts that HTML (no new page) before its data fills it (ROUTE-31, ROUTE-34)`, async ({
    page
  }) => {
    // The app's code is held: what shows meanwhile is the HTML alone.
    const release = await holdAppCode(page)
    await page.goto(path, { waitUntil: "commit" })
    const h1 = page.getByRole("heading", { level: 1, name: heading })
    await expect(h1).toBeVisible()
    await expect(page).toHaveTitle(title)
    await expect(page.locator("header").first()).toBeVisible()
    // Marked on the element the HTML made: after hydration the same element must still be there.
    await h1.evaluate((element) => element.setAttribute("data-from-html", ""))
    release()
    await expect(page.locator(loaded).first()).toBeVisible()
    await expect(page.locator("h1[data-from-html]")).toHaveCount(1)
  })
}

test("a login typed before the page hydrates is kept and sent once, never as a URL query", async ({ page }) => {
  const logins: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/api/auth/login")) logins.push(request.method())
  })
  // Hold the app's code back so the player types into the prerendered form first.
  const release = await holdAppCode(page)
  // DOMContentLoaded waits for module scripts, so only wait for the response.
  await page.goto("/login", { waitUntil: "commit" })
  await page.locator('input[name="username"]').fill("demo")
  await page.locator('input[name="password"]').fill("demo1234")
  await expect(page.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeDisabled()
  release()
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click()
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  expect(page.url()).not.toContain("password")
  expect(logins).toEqual(["POST"])
})

test("#16 /register arrives as HTML: step 1 typed before React adopts the page is kept, checked and goes on; its 'ถัดไป' waits, so nothing goes into the address (UI-14, VAL-06)", async ({
  page
}) => {
  const requests: Array<string> = []
  page.on("request", (request) => requests.push(request.url()))
  const release = await holdAppCode(page)
  await page.goto("/register", { waitUntil: "commit" })
  await expect(registerHeading(page)).toBeVisible()
  await expect(page).toHaveTitle("สมัครสมาชิก — GoldBet")
  // Typed into the HTML alone (the lookups, which need the app, come after).
  await field(page, "เบอร์โทรศัพท์").fill(NEW_PLAYER.phone)
  await field(page, "ชื่อผู้ใช้").fill(NEW_PLAYER.username)
  await field(page, "รหัสผ่าน").fill(NEW_PLAYER.password)
  await field(page, "ยืนยันรหัสผ่าน").fill(NEW_PLAYER.password)
  const next = page.getByRole("button", { name: REGISTER_TEXTS.next })
  await expect(next).toBeDisabled()
  await field(page, "รหัสผ่าน").press("Enter")
  release()
  await expect(next).toBeEnabled()
  // What was typed is the form's: its lookups run on it, and 'ถัดไป' takes it to step 2.
  await expect(page.getByText(REGISTER_TEXTS.phoneFree)).toBeVisible()
  await expect(page.getByText(REGISTER_TEXTS.usernameFree)).toBeVisible()
  await expect(field(page, "ยืนยันรหัสผ่าน")).toHaveValue(NEW_PLAYER.password)
  await next.click()
  await expect(stepHeading(page, REGISTER_TEXTS.step2)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe("/register")
  expect(requests.filter((url) => url.includes(NEW_PLAYER.password) || url.includes("password="))).toEqual([])
})
