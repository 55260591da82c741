import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { bottomBar, dismissCheckInPopup, loginAndSettle, openSignedIn } from "./support/session"

// Page content: locale, titles, frames, promotion, contacts, layouts, dashboard, levels, images.

const LINE1 = "@goldbet"
const LINE2 = "@goldbet2"

const hrefsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))

test.describe("locale and titles", () => {
  test("the document language is Thai (PROD-03)", async ({ page }) => {
    await page.goto("/login")
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("th")
  })

  test("each page's title is 'page name — GoldBet' (UI-01, OPEN-60)", async ({ page }) => {
    const publicTitles: ReadonlyArray<readonly [string, string]> = [
      ["/", "หน้าแรก — GoldBet"],
      ["/login", "เข้าสู่ระบบ — GoldBet"],
      ["/contact", "ติดต่อเรา — GoldBet"],
      ["/promotion", "โปรโมชั่น — GoldBet"],
      ["/live-score", "ผลบอลสด — GoldBet"],
      ["/score", "ตารางคะแนน — GoldBet"],
      ["/404", "ไม่พบหน้า — GoldBet"]
    ]
    for (const [path, title] of publicTitles) {
      await page.goto(path)
      await expect(page, path).toHaveTitle(title)
    }
    await openSignedIn(page, "/auth/dashboard")
    await expect(page).toHaveTitle("หน้าหลัก — GoldBet")
    await page.goto("/auth/contact")
    await expect(page).toHaveTitle("ติดต่อเจ้าหน้าที่ — GoldBet")
  })

  test("each page has exactly one h1 (UI-01)", async ({ page }) => {
    const publicPages = ["/", "/login", "/contact", "/promotion", "/404"]
    for (const path of publicPages) {
      await page.goto(path)
      await expect(page.locator("h1"), path).toHaveCount(1)
    }
    await page.goto("/promotion")
    await expect(page.getByRole("heading", { level: 1, name: "โปรโมชั่นโบนัส" })).toBeVisible()
    await openSignedIn(page, "/auth/dashboard")
    await expect(page.getByRole("heading", { level: 1, name: "หน้าหลัก" })).toHaveCount(1)
    await expect(page.locator("h1")).toHaveCount(1)
  })
})

