import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { depositClockAt, IN_BONUS_WINDOW, OUTSIDE_BONUS_WINDOWS } from "./support/deposit"
import { ACCOUNTS, openAs } from "./faults/support/player"
import { trackApiCalls } from "./support/network"

// Honest promotions (#29): the bonus window open now is marked and can be acted on, the loss
// refund's banner says the player's own rate, every banner leads to its offer, and the terms
// (turnover and all) are in plain sight where the offer is.

const PLATINUM = { username: "platinum", password: "plat1234", name: "วิชัย มั่งมี" }
/** The demo's period 2 (20:00–23:59 Bangkok, ending 0.99). */
const IN_SECOND_WINDOW = "21:00"

const carousel = (page: Page) => page.getByRole("region", { name: "โปรโมชั่นแนะนำ" })
const slideLink = (page: Page, title: string) => carousel(page).getByRole("link").filter({ hasText: title })
const period = (page: Page, index: 1 | 2) => page.locator(`[data-promotion-period="${index}"]`)

test.describe("honest promotions (#29)", () => {
  test("#29 in a bonus window the period open now is marked 'ตอนนี้อยู่ในช่วงโบนัส' and its 'ฝากเลย' opens the deposit screen", async ({
    page
  }) => {
    await depositClockAt(page, IN_BONUS_WINDOW)
    await openAs(page, ACCOUNTS.demo, "/auth/media/promotion")
    await expect(period(page, 1).getByText("ตอนนี้อยู่ในช่วงโบนัส")).toBeVisible()
    await expect(period(page, 2).getByText("ตอนนี้อยู่ในช่วงโบนัส")).toHaveCount(0)
    await expect(period(page, 1).getByText("ฝากยอดที่ลงท้ายด้วย 1.50 เช่น ฿301.50")).toBeVisible()
    await period(page, 1).getByRole("link", { name: "ฝากเลย" }).click()
    await expect(page).toHaveURL(/\/auth\/deposit$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ฝากเงิน")
  })

  test("#29 outside both windows no period is marked and there is no 'ฝากเลย' on the panel", async ({ page }) => {
    await depositClockAt(page, OUTSIDE_BONUS_WINDOWS)
    const loads = trackApiCalls(page)
    await openAs(page, ACCOUNTS.demo, "/auth/media/promotion")
    await expect(period(page, 1)).toBeVisible()
    // The rules that read the clock arrive after the panel's paint; nothing is marked before them,
    // so look once they are in.
    await loads.settled()
    await expect(page.getByText("ตอนนี้อยู่ในช่วงโบนัส")).toHaveCount(0)
    await expect(period(page, 1).getByRole("link")).toHaveCount(0)
    await expect(period(page, 2).getByRole("link")).toHaveCount(0)
  })

  test("#29 a guest on the home page sees the evening window marked once the page has come alive", async ({ page }) => {
    await depositClockAt(page, IN_SECOND_WINDOW)
    await page.goto("/")
    await expect(period(page, 2).getByText("ตอนนี้อยู่ในช่วงโบนัส")).toBeVisible()
    await expect(period(page, 1).getByText("ตอนนี้อยู่ในช่วงโบนัส")).toHaveCount(0)
    await expect(period(page, 2).getByRole("link", { name: "ฝากเลย" })).toHaveAttribute("href", "/auth/deposit")
  })

  test("#29 the loss refund's banner tells a Silver player 5% and a Platinum player 7%, never the 15% of another level", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    await expect(slideLink(page, "คืนยอดเสียทุกสัปดาห์")).toContainText("ระดับ Silver ของคุณรับคืน 5%")
    await expect(slideLink(page, "คืนยอดเสียทุกสัปดาห์")).not.toContainText("15%")
    await page.goto("/auth/media/promotion")
    // The terms speak of every level (5–15%); the line above them is this player's.
    await expect(page.locator("#promotion-2").getByText("ระดับ Silver ของคุณรับคืน 5%")).toBeVisible()

    await page.evaluate(() => localStorage.clear())
    await openAs(page, PLATINUM, "/auth/dashboard")
    await expect(slideLink(page, "คืนยอดเสียทุกสัปดาห์")).toContainText("ระดับ Platinum ของคุณรับคืน 7%")
  })

  test("#29 each dashboard banner leads to its offer: 'ฝากเลย' to the deposit, the loss refund to its page, the invitation to the affiliate page", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    await expect(slideLink(page, "ฝากแรกของวัน รับโบนัส 10%")).toContainText("ฝากเลย")
    await expect(slideLink(page, "ฝากแรกของวัน รับโบนัส 10%")).toHaveAttribute("href", "/auth/deposit")
    await expect(slideLink(page, "คืนยอดเสียทุกสัปดาห์")).toContainText("ดูยอดคืนของฉัน")
    await expect(slideLink(page, "ชวนเพื่อน รับค่าแนะนำ")).toHaveAttribute("href", "/auth/affiliate")
    await slideLink(page, "ฝากแรกของวัน รับโบนัส 10%").click()
    await expect(page).toHaveURL(/\/auth\/deposit$/)
  })

  test("#29 the promotions page shows each offer's terms, turnover included, without opening anything, and a button to act on it", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/media/promotion")
    const card = page.locator("#promotion-1")
    await expect(card.getByText(/ทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอน/)).toBeVisible()
    await expect(card.locator("details")).toHaveCount(0)
    await card.getByRole("link", { name: "ฝากเลย" }).click()
    await expect(page).toHaveURL(/\/auth\/deposit$/)
  })

  test("#29 a link to a banner's terms opens the promotions page at that banner", async ({ page }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/media/promotion#promotion-3")
    const card = page.locator("#promotion-3")
    await expect(card).toBeInViewport()
    await expect(card).toBeFocused()
  })
})
