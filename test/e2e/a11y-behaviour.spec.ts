import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { onDashboard } from "./faults/support/player"
import { holdRequests } from "./support/network"
import { field, REGISTER_TEXTS } from "./support/register"
import { bottomBar, DEMO, loginAndSettle, loginForm } from "./support/session"

// What the accessibility of #15 asks beyond axe: the skip link, the focus and the title on a route
// change, the focus on a failed submit, and reduced motion.

const SKIP = "ข้ามไปยังเนื้อหาหลัก"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** The text of the first element the keyboard reaches, in document order. */
const firstFocusable = (page: Page) =>
  page.evaluate((selector) => document.querySelector(selector)?.textContent?.trim() ?? null, FOCUSABLE)

/** The skip link: focused it shows in the viewport, and Enter puts the focus on <main>. */
const expectSkipLinkWorks = async (page: Page) => {
  const skip = page.getByRole("link", { name: SKIP })
  await expect(skip).toBeFocused()
  const box = await skip.boundingBox()
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0)
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
  // The next Tab starts in the page, past the header.
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
}

const focusedH1 = (page: Page) => page.locator("main h1:focus")

/**
 * /login is prerendered: it shows before React has hydrated it, and a press before that is the
 * browser's (a full load, no route change). What these tests assert is the app's, so they wait for
 * the page to settle: no request for half a second once it has loaded (the runtime comes after paint).
 */
const openHydrated = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(loginForm(page)).toBeVisible()
  await page.waitForLoadState("networkidle")
}

test.describe("keyboard and screen reader (#15)", () => {
  test("the skip link 'ข้ามไปยังเนื้อหาหลัก' is the first Tab stop of the public layout and moves the focus to main (#15)", async ({
    page
  }) => {
    await openHydrated(page, "/login")
    expect(await firstFocusable(page)).toBe(SKIP)
    await page.keyboard.press("Tab")
    await expectSkipLinkWorks(page)
  })

  test("the skip link is the first focusable element of the player layout too (#15)", async ({ page }) => {
    await loginAndSettle(page)
    expect(await firstFocusable(page)).toBe(SKIP)
    await page.getByRole("link", { name: SKIP }).focus()
    await expectSkipLinkWorks(page)
  })

  test("'รีเฟรชยอดเงิน' pressed from the keyboard keeps the focus while the balance refreshes, and ignores presses meanwhile (#15, UI-18)", async ({
    page
  }) => {
    // The dashboard's own first reads answered (its balance among them): a refresh still on its way
    // would make the press below one that is rightly ignored.
    await onDashboard(page)
    const credit = /\/api\/auth\/user\/getCredit\//
    const sent: Array<string> = []
    page.on("request", (request) => {
      if (credit.test(request.url())) sent.push(request.method())
    })
    const held = await holdRequests(page, credit, 10_000)
    const refresh = page.getByRole("button", { name: "รีเฟรชยอดเงิน" })
    await expect(refresh).toBeEnabled()
    await refresh.focus()
    await page.keyboard.press("Enter")
    await expect(refresh).toHaveAttribute("aria-busy", "true")
    // A disabled button would have dropped the focus to the page's body.
    await expect(refresh).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(refresh).toBeFocused()
    // The button is busy before its request leaves: wait for that one, then check it stayed one.
    await expect.poll(() => sent).toEqual(["POST"])
    held.release()
    await expect(refresh).toHaveAttribute("aria-busy", "false")
    await expect(refresh).toBeFocused()
    expect(sent).toEqual(["POST"])
  })

  test("a busy submit button keeps the keyboard focus and sends once: 'เข้าสู่ระบบ' pressed twice from the keyboard (#15, AUTH-06)", async ({
    page
  }) => {
    await openHydrated(page, "/login")
    const sent: Array<string> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/auth/login") sent.push(request.method())
    })
    const held = await holdRequests(page, "**/api/auth/login", 10_000, "POST")
    const form = loginForm(page)
    await form.locator('input[name="username"]').fill(DEMO.username)
    await form.locator('input[name="password"]').fill(DEMO.password)
    const submit = form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true })
    await submit.focus()
    await page.keyboard.press("Enter")
    await expect(submit).toHaveAttribute("aria-busy", "true")
    // A disabled button would have dropped the focus to the page's body.
    await expect(submit).toBeFocused()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Space")
    await expect(submit).toBeFocused()
    await expect.poll(() => sent).toEqual(["POST"])
    held.release()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    expect(sent).toEqual(["POST"])
  })

  test("a route change moves the focus to the new page's h1 and changes the title; the first load does not (#15, UI-01)", async ({
    page
  }) => {
    await openHydrated(page, "/login")
    await expect(focusedH1(page)).toHaveCount(0)
    await page.getByRole("link", { name: "สมัครสมาชิก" }).first().click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(focusedH1(page)).toHaveCount(1)
    await expect(page).toHaveTitle("สมัครสมาชิก — GoldBet")

    await loginAndSettle(page)
    await expect(page).toHaveTitle(/^หน้าหลัก — GoldBet$/)
    await bottomBar(page).getByRole("link", { name: "ฝากเงิน" }).click()
    await expect(focusedH1(page)).toHaveText("ฝากเงิน")
    await expect(page).toHaveTitle("ฝากเงิน — GoldBet")
    // Pressed with the mouse: the heading takes the focus without drawing a ring.
    expect(await focusedH1(page).evaluate((h1) => getComputedStyle(h1).outlineStyle)).toBe("none")
    // From the keyboard the next Tab goes on from the page, not from the bottom bar.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true)
  })

  test("a failed submit moves the focus to the first error: login, registration (#15, WCAG 3.3.1)", async ({
    page
  }) => {
    await page.goto("/login")
    const form = loginForm(page)
    await form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
    await expect(form.locator('input[name="username"]')).toBeFocused()
    await form.locator('input[name="username"]').fill("demo")
    await form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
    await expect(form.locator('input[name="password"]')).toBeFocused()

    await page.goto("/register")
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
    await expect(field(page, "เบอร์โทรศัพท์")).toBeFocused()
    await field(page, "เบอร์โทรศัพท์").fill("0891112233")
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
    await expect(field(page, "ชื่อผู้ใช้")).toBeFocused()
  })
})