test.describe("public pages", () => {
  test("/live-score embeds a sandboxed frame 2500px tall (UI-11, ROUTE-32, CONST-14)", async ({ page }) => {
    await page.goto("/live-score")
    const frame = page.locator("iframe")
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveCSS("height", "2500px")
    await expect(frame).toHaveAttribute("sandbox", /\S/)
  })

  test("/score embeds a sandboxed frame 520px tall (UI-12, ROUTE-33, CONST-14)", async ({ page }) => {
    await page.goto("/score")
    const frame = page.locator("iframe")
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveCSS("height", "520px")
    await expect(frame).toHaveAttribute("sandbox", /\S/)
  })

  test("/promotion shows both periods from the public settings (PROMO-02, PROMO-03, PROMO-04, PROMO-05, UI-13, ROUTE-34, AMB-16, AMB-17)", async ({
    page
  }) => {
    await page.goto("/promotion")
    const first = page.locator('[data-promotion-period="1"]')
    const second = page.locator('[data-promotion-period="2"]')
    await expect(first).toBeVisible()
    await expect(second).toBeVisible()
    for (const text of ["10%", "09:00", "12:00", "1.50", "500"]) await expect(first, text).toContainText(text)
    for (const text of ["5%", "20:00", "23:59", "0.99", "500"]) await expect(second, text).toContainText(text)
    await expect(page.getByText("ยังไม่มีโปรโมชั่นในขณะนี้")).toHaveCount(0)
  })

  test("/contact shows one 150x150 QR code and the line1 id as a link (SUPPORT-06, SUPPORT-04, ROUTE-31, AMB-27)", async ({
    page
  }) => {
    await page.goto("/contact")
    const cards = page.locator("[data-contact-card]")
    await expect(cards).toHaveCount(1)
    const qr = cards.locator('svg[role="img"]')
    await expect(qr).toHaveCount(1)
    const box = await qr.boundingBox()
    expect(box?.width).toBe(150)
    expect(box?.height).toBe(150)
    const link = cards.getByRole("link", { name: LINE1, exact: true })
    await expect(link).toBeVisible()
    expect(decodeURIComponent((await link.getAttribute("href")) ?? "")).toContain(LINE1)
  })

  test("the public header is 110px tall; casino, slot and sport are disabled and contact links to /contact (LAYOUT-20, LAYOUT-21, CONST-15)", async ({
    page
  }) => {
    await page.goto("/login")
    const header = page.locator("header").first()
    await expect(header).toHaveCSS("height", "110px")
    // On a phone the header's menu is in the drawer and the header's nav is not shown (#15): read it as markup.
    const menu = header.locator('nav[aria-label="เมนูหลัก"]')
    for (const key of ["casino", "slot", "sport"]) {
      await expect(menu.locator(`[data-menu-item="${key}"]`)).toHaveAttribute("aria-disabled", "true")
    }
    expect(await hrefsIn(page, 'header nav[aria-label="เมนูหลัก"] a')).toContain("/contact")
    const order = await menu.locator("li").evaluateAll((items) => items.map((li) => li.textContent?.trim() ?? ""))
    expect(order).toEqual(["คาสิโน", "สล็อต", "กีฬา", "ติดต่อเรา"])
  })

  test("at 390px the menu opens in a drawer at most 300px wide holding the four items (LAYOUT-23, LAYOUT-21)", async ({
    page
  }) => {
    await page.goto("/login")
    await page.getByRole("button", { name: "เปิดเมนู" }).click()
    const drawer = page.getByRole("dialog", { name: "เมนู" })
    await expect(drawer).toBeVisible()
    await expect(drawer).toHaveCSS("max-width", "300px")
    const box = await drawer.boundingBox()
    expect(box?.width ?? Infinity).toBeLessThanOrEqual(300)
    for (const label of ["คาสิโน", "สล็อต", "กีฬา"]) {
      const item = drawer.getByRole("button", { name: label })
      await expect(item).toBeVisible()
      await expect(item).toHaveAttribute("aria-disabled", "true")
    }
    // aria-disabled items are not "enabled" for Playwright: press it anyway, nothing may happen.
    await drawer.getByRole("button", { name: "คาสิโน" }).click({ force: true })
    await expect(page).toHaveURL(/\/login$/)
    // A phone has no hover: the press itself says why (#15).
    await expect(drawer.getByRole("status").filter({ hasText: "เข้าสู่ระบบเพื่อเล่น" })).toBeVisible()
    const contact = drawer.getByRole("link", { name: "ติดต่อเรา" })
    await expect(contact).toBeVisible()
    await contact.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test("the floating LINE button links to the line1 id (LAYOUT-25, AMB-27)", async ({ page }) => {
    await page.goto("/login")
    const button = page.getByRole("link", { name: "ติดต่อทางไลน์" })
    await expect(button).toBeVisible()
    const href = (await button.getAttribute("href")) ?? ""
    expect(decodeURIComponent(href)).toContain(LINE1)
    expect(decodeURIComponent(href)).not.toContain(LINE2)
  })

  test("the public footer shows the copyright line (LAYOUT-26, OPEN-48)", async ({ page }) => {
    await page.goto("/login")
    const year = await page.evaluate(() => new Date().getFullYear())
    await expect(page.locator("footer")).toHaveText(`© พ.ศ. ${year + 543} GoldBet สงวนลิขสิทธิ์`)
  })
})

test.describe("logged-in pages", () => {
  test("/auth/contact shows two 150x150 QR codes labelled 'ไลน์หลัก' and 'ไลน์สำรอง' with their ids (UI-09, SUPPORT-01, SUPPORT-04, SUPPORT-05, ROUTE-16)", async ({
    page
  }) => {
    await loginAndSettle(page)
    await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click()
    await expect(page).toHaveURL(/\/auth\/contact$/)
    const cards = page.locator("[data-contact-card]")
    await expect(cards).toHaveCount(2)
    const expected: ReadonlyArray<readonly [string, string]> = [
      ["ไลน์หลัก", LINE1],
      ["ไลน์สำรอง", LINE2]
    ]
    for (const [index, [label, id]] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole("heading")).toHaveText(label)
      const qr = card.locator('svg[role="img"]')
      await expect(qr).toHaveCount(1)
      const box = await qr.boundingBox()
      expect(box?.width).toBe(150)
      expect(box?.height).toBe(150)
      const link = card.getByRole("link", { name: id, exact: true })
      await expect(link).toBeVisible()
      expect(decodeURIComponent((await link.getAttribute("href")) ?? "")).toMatch(new RegExp(`${id}$`))
    }
  })

  test("the dashboard shows the balance, the level, the tiles and the bottom bar in order (UI-04, UI-05, UI-06, UI-07, UI-18, LAYOUT-15, LAYOUT-16, LAYOUT-17, LAYOUT-18, ROUTE-04, PROD-12)", async ({
    page
  }) => {
    await loginAndSettle(page)
    await expect(page.locator("[data-balance]")).toHaveText("฿1,520.75")
    await expect(page.locator("[data-level-name]")).toHaveText("Silver")

    const tiles = page.getByRole("navigation", { name: "เมนูทางลัด" }).locator("li[data-tile]")
    expect(await tiles.count()).toBeGreaterThanOrEqual(11)
    for (const tile of await tiles.all()) {
      await expect(tile.locator("img")).toHaveCount(1)
      await expect(tile.locator("span")).not.toHaveText("")
    }
    const tileHrefs = await hrefsIn(page, 'nav[aria-label="เมนูทางลัด"] a')
    for (const path of [
      "/auth/deposit",
      "/auth/withdraw",
      "/auth/user/ranking",
      "/auth/media",
      "/auth/media/wheel",
      "/auth/media/movie",
      "/auth/media/flip-card",
      "/auth/media/promotion",
      "/auth/contact"
    ]) {
      expect(tileHrefs, path).toContain(path)
    }
    const huay = page.locator('li[data-tile="huay"]')
    const allGame = page.locator('li[data-tile="allGame"]')
    await expect(huay.locator("a")).toHaveAttribute("href", /^\/auth\/games\/category(\?|$)/)
    await expect(allGame.locator("a")).toHaveAttribute("href", /^\/auth\/games\/category(\?|$)/)
    await expect(huay.locator("img")).toHaveAttribute("src", /\/content\/lottery\.svg$/)
    await expect(allGame.locator("img")).toHaveAttribute("src", /\/content\/all-games\.svg$/)

    // GoldBet is the brand that shows Withdraw rather than Media (LAYOUT-18, AMB-20).
    expect(await hrefsIn(page, 'nav[aria-label="เมนูด้านล่าง"] a')).toEqual([
      "/auth/dashboard",
      "/auth/deposit",
      "/auth/games/category?cat=sport",
      "/auth/withdraw",
      "/auth/contact"
    ])
  })

  test("'ดูระดับสมาชิก' lists the tiers with VIP once, marked disabled (UI-08, LEVEL-11, LEVEL-01, AMB-10, AMB-14, #14)", async ({
    page
  }) => {
    await loginAndSettle(page)
    await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
    const dialog = page.getByRole("dialog", { name: "ระดับสมาชิก" })
    await expect(dialog).toBeVisible()
    const tiers = dialog.locator("li[data-level]")
    await expect(tiers).toHaveCount(5)
    for (const level of [1, 2, 3, 4]) {
      await expect(dialog.locator(`li[data-level="${level}"]`)).not.toHaveAttribute("aria-disabled", "true")
    }
    const vip = dialog.locator('li[data-level="5"]')
    await expect(vip).toHaveAttribute("aria-disabled", "true")
    await expect(vip).toContainText("ยังไม่เปิดให้บริการ")
    await expect(dialog.getByRole("heading", { name: "VIP", exact: true })).toHaveCount(1)
    await expect(dialog.locator('li[data-level="1"]')).toHaveAttribute("aria-current", "true")
  })

  test("an image that fails to load falls back to the placeholder, once (UI-03)", async ({ page }) => {
    const failing: Array<string> = []
    await page.route("**/content/all-games-bar.svg", async (route) => {
      failing.push(route.request().url())
      await route.fulfill({ status: 404, contentType: "text/plain", body: "not found" })
    })
    await openSignedIn(page, "/auth/dashboard")
    await dismissCheckInPopup(page)
    const centreImage = bottomBar(page).locator("img")
    await expect(centreImage).toHaveAttribute("src", /\/content\/placeholder\.svg$/)
    await expect
      .poll(() => centreImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await page.waitForTimeout(500)
    expect(failing).toHaveLength(1)
  })
})
