import { expect, test } from "./support/fixtures"
import { ACCOUNTS } from "./faults/support/player"
import { historyApiPath, HISTORY_ACCOUNT, openHistory } from "./faults/support/history-targets"

// The transaction history (issue #10 §4, ROUTE-10, OPEN-07, OPEN-13).

const rows = (page: import("@playwright/test").Page) => page.locator("[data-history-row]")

test.describe("transaction history", () => {
  test("ROUTE-10 the tabs list all, deposits (slips included) and withdrawals, each row with its kind, signed amount, status and Buddhist-era date", async ({
    page
  }) => {
    await openHistory(page)
    const tabs = page.getByRole("tablist", { name: "ประเภทรายการ" })
    await expect(tabs.getByRole("tab", { name: "ทั้งหมด" })).toHaveAttribute("aria-selected", "true")
    await expect(rows(page).first()).toBeVisible()
    await expect(rows(page).first()).toContainText(/25[6-9]\d/)
    await expect(rows(page).first()).toContainText(/[+−]฿[\d,]+\.\d\d/)
    await expect(rows(page).first()).toContainText(/รอดำเนินการ|สำเร็จ|ไม่สำเร็จ|โอนไม่สำเร็จ/)

    await tabs.getByRole("tab", { name: "ฝาก" }).click()
    await expect(tabs.getByRole("tab", { name: "ฝาก" })).toHaveAttribute("aria-selected", "true")
    await expect(rows(page).first()).toBeVisible()
    const depositKinds = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-history-row")))
    expect(depositKinds.length).toBeGreaterThan(0)
    expect(depositKinds.every((kind) => kind === "deposit" || kind === "slip")).toBe(true)
    await expect(rows(page).first()).toContainText("+฿")

    // Arrow keys move between tabs (and choose).
    await tabs.getByRole("tab", { name: "ฝาก" }).press("ArrowRight")
    await expect(tabs.getByRole("tab", { name: "ถอน" })).toHaveAttribute("aria-selected", "true")
    await expect(tabs.getByRole("tab", { name: "ถอน" })).toBeFocused()
    await expect(rows(page).first()).toHaveAttribute("data-history-row", "withdraw")
    const withdrawKinds = await rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-history-row")))
    expect(withdrawKinds.every((kind) => kind === "withdraw")).toBe(true)
    await expect(rows(page).first()).toContainText("−฿")
  })

  test("the 2,000-row account scrolls to its end loading pages, with fewer than 100 rows in the DOM", async ({
    page
  }) => {
    test.setTimeout(120_000)
    const pages: Array<string> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === historyApiPath(HISTORY_ACCOUNT.username))
        pages.push(request.postData() ?? "")
    })
    await openHistory(page)
    await expect(rows(page).first()).toBeVisible()
    const end = page.getByText("แสดงครบทุกรายการแล้ว")
    for (let step = 0; step < 200 && !(await end.isVisible()); step += 1) {
      await page.mouse.wheel(0, 4_000)
      await page.waitForTimeout(60)
      expect(await page.locator("[data-history-row]").count()).toBeLessThan(100)
    }
    await expect(end).toBeVisible()
    // 2,000 rows at 50 a page: 40 pages, each asked for once.
    expect(pages.length).toBe(40)
    expect(await page.locator("[data-history-row]").count()).toBeLessThan(100)
    // Every page is in: the bottom of the page shows the oldest row (and still few rows in the DOM).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.locator("li[aria-posinset='2000']")).toBeAttached()
    await expect(end).toBeInViewport()
    expect(await page.locator("[data-history-row]").count()).toBeLessThan(100)
  })

  test("a player with no movement sees the empty state", async ({ page }) => {
    await openHistory(page, { username: "newbie", password: "newbie1234", name: "มานะ เริ่มต้น" })
    await expect(page.getByText("ยังไม่มีรายการ", { exact: true })).toBeVisible()
  })

  test("demo's refunds show as 'คืนยอดเสีย' money in", async ({ page }) => {
    await openHistory(page, ACCOUNTS.demo)
    await expect(page.locator('[data-history-row="refund"]').first()).toContainText("คืนยอดเสีย")
    await expect(page.locator('[data-history-row="refund"]').first()).toContainText("+฿")
  })

  test("a failed load shows 'ลองใหม่', which loads the list", async ({ page }) => {
    await page.route(
      `**${historyApiPath(HISTORY_ACCOUNT.username)}`,
      (route) => route.fulfill({ status: 503, body: "" }),
      {
        times: 1
      }
    )
    await openHistory(page)
    await expect(page.getByText("โหลดประวัติธุรกรรมไม่สำเร็จ", { exact: false })).toBeVisible()
    await page.getByRole("button", { name: "ลองใหม่" }).click()
    await expect(rows(page).first()).toBeVisible()
  })
})
