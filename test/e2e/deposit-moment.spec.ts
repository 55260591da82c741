import type { Locator, Page } from "@playwright/test"
import jsQR from "jsqr"
import { PNG } from "pngjs"
import { anyId } from "promptparse/validate"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { expectNoAxeViolations } from "./support/axe"
import { creditTransfer, IN_BONUS_WINDOW, openDepositAt } from "./support/deposit"
import { expect, test } from "./support/fixtures"
import { bottomBar, pathOf } from "./support/session"
import { smallTouchTargets } from "./support/touch-targets"

// The deposit moment (#29): the QR right under the amount and in full view at 390x844, the one
// account to pay from, 'รอรับยอดโอน…' with the QR's time, 'ได้รับเงินแล้ว ฿X' when the operator
// credits the transfer (the socket's credit-changed reloads the list), and a bonus window's
// 'ทศนิยมท้าย' carried by the QR's amount.

const DEMO_UUID = DEMO_ACCOUNTS.find((account) => account.username === "demo")?.uuid ?? ""

const qr = (page: Page) => page.locator("[data-promptpay-payload]")
const arrivedSheet = (page: Page, amount: string) => page.getByRole("dialog", { name: `ได้รับเงินแล้ว ${amount}` })
const quickAmount = (page: Page, label: string) => page.getByRole("button", { name: label, exact: true })

interface Box {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  if (box === null) throw new Error("not laid out")
  return box
}