/** Every running animation or transition lasting over a millisecond or playing more than once, named. */
const longAnimations = (page: Page) =>
  page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const timing = animation.effect?.getComputedTiming()
      const duration = typeof timing?.duration === "number" ? timing.duration : 0
      const iterations = timing?.iterations ?? 1
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name
      return duration > 1 || iterations > 1 ? [`${name}: ${duration} ms x ${iterations}`] : []
    })
  )

test.describe("reduced motion (#15)", () => {
  test("with prefers-reduced-motion every animation ends at once: the ticker and the skeletons stand still (#15)", async ({
    page
  }) => {
    // Without the preference the guests' ticker runs (so the check below can fail) ...
    await page.goto("/")
    const ticker = page.getByRole("region", { name: "ประกาศล่าสุด" })
    await expect(ticker).toBeVisible()
    await expect.poll(() => longAnimations(page)).toContainEqual(expect.stringMatching(/^tickerScroll/))
    // ... with it nothing moves.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await expect.poll(() => longAnimations(page)).toEqual([])

    // The skeletons, while the deposit screen's lists are held.
    await loginAndSettle(page)
    const held = await holdRequests(page, /\/api\/(auth\/)?deposit/, 10_000)
    await bottomBar(page).getByRole("link", { name: "ฝากเงิน" }).click()
    const skeleton = page.locator("[data-skeleton]").first()
    await expect(skeleton).toBeVisible()
    expect(await skeleton.evaluate((element) => getComputedStyle(element).animationName)).toBe("none")
    expect(await longAnimations(page)).toEqual([])
    held.release()
  })
})
