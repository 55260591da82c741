import { expect, test } from "./support/fixtures"
import { dismissCheckInPopup, openSignedIn } from "./support/session"

// The player menu (#10 §7): one button in the top bar opens every player screen there is.

const MENU_ITEMS = [
  "หน้าหลัก",
  "เกม",
  "ฝากเงิน",
  "ถอนเงิน",
  "ประวัติธุรกรรม",
  "คืนยอดเสีย",
  "แนะนำเพื่อน",
  "แลกรางวัล",
  "วงล้อนำโชค",
  "เปิดไพ่",
  "อันดับ",
  "มีเดีย",
  "ติดต่อเรา"
]

test.describe("player menu (#10 §7)", () => {
  test("'เมนู' opens a dialog listing every player screen, Escape closes it and focus returns (#10, LAYOUT-02)", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/dashboard")
    await dismissCheckInPopup(page)
    const button = page.getByRole("button", { name: "เมนู", exact: true })
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await button.click()
    const menu = page.getByRole("dialog", { name: "เมนู" })
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    for (const name of MENU_ITEMS) await expect(menu.getByRole("link", { name })).toBeVisible()
    await expect(menu.getByRole("link", { name: "หน้าหลัก" })).toHaveAttribute("aria-current", "page")
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })

  test("a menu link leads to its screen and closes the menu (#10, ROUTE-05, ROUTE-07, ROUTE-09, ROUTE-10)", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/dashboard")
    await dismissCheckInPopup(page)
    for (const [name, path, heading] of [
      ["ฝากเงิน", "/auth/deposit", "ฝากเงิน"],
      ["ถอนเงิน", "/auth/withdraw", "ถอนเงิน"],
      ["ประวัติธุรกรรม", "/auth/transaction/history", "ประวัติธุรกรรม"],
      ["คืนยอดเสีย", "/auth/winlost", "คืนยอดเสีย"],
      ["แนะนำเพื่อน", "/auth/affiliate", "แนะนำเพื่อน"],
      // #13, PROD-13: rewards, the wheel, the flip card, the ranking and the media hub.
      ["แลกรางวัล", "/auth/reward", "แลกรางวัล"],
      ["วงล้อนำโชค", "/auth/media/wheel", "วงล้อนำโชค"],
      ["เปิดไพ่", "/auth/media/flip-card", "เปิดไพ่"],
      ["อันดับ", "/auth/user/ranking", "อันดับ"],
      ["มีเดีย", "/auth/media", "มีเดีย"],
      // #14: the account.
      ["บัญชีของฉัน", "/auth/settings", "บัญชีของฉัน"]
    ] as const) {
      await page.getByRole("button", { name: "เมนู", exact: true }).click()
      await page.getByRole("dialog", { name: "เมนู" }).getByRole("link", { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole("dialog", { name: "เมนู" })).toBeHidden()
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    }
  })

  test("the menu's logout asks for confirmation first (#10, LAYOUT-04)", async ({ page }) => {
    await openSignedIn(page, "/auth/dashboard")
    await dismissCheckInPopup(page)
    await page.getByRole("button", { name: "เมนู", exact: true }).click()
    await page.getByRole("dialog", { name: "เมนู" }).getByRole("button", { name: "ออกจากระบบ" }).click()
    await expect(page.getByRole("dialog", { name: "เมนู" })).toBeHidden()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.getByRole("dialog")).toBeVisible()
  })
})
