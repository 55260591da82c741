import { readFile } from "node:fs/promises"
import type { Page } from "@playwright/test"
import { anyId } from "promptparse/validate"
import { expect, test } from "./support/fixtures"
import { depositClockAt } from "./support/deposit"
import { dismissCheckInPopup, openSignedIn, socketJoined } from "./support/session"

// Deposit by bank transfer (#10 §1, ROUTE-05, PROD-08, API-26, AMB-36): the operator's accounts,
// the copy button, the PromptPay QR and its saved image, the player's deposits, and a transfer the
// operator detects arriving live through the socket.

const depositScreen = (page: Page) => page.getByRole("region", { name: "ฝากเงิน" })
const amountField = (page: Page) => page.getByLabel("จำนวนเงินที่ต้องการฝาก")
const qr = (page: Page) => page.locator("[data-promptpay-payload]")
const depositRows = (page: Page) => page.getByRole("list", { name: "รายการฝากของฉัน" }).getByRole("listitem")

/** Logs in as demo with a known balance and opens the deposit screen from the balance card's button. */
const openDeposit = async (page: Page, request: import("@playwright/test").APIRequestContext) => {
  const credit = await request.post("/__dev/credit", { data: { username: "demo", balance: 1000 } })
  expect(credit.status()).toBe(204)
  // Outside the demo's bonus windows, whose 'ทศนิยมท้าย' would change the QR's amount (#29).
  await depositClockAt(page)
  await openSignedIn(page, "/auth/dashboard")
  await dismissCheckInPopup(page)
  await page.getByRole("region", { name: "ยอดเงินคงเหลือ" }).getByRole("link", { name: "ฝากเงิน" }).click()
  await expect(page).toHaveURL(/\/auth\/deposit$/)
  await expect(page.getByRole("heading", { level: 1, name: "ฝากเงิน" })).toBeVisible()
}