/** What the page shows at the centre of a box: whether it is `inside` (nothing covers that point). */
const uncoveredIn = (box: Box, inside: Locator): Promise<boolean> =>
  inside.evaluate(
    (element, point) => {
      const top = document.elementFromPoint(point.x, point.y)
      return top !== null && element.contains(top)
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  )

/** The payload the drawn code carries, read from its pixels (jsQR, as the server reads a slip). */
const decodeDrawnQr = async (page: Page): Promise<string | null> => {
  const png = PNG.sync.read(await qr(page).locator("canvas").screenshot())
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null
}

test.describe("the deposit moment (#29)", () => {
  test("#29 at 390x844 the QR with its amount and 'บันทึก QR' is right under the amount, in full view above the bottom bar", async ({
    page,
    request
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openDepositAt(page, request)
    await quickAmount(page, "300").click()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿300.00")
    const amount = qr(page).locator("[data-qr-amount]")
    const save = qr(page).getByRole("button", { name: "บันทึก QR" })
    const sender = qr(page).locator("[data-qr-sender]")
    // The QR comes into view by itself (a smooth scroll): wait until it rests, and the support
    // button has stepped aside (a frame after the scroll). Then nothing (the bars, the chat
    // launcher) lies over the amount, the account to pay from or the button.
    await expect(async () => {
      const block = await boxOf(qr(page))
      const header = await boxOf(page.getByRole("banner"))
      const bar = await boxOf(bottomBar(page))
      const centre = await boxOf(bottomBar(page).getByRole("link", { name: "เกมทั้งหมด" }))
      expect(block.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(block.y + block.height).toBeLessThanOrEqual(Math.min(bar.y, centre.y))
      for (const part of [amount, sender, save]) expect(await uncoveredIn(await boxOf(part), qr(page))).toBe(true)
    }).toPass({ timeout: 5_000 })
    // The first thing under the amount: the QR, before the receiving accounts.
    const quick = await boxOf(page.getByRole("group", { name: "จำนวนเงินด่วน" }))
    const block = await boxOf(qr(page))
    const accounts = await boxOf(page.getByRole("heading", { name: "โอนเข้าบัญชีของเรา" }))
    expect(block.y).toBeGreaterThan(quick.y + quick.height)
    expect(accounts.y).toBeGreaterThan(block.y + block.height)
  })

  test("#29 with the QR's chunk still on its way, a grey block holds its place and the QR comes into view when it arrives", async ({
    page,
    request
  }) => {
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/promptpay-qr-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await openDepositAt(page, request)
    await quickAmount(page, "300").click()
    const section = page.getByRole("region", { name: "ฝากด้วย QR พร้อมเพย์" })
    await expect(section.locator("[data-skeleton]")).toBeVisible()
    await expect(qr(page)).toHaveCount(0)
    release()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿300.00")
    await expect(async () => {
      const block = await boxOf(qr(page))
      const bar = await boxOf(bottomBar(page))
      expect(block.y).toBeGreaterThanOrEqual((await boxOf(page.getByRole("banner"))).height)
      expect(block.y + block.height).toBeLessThanOrEqual(bar.y)
    }).toPass({ timeout: 5_000 })
    await page.unrouteAll({ behavior: "ignoreErrors" })
  })

  test("#29 the page names the player's registered account, masked: 'โอนจากบัญชี กสิกรไทย xxx-x-xx789-0 เท่านั้น'", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request)
    // The accounts' lead names it before any amount is chosen; the QR says it again beside the code.
    await expect(page.getByText("โอนจากบัญชีที่ลงทะเบียนไว้ (กสิกรไทย xxx-x-xx789-0) เท่านั้น")).toBeVisible()
    await quickAmount(page, "500").click()
    await expect(qr(page).locator("[data-qr-sender]")).toHaveText("โอนจากบัญชี กสิกรไทย xxx-x-xx789-0 เท่านั้น")
    // And the account it pays, as its card shows it.
    await expect(qr(page).locator("[data-qr-receiver]")).toContainText("048-1-23657-9")
    await expect(qr(page).locator("[data-qr-receiver]")).toContainText("บจก. ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์")
    // The full number is never on the page.
    await expect(page.getByText("1234567890")).toHaveCount(0)
  })

  test("#29 while waiting 'รอรับยอดโอน…' (a polite live region) with the QR's 15 minutes; then the QR is put away and made again", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request)
    await quickAmount(page, "300").click()
    const status = qr(page).getByRole("status")
    await expect(status).toHaveText("รอรับยอดโอน…")
    await expect(status).toHaveAttribute("role", "status")
    await expect(qr(page).locator("[data-qr-valid]")).toHaveText(/^QR ใช้ได้อีก 1[45]:\d\d นาที$/)
    await page.clock.fastForward("05:00")
    await expect(qr(page).locator("[data-qr-valid]")).toHaveText(/^QR ใช้ได้อีก (10:00|09:5\d) นาที$/)
    await page.clock.fastForward("10:00")
    // Its time is up: the code goes, the page says so and offers it again.
    const expired = page.locator("[data-qr-expired]")
    await expect(expired.getByRole("status")).toHaveText("QR หมดอายุแล้ว")
    await expect(qr(page)).toHaveCount(0)
    await expect(expired.getByRole("img")).toHaveCount(0)
    await expect(expired.getByRole("button", { name: "บันทึก QR" })).toHaveCount(0)
    await expired.getByRole("button", { name: "สร้าง QR ใหม่" }).click()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿300.00")
    await expect(qr(page).getByRole("status")).toHaveText("รอรับยอดโอน…")
    await expect(qr(page).locator("[data-qr-valid]")).toHaveText(/^QR ใช้ได้อีก 1[45]:\d\d นาที$/)
  })

  test("#29 when the operator credits the transfer, 'ได้รับเงินแล้ว ฿300.00' with the new balance; the QR is put away; 'เล่นเกม' goes to the games", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request)
    await quickAmount(page, "300").click()
    await expect(qr(page)).toBeVisible()
    await creditTransfer(page, request, 300)
    const sheet = arrivedSheet(page, "฿300.00")
    await expect(sheet).toBeVisible()
    await expect(sheet.locator("[data-arrived-balance]")).toHaveText("฿1,300.00")
    // Focus moved into the dialog; the QR it answered is gone.
    await expect.poll(() => sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await expect(qr(page)).toHaveCount(0)
    await expect(page.getByText("รอรับยอดโอน…")).toHaveCount(0)
    // The balance at the top and the list moved too.
    await expect(page.locator("[data-balance]")).toHaveText("฿1,300.00")
    // Its ways on are links of at least 44 px.
    for (const name of ["เล่นเกม", "กลับหน้าหลัก"]) {
      const box = await boxOf(sheet.getByRole("link", { name }))
      expect(box.height).toBeGreaterThanOrEqual(44)
    }
    await sheet.getByRole("link", { name: "เล่นเกม" }).click()
    await expect(page).toHaveURL(/\/auth\/games\/category\?cat=/)
    await expect(sheet).toHaveCount(0)
  })

  test("#29 'กลับหน้าหลัก' goes to the dashboard; closing the sheet leaves the deposit screen without a QR", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request)
    await quickAmount(page, "100").click()
    await expect(qr(page)).toBeVisible()
    await creditTransfer(page, request, 100)
    let sheet = arrivedSheet(page, "฿100.00")
    await expect(sheet.locator("[data-arrived-balance]")).toHaveText("฿1,100.00")
    // Closed ('ปิด'): the screen stays, the QR and the amount are put away, a new amount starts again.
    await sheet.getByRole("button", { name: "ปิด" }).click()
    await expect(sheet).toHaveCount(0)
    expect(pathOf(page)).toBe("/auth/deposit")
    await expect(qr(page)).toHaveCount(0)
    await expect(page.getByLabel("จำนวนเงินที่ต้องการฝาก")).toHaveValue("")
    await quickAmount(page, "500").click()
    await expect(qr(page).getByRole("status")).toHaveText("รอรับยอดโอน…")
    // A second transfer is a second arrival, of its own amount only.
    await creditTransfer(page, request, 500)
    sheet = arrivedSheet(page, "฿500.00")
    await expect(sheet.locator("[data-arrived-balance]")).toHaveText("฿1,600.00")
    await sheet.getByRole("link", { name: "กลับหน้าหลัก" }).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.getByRole("dialog")).toHaveCount(0)
  })

  test("#29 when the list cannot be read again after the credit, the balance's rise is the money that arrived", async ({
    page,
    request,
    dev
  }) => {
    await openDepositAt(page, request)
    await expect(page.getByRole("list", { name: "รายการฝากของฉัน" }).getByRole("listitem")).toHaveCount(4)
    await expect(page.locator("[data-balance]")).toHaveText("฿1,000.00")
    await quickAmount(page, "300").click()
    await expect(qr(page)).toBeVisible()
    await dev.injectFault({ path: `/api/auth/deposit/${DEMO_UUID}`, method: "GET", status: 500 })
    await creditTransfer(page, request, 300)
    await expect(page.getByRole("alert").filter({ hasText: "โหลดรายการฝากไม่สำเร็จ" })).toBeVisible()
    const sheet = arrivedSheet(page, "฿300.00")
    await expect(sheet.locator("[data-arrived-balance]")).toHaveText("฿1,300.00")
    await expect(qr(page)).toHaveCount(0)
  })

  test("#29 in a bonus window the 'ทศนิยมท้าย' is explained in one sentence and the QR's amount carries it; the bonus is credited", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request, IN_BONUS_WINDOW)
    await quickAmount(page, "300").click()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿301.50")
    await expect(qr(page).locator("[data-qr-bonus]")).toHaveText(
      "ช่วงโบนัสถึง 12:00 น. ยอดที่ลงท้ายด้วย 1.50 (ทศนิยมท้าย) รับโบนัส 10% สูงสุด ฿500.00 จึงปรับยอดใน QR จาก ฿300.00 เป็น ฿301.50"
    )
    // The payload the page holds and the code it draws pay ฿301.50 to the PromptPay id, CRC valid.
    const payload = (await qr(page).getAttribute("data-promptpay-payload")) ?? ""
    expect(anyId(payload)).toEqual({ type: "NATID", target: "0105566123457", amount: 301.5 })
    expect(await decodeDrawnQr(page)).toBe(payload)
    // A typed amount with other decimals is carried to the ending too.
    await page.getByLabel("จำนวนเงินที่ต้องการฝาก").fill("1,000.25")
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿1,001.50")
    expect(anyId((await qr(page).getAttribute("data-promptpay-payload")) ?? "")?.amount).toBe(1001.5)
    // The transfer of the QR's amount earns the bonus: ฿30.15 on top, named in the sheet.
    await quickAmount(page, "300").click()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿301.50")
    await creditTransfer(page, request, 301.5)
    const sheet = arrivedSheet(page, "฿301.50")
    await expect(sheet.locator("[data-arrived-balance]")).toHaveText("฿1,331.65")
    await expect(sheet.getByText("โบนัสทศนิยมท้าย 10% +฿30.15")).toBeVisible()
  })

  test("#29 outside the windows the QR's amount is the one chosen, with no bonus sentence", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request)
    await quickAmount(page, "300").click()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿300.00")
    await expect(qr(page).locator("[data-qr-bonus]")).toHaveCount(0)
    expect(anyId((await qr(page).getAttribute("data-promptpay-payload")) ?? "")?.amount).toBe(300)
  })

  test("#29 axe finds nothing on the waiting QR with its bonus sentence, nor on the arrival sheet; their targets are 44 px", async ({
    page,
    request
  }) => {
    await openDepositAt(page, request, IN_BONUS_WINDOW)
    await quickAmount(page, "300").click()
    await expect(qr(page).locator("[data-qr-bonus]")).toBeVisible()
    // From the top of the page: scrolled to the QR, the quick amounts sit half under the sticky top
    // bar, which axe counts against their size wherever a page is scrolled to.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await expectNoAxeViolations(page, "/auth/deposit waiting for a transfer")
    expect(await smallTouchTargets(page)).toEqual([])
    await creditTransfer(page, request, 301.5)
    await expect(arrivedSheet(page, "฿301.50").locator("[data-arrived-balance]")).toHaveText("฿1,331.65")
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await expectNoAxeViolations(page, "/auth/deposit with 'ได้รับเงินแล้ว'")
    expect(await smallTouchTargets(page)).toEqual([])
  })
})
