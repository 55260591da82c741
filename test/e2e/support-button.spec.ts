import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { boxOf, overlaps, restingBox, type Box } from "./support/screens"
import { checkInDialog, loginAndSettle, openSignedIn } from "./support/session"
import { askToWithdraw, confirmDialog, openWithdraw, WITHDRAW_TEXTS } from "./faults/support/withdraw-targets"

// #29 "Nothing covered": the support button never covers a toast, a dialog, a sheet, a form's
// primary button or the QR (toasts sit above it, it steps aside while a dialog is open or while a
// primary action or the QR is under it), and it is one button, one look, on public and player pages.

const chatButton = (page: Page) => page.getByRole("button", { name: "แชทกับเจ้าหน้าที่" })
const lineButton = (page: Page) => page.getByRole("link", { name: "ติดต่อทางไลน์" })

/** The button covers nothing there: it is not what a press at its centre would reach. */
const letsPressesThrough = (page: Page, box: Box) =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-chat-launcher]") === null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2
  })

/** What a player's eye and thumb meet of the button: its opacity and whether it takes presses. */
const presence = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element)
    return { opacity: style.opacity, pointerEvents: style.pointerEvents }
  })

/** The toast's resting box is clear of the support button's. */
const expectToastClear = async (page: Page, toast: Locator) => {
  await expect(toast).toBeVisible()
  const toastBox = await restingBox(toast)
  expect(toastBox).not.toBeNull()
  await expect(chatButton(page)).toBeVisible()
  if (toastBox !== null) expect(overlaps(toastBox, await boxOf(chatButton(page)))).toBe(false)
}

test.describe("the support button covers nothing (#29)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("#29 the withdrawal toast 'ส่งคำขอถอนเงินแล้ว รอดำเนินการ' is not covered by the support button", async ({
    page
  }) => {
    await openWithdraw(page, page.request)
    await askToWithdraw(page, "500")
    // The confirmation is a dialog: the button steps aside meanwhile.
    await expect(chatButton(page)).toBeHidden()
    await confirmDialog(page).getByRole("button", { name: WITHDRAW_TEXTS.confirm }).click()
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "ส่งคำขอถอนเงินแล้ว รอดำเนินการ" })
    await expectToastClear(page, toast)
    // The whole message shows: not cut at the button's edge.
    await expect(toast).toContainText("ส่งคำขอถอนเงินแล้ว รอดำเนินการ")
  })

  test("#29 the check-in toast is not covered by the support button", async ({ page }) => {
    await openSignedIn(page, "/auth/dashboard")
    await expect(checkInDialog(page)).toBeVisible()
    // The popup is a dialog: the button steps aside meanwhile.
    await expect(chatButton(page)).toBeHidden()
    await checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" }).click()
    await expectToastClear(page, page.locator("[data-sonner-toast]").filter({ hasText: /เช็คอินสำเร็จ/ }))
  })

  test("#29 on the deposit screen the support button never covers the QR or 'บันทึก QR', and comes back when they have scrolled on", async ({
    page
  }) => {
    await loginAndSettle(page, "/auth/deposit")
    await page.getByLabel("จำนวนเงินที่ต้องการฝาก").fill("500")
    const qr = page.locator("[data-promptpay-payload]")
    await expect(qr).toBeVisible()
    const button = chatButton(page)
    const home = await boxOf(button)
    let metTheQr = false
    // Walk the page down in steps: wherever the QR's block is under the button, the button has
    // faded out and a press there reaches the page.
    const steps = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / 120))
    for (let step = 0; step <= steps; step += 1) {
      await page.evaluate((y) => window.scrollTo(0, y), step * 120)
      await page.waitForTimeout(120)
      const qrBox = await qr.boundingBox()
      if (qrBox === null || !overlaps(home, qrBox)) continue
      metTheQr = true
      await expect.poll(() => presence(button)).toEqual({ opacity: "0", pointerEvents: "none" })
      expect(await letsPressesThrough(page, home)).toBe(true)
    }
    expect(metTheQr, "the walk passed the QR under the button").toBe(true)
    // At the end of the page nothing is under it: it is back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => presence(button)).toEqual({ opacity: "1", pointerEvents: "auto" })
  })

  test("#29 the support button steps aside while the player menu (a sheet) is open", async ({ page }) => {
    await loginAndSettle(page, "/auth/games/category")
    await expect(chatButton(page)).toBeVisible()
    await page.getByRole("button", { name: "เมนู", exact: true }).click()
    await expect(page.getByRole("dialog", { name: "เมนู" })).toBeVisible()
    await expect(chatButton(page)).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(chatButton(page)).toBeVisible()
  })

  test("#29 the player's support button opens the live chat, and the provider draws no launcher of its own", async ({
    page
  }) => {
    await loginAndSettle(page, "/auth/games/category")
    await chatButton(page).click()
    const panel = page.getByRole("dialog", { name: "แชทกับเจ้าหน้าที่" })
    await expect(panel).toBeVisible()
    await expect(page.locator("#chat-widget")).toHaveCount(0)
    await panel.getByRole("button", { name: "ปิด" }).click()
    await expect(panel).toBeHidden()
  })

  test("#29 public and player pages show the same support button: one size, colour, icon and place", async ({
    page
  }) => {
    const look = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return {
          width: box.width,
          height: box.height,
          right: window.innerWidth - box.right,
          background: style.backgroundColor,
          colour: style.color,
          radius: style.borderRadius,
          icon: element.querySelector("[data-icon]")?.getAttribute("data-icon") ?? null
        }
      })
    await page.goto("/login")
    await expect(lineButton(page)).toBeVisible()
    const guest = await look(lineButton(page))
    await loginAndSettle(page, "/auth/games/category")
    await expect(chatButton(page)).toBeVisible()
    const player = await look(chatButton(page))
    expect(player).toEqual(guest)
    expect(guest.icon).toBe("contact")
    expect(guest.width).toBeGreaterThanOrEqual(44)
  })
})
