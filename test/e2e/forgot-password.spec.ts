import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { field } from "./support/register"
import { loginForm } from "./support/session"

// 'ลืมรหัสผ่าน?' (#29): the operator's API has no reset call, so the login form leads to a page that
// explains the reset through support, with the brand's LINE (@goldbet, an official account, in the
// reference API's settings) and the message ready to send naming the username typed.

const LINE_ID = "@goldbet"
const messageFor = (account: string) => `สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ GoldBet\n${account}`
const oaMessageUrl = (text: string) => `https://line.me/R/oaMessage/%40goldbet/?${encodeURIComponent(text)}`

const heading = (page: Page) => page.getByRole("heading", { level: 1, name: "ลืมรหัสผ่าน" })
const identifierField = (page: Page) => field(page, "ชื่อผู้ใช้หรือเบอร์โทรศัพท์")
const message = (page: Page) => page.getByLabel("ข้อความถึงเจ้าหน้าที่")
const lineLink = (page: Page) => page.getByRole("link", { name: "ส่งข้อความทางไลน์" })
const copyButton = (page: Page) => page.getByRole("button", { name: "คัดลอกข้อความ" })

test.describe("forgotten password (#29)", () => {
  test("#29 'ลืมรหัสผ่าน?' on the login form leads to the reset page, which names the username typed and offers the brand's LINE with the message ready, and a copy of it", async ({
    page,
    context
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.goto("/login")
    const form = loginForm(page)
    // The page is prerendered: its link carries the username once React has adopted it.
    await expect(form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true })).toBeEnabled()
    await form.getByLabel("ชื่อผู้ใช้หรือเบอร์โทรศัพท์").fill("somsak01")
    await form.getByLabel("รหัสผ่าน", { exact: true }).fill("secret-typed-1")
    await form.getByRole("link", { name: "ลืมรหัสผ่าน?" }).click()

    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(heading(page)).toBeFocused()
    await expect(page).toHaveTitle("ลืมรหัสผ่าน — GoldBet")
    await expect(page.locator("h1")).toHaveCount(1)
    await expect(identifierField(page)).toHaveValue("somsak01")
    const text = messageFor("ชื่อผู้ใช้: somsak01")
    await expect(message(page)).toHaveValue(text)

    // LINE opens the official account's chat with the message typed in, in a tab of its own.
    await expect(lineLink(page)).toHaveAttribute("href", oaMessageUrl(text))
    await expect(lineLink(page)).toHaveAttribute("target", "_blank")
    await expect(lineLink(page)).toHaveAttribute("rel", "noopener noreferrer")
    await expect(page.getByText(`ไลน์เจ้าหน้าที่: ${LINE_ID}`)).toBeVisible()

    await copyButton(page).click()
    await expect(page.getByRole("status").filter({ hasText: "คัดลอกแล้ว" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

    // The username travelled as the router's state; the password went nowhere.
    const carried = await page.evaluate(() => JSON.stringify(window.history.state))
    expect(carried).toContain("somsak01")
    expect(carried).not.toContain("secret-typed-1")
    expect(page.url()).not.toContain("somsak01")

    // A reload keeps it (the router's state lives in the tab's history), on the prerendered page too.
    await page.reload()
    await expect(identifierField(page)).toHaveValue("somsak01")

    await page.getByRole("link", { name: "กลับไปหน้าเข้าสู่ระบบ" }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test("#29 opened by itself, the reset page asks for the account; the message follows what is typed, a phone number named as one", async ({
    page
  }) => {
    await page.goto("/forgot-password")
    await expect(heading(page)).toBeVisible()
    await expect(identifierField(page)).toHaveValue("")
    await expect(message(page)).toHaveValue("สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ GoldBet")
    await expect(lineLink(page)).toBeVisible()
    await identifierField(page).fill("089-123-4567")
    const text = messageFor("เบอร์โทรศัพท์: 0891234567")
    await expect(message(page)).toHaveValue(text)
    await expect(lineLink(page)).toHaveAttribute("href", oaMessageUrl(text))
  })

  test("#29 a browser that will not copy: the message is selected for a long press, and LINE still opens with it", async ({
    page
  }) => {
    // LINE's in-app browser often has no async clipboard, and the old way may be refused too.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true })
      document.execCommand = () => false
    })
    await page.goto("/forgot-password")
    await identifierField(page).fill("somsak01")
    await copyButton(page).click()
    await expect(page.getByRole("status").filter({ hasText: "กดค้างที่ข้อความ" })).toBeVisible()
    await expect(message(page)).toBeFocused()
    await expect(lineLink(page)).toHaveAttribute("href", oaMessageUrl(messageFor("ชื่อผู้ใช้: somsak01")))
  })

  test("#29 the login page's form and the home page's both offer 'ลืมรหัสผ่าน?', 44 px tall", async ({ page }) => {
    for (const path of ["/", "/login"]) {
      await page.goto(path)
      const link = loginForm(page).getByRole("link", { name: "ลืมรหัสผ่าน?" })
      await expect(link, path).toHaveAttribute("href", "/forgot-password")
      const box = await link.boundingBox()
      expect(box?.height ?? 0, path).toBeGreaterThanOrEqual(44)
    }
  })
})