test.describe("deposit by bank transfer (#10 §1)", () => {
  test("ROUTE-05 the balance card leads to /auth/deposit and 'ถอนเงิน' to /auth/withdraw (#10 §7)", async ({
    page,
    request
  }) => {
    await openDeposit(page, request)
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(page).toHaveTitle("ฝากเงิน — GoldBet")
    await page.goBack()
    await expect(
      page.getByRole("region", { name: "ยอดเงินคงเหลือ" }).getByRole("link", { name: "ถอนเงิน" })
    ).toHaveAttribute("href", "/auth/withdraw")
  })

  test("#10 the operator's accounts: logo, grouped number, name, and 'คัดลอกเลขบัญชี' copies the digits", async ({
    page,
    context,
    request
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openDeposit(page, request)
    const screen = depositScreen(page)
    await expect(screen.locator("[data-balance]")).toHaveText("฿1,000.00")
    const kbank = screen.locator('[data-receiving-account="004"]')
    await expect(kbank.locator('svg[data-bank-code="004"]')).toBeVisible()
    await expect(kbank.getByText("ธนาคารกสิกรไทย")).toBeVisible()
    await expect(kbank.locator("[data-account-number]")).toHaveText("048-1-23657-9")
    await expect(kbank.getByText("บจก. ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์")).toBeVisible()
    await expect(screen.locator('[data-receiving-account="014"] svg[data-bank-code="014"]')).toBeVisible()
    await kbank.getByRole("button", { name: "คัดลอกเลขบัญชี" }).click()
    await expect(page.getByText("คัดลอกเลขบัญชีแล้ว")).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("0481236579")
    // Nothing on the page comes from another host (bank logos are drawn locally).
    const foreign = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => new URL(url).origin !== location.origin)
    )
    expect(foreign).toEqual([])
  })

  test("#10 a QR only for a valid amount; its payload pays that amount to the PromptPay id, CRC valid", async ({
    page,
    request
  }) => {
    await openDeposit(page, request)
    await expect(page.getByText("กรอกจำนวนเงินหรือเลือกจำนวนเงินด่วน เพื่อสร้าง QR")).toBeVisible()
    await expect(qr(page)).toHaveCount(0)
    await amountField(page).fill("abc")
    await expect(page.getByRole("alert").filter({ hasText: "กรุณากรอกจำนวนเงินเป็นตัวเลข" })).toBeVisible()
    await expect(qr(page)).toHaveCount(0)
    await amountField(page).fill("0.99")
    await expect(page.getByText("ฝากขั้นต่ำ ฿1.00")).toBeVisible()
    await expect(qr(page)).toHaveCount(0)
    await amountField(page).fill("12.345")
    await expect(qr(page)).toHaveCount(0)
    await amountField(page).fill("1,250.50")
    await expect(qr(page)).toBeVisible()
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿1,250.50")
    const payload = (await qr(page).getAttribute("data-promptpay-payload")) ?? ""
    expect(anyId(payload)).toEqual({ type: "NATID", target: "0105566123457", amount: 1250.5 })
    // A quick amount fills the field and redraws the code.
    await page.getByRole("button", { name: "1,000", exact: true }).click()
    await expect(amountField(page)).toHaveValue("1,000")
    await expect(qr(page).locator("[data-qr-amount]")).toHaveText("฿1,000.00")
    const quickPayload = (await qr(page).getAttribute("data-promptpay-payload")) ?? ""
    expect(anyId(quickPayload)?.amount).toBe(1000)
    // A changed CRC no longer validates: the check above is real.
    expect(anyId(`${quickPayload.slice(0, -4)}0000`)).toBeNull()
  })

  test("#10 'บันทึก QR' downloads the code as a PNG image", async ({ page, request }) => {
    await openDeposit(page, request)
    await page.getByRole("button", { name: "500", exact: true }).click()
    await expect(qr(page)).toBeVisible()
    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: "บันทึก QR" }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe("promptpay-500.00.png")
    const path = await file.path()
    const bytes = await readFile(path)
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  })

  test("API-26 the player's deposits newest first, with Thai status and Buddhist-era dates; the slip link", async ({
    page,
    request
  }) => {
    await openDeposit(page, request)
    const rows = depositRows(page)
    await expect(rows).toHaveCount(4)
    await expect(rows.first()).toContainText("฿500.00")
    await expect(rows.first()).toContainText("สำเร็จ")
    await expect(rows.first()).toContainText(/25\d\d/)
    await expect(rows.nth(2)).toContainText("ไม่สำเร็จ")
    await expect(rows.nth(2)).toContainText("ไม่พบยอดโอนเข้าบัญชี")
    await expect(page.getByRole("link", { name: "แจ้งฝากด้วยสลิป" })).toHaveAttribute("href", "/auth/deposit/slip")
  })

  test("#10 a transfer the operator detects updates the balance and the list live, without a reload", async ({
    page,
    request
  }) => {
    await openDeposit(page, request)
    const screen = depositScreen(page)
    await expect(depositRows(page)).toHaveCount(4)
    let reloaded = false
    page.on("framenavigated", () => (reloaded = true))
    await socketJoined(page)
    const detected = await request.post("/__dev/deposit", { data: { username: "demo", amount: 750.25 } })
    expect(detected.status()).toBe(200)
    await expect(screen.locator("[data-balance]")).toHaveText("฿1,750.25")
    await expect(depositRows(page)).toHaveCount(5)
    await expect(depositRows(page).first()).toContainText("฿750.25")
    await expect(depositRows(page).first()).toContainText("สำเร็จ")
    const ledger = await request.get("/__dev/ledger?username=demo")
    const rows: unknown = await ledger.json()
    expect(JSON.stringify(rows)).toContain('"kind":"deposit"')
    expect(reloaded).toBe(false)
  })
})

// LINE's in-app browser (#10 §1): <a download> is ignored there and the clipboard often refused.
const LINE_UA =
  "Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Line/13.21.0"

test.describe("deposit in LINE's in-app browser (#10 §1)", () => {
  test.use({ userAgent: LINE_UA, viewport: { width: 390, height: 844 } })

  test("#10 'บันทึก QR' shows the image to save by a long press, and says so in Thai", async ({ page, request }) => {
    await openDeposit(page, request)
    await page.getByRole("button", { name: "300", exact: true }).click()
    let downloaded = false
    page.on("download", () => (downloaded = true))
    await page.getByRole("button", { name: "บันทึก QR" }).click()
    await expect(page.getByText("เปิดรูป QR แล้ว กดค้างที่รูปเพื่อบันทึก")).toBeVisible()
    const image = page.getByRole("img", { name: "QR พร้อมเพย์ ยอด ฿300.00" }).and(page.locator("img"))
    await expect(image).toBeVisible()
    expect(await image.getAttribute("src")).toMatch(/^data:image\/png;base64,/)
    expect(downloaded).toBe(false)
  })

  test("#10 when no way of copying works, the number is selected with 'กดค้างเพื่อคัดลอก'", async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
      document.execCommand = () => false
    })
    await openDeposit(page, request)
    const kbank = page.locator('[data-receiving-account="004"]')
    await kbank.getByRole("button", { name: "คัดลอกเลขบัญชี" }).click()
    await expect(kbank.getByText("กดค้างเพื่อคัดลอก")).toBeVisible()
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe("048-1-23657-9")
    await expect(page.getByText("คัดลอกเลขบัญชีแล้ว")).toHaveCount(0)
  })
})
