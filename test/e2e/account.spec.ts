import type { Page } from "@playwright/test"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { expect, test } from "./support/fixtures"
import { ACCOUNTS, loginAs, openAs } from "./faults/support/player"

// The account (#14): the profile screen /auth/settings (API-17), the level progress in the levels
// dialog (API-25, OPEN-53) and a configuration image read again by its key (API-15).

const uuidOf = (username: string): string => DEMO_ACCOUNTS.find((account) => account.username === username)?.uuid ?? ""
const openMenuLink = async (page: Page, name: string) => {
  await page.getByRole("button", { name: "เมนู", exact: true }).click()
  await page.getByRole("dialog", { name: "เมนู" }).getByRole("link", { name }).click()
}
const levelsDialog = (page: Page) => page.getByRole("dialog", { name: "ระดับสมาชิก" })

test.describe("account", () => {
  test("'บัญชีของฉัน' shows the player's record from GET /api/auth/user/{uuid}, phone and bank masked, and leads on (API-17, AMB-29, #14)", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    const record = page.waitForRequest((request) => request.url().endsWith(`/api/auth/user/${uuidOf("demo")}`))
    await openMenuLink(page, "บัญชีของฉัน")
    expect((await record).method()).toBe("GET")
    await expect(page).toHaveURL(/\/auth\/settings$/)
    await expect(page.getByRole("heading", { level: 1, name: "บัญชีของฉัน" })).toBeVisible()
    await expect(page).toHaveTitle(/^บัญชีของฉัน — /)
    const main = page.locator("main")
    await expect(main).toContainText("สมชาย ใจดี")
    await expect(main.locator("[data-account-username]")).toHaveText("demo")
    await expect(main.locator("[data-account-phone]")).toHaveText("xxx-xxx-5678")
    await expect(main.locator("[data-account-bank]")).toHaveText("xxx-x-xx789-0")
    await expect(main.locator("[data-level-name]")).toHaveText("Silver")
    // Neither the whole phone number nor the whole account number is on the page.
    const text = (await main.textContent()) ?? ""
    expect(text).not.toContain("0812345678")
    expect(text).not.toContain("1234567890")
    await expect(main.getByRole("link", { name: /เปลี่ยนรหัสผ่าน/ })).toHaveAttribute(
      "href",
      "/auth/settings/change-password"
    )
    await expect(main.getByRole("link", { name: /ที่อยู่จัดส่ง/ })).toHaveAttribute("href", "/auth/settings/manage-address")
  })

  test("the levels dialog shows the progress to Gold from GET /api/auth/user/level/{uuid}, and a deposit moves it (API-25, LEVEL-10, #14)", async ({
    page,
    request
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    const levelCall = page.waitForRequest((call) => call.url().endsWith(`/api/auth/user/level/${uuidOf("demo")}`))
    await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
    expect((await levelCall).method()).toBe("GET")
    const dialog = levelsDialog(page)
    // demo's approved deposits: 500 + 1,000 + 200 (the rejected 300 does not count).
    await expect(dialog.getByText("อีก ฿48,300.00 ถึงระดับ Gold")).toBeVisible()
    const bar = dialog.getByRole("progressbar", { name: "ความคืบหน้าสู่ระดับ Gold" })
    await expect(bar).toHaveAttribute("aria-valuenow", "3")
    await expect(dialog).toContainText("ยอดฝากสะสม ฿1,700.00 จาก ฿50,000.00")
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()

    const detected = await request.post("/__dev/deposit", { data: { username: "demo", amount: 8_300 } })
    expect(detected.ok()).toBe(true)
    await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
    await expect(levelsDialog(page).getByText("อีก ฿40,000.00 ถึงระดับ Gold")).toBeVisible()
    await expect(levelsDialog(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20")
  })

  test("a Diamond player is told Diamond is the top tier open, never pointed at the closed VIP (LEVEL-11, #14)", async ({
    page
  }) => {
    await openAs(page, { username: "diamond", password: "diamond1234", name: "ประภาพร ศรีสุข" }, "/auth/dashboard")
    await expect(page.locator("[data-level-name]")).toHaveText("Diamond")
    await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
    await expect(levelsDialog(page).getByText("คุณอยู่ในระดับสูงสุดที่เปิดให้บริการแล้ว")).toBeVisible()
    await expect(levelsDialog(page).getByRole("progressbar")).toHaveCount(0)
  })

  test("a configuration image that fails to load is read again by its key and the fresh path shows (API-15, #14)", async ({
    page
  }) => {
    // The player's configuration list names a logo that is gone; the entry read by its key has the real one.
    await page.route("**/api/auth/configuration/list", async (route) => {
      const response = await route.fetch()
      const body: unknown = await response.json()
      const text = JSON.stringify(body).replace(/"path":"([^"]*logo[^"]*)"/, '"path":"/content/gone-logo.svg"')
      await route.fulfill({ response, body: text })
    })
    const reread = page.waitForRequest((request) => request.url().includes("/api/auth/configuration/key?key="))
    await loginAs(page, ACCOUNTS.demo)
    expect(new URL((await reread).url()).search).toBe("?key=home.normal.logo")
    const logo = page.locator("header img[alt^='โลโก้']").first()
    await expect(logo).toHaveAttribute("src", /logo/)
    await expect(logo).not.toHaveAttribute("src", /gone-logo/)
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  })
})
