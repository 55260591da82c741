import { readFile } from "node:fs/promises"
import { Either } from "effect"
import { decodeLogText } from "../../src/events/log/decode-log"
import { expect, test } from "./support/fixtures"
import { dismissCheckInPopup, loginAndSettle, loginThroughUi, topBar } from "./support/session"

// "แจ้งปัญหาการใช้งาน" on the contact screens (issue §1): in the production build, the player
// downloads the redacted log or copies a bug report for support.

const DEMO_PHONE = "0812345678"
const DEMO_BANK_ID = "1234567890"

const section = (page: import("@playwright/test").Page) => page.locator("[data-report-problem]")

/** Logs in through the form and out, so the guest's log holds a player's login and personal data. */
const playerThenGuest = async (page: import("@playwright/test").Page) => {
  await loginThroughUi(page)
  await dismissCheckInPopup(page)
  await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
  await page
    .getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
    .getByRole("button", { name: "ออกจากระบบ", exact: true })
    .click()
  await expect(page).toHaveURL(/\/login$/)
}

test.describe("report a problem", () => {
  test("/contact downloads the redacted log: it decodes and shows no phone or bank account in clear", async ({
    page
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await playerThenGuest(page)
    // In the app (no reload), so the log still holds the player's login.
    await page.locator('header nav[aria-label="เมนูหลัก"] a[href="/contact"]').click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(section(page).getByRole("heading", { name: "แจ้งปัญหาการใช้งาน" })).toBeVisible()

    const download = page.waitForEvent("download")
    await section(page).getByRole("button", { name: "ดาวน์โหลดบันทึกการใช้งาน" }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^member-log-\d{4}-\d{2}-\d{2}-\d{6}\.json$/)
    const path = await file.path()
    const text = await readFile(path, "utf8")
    const decoded = decodeLogText(text)
    expect(Either.isRight(decoded)).toBe(true)
    if (Either.isRight(decoded)) {
      const tags = decoded.right.events.map((entry) => entry.event._tag)
      expect(tags).toEqual(expect.arrayContaining(["LoginSuccess", "Logout"]))
      expect(decoded.right.appVersion).toMatch(/^\d+\.\d+\.\d+/)
    }
    expect(text).not.toContain(DEMO_PHONE)
    expect(text).not.toContain(DEMO_BANK_ID)
    expect(text).not.toMatch(/tok-|"token"/)
    await expect(section(page).getByRole("status")).toHaveText("ดาวน์โหลดบันทึกการใช้งานแล้ว")
  })

  test("/auth/contact copies a bug report: summary lines, then the redacted log", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await loginAndSettle(page)
    await page.goto("/auth/contact")
    await dismissCheckInPopup(page)
    await section(page).getByRole("button", { name: "คัดลอกรายงานปัญหา" }).click()
    await expect(section(page).getByRole("status")).toHaveText("คัดลอกรายงานปัญหาแล้ว วางในแชทกับเจ้าหน้าที่ได้เลย")
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain("รายงานปัญหาการใช้งาน")
    expect(copied).toMatch(/เวอร์ชันแอป: \d+\.\d+\.\d+/)
    expect(copied).toContain("หน้า: /auth/contact")
    expect(copied).toContain("ข้อผิดพลาดล่าสุด: ไม่มี")
    expect(copied).toContain('"format": "member-site-event-log"')
    expect(copied).not.toContain(DEMO_PHONE)
    expect(copied).not.toContain(DEMO_BANK_ID)
    const json = copied.slice(copied.indexOf("{"))
    expect(Either.isRight(decodeLogText(json))).toBe(true)
  })

  test("without navigator.clipboard (LINE's in-app browser) the report is still copied", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
    })
    await page.goto("/contact")
    await section(page).getByRole("button", { name: "คัดลอกรายงานปัญหา" }).click()
    await expect(section(page).getByRole("status")).not.toHaveText("")
    const status = await section(page).getByRole("status").textContent()
    // Either the selection copy worked, or the report is shown selected to copy by hand.
    if (status?.startsWith("คัดลอกรายงานปัญหาแล้ว") !== true) {
      await expect(section(page).getByRole("textbox", { name: "รายงานปัญหา" })).toBeVisible()
    }
  })
})
