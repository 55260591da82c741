import { expect, test } from "./support/fixtures"
import { ACCOUNTS, closeCheckInPopup, openAs } from "./faults/support/player"
import {
  CHANGE_PASSWORD_API,
  CHANGE_PASSWORD_URL,
  changeButton,
  demoLogsInWith,
  fillChange,
  NEW_PASSWORD,
  openChangePassword,
  PASSWORD_TEXTS,
  passwordInput,
  recordChanges
} from "./faults/support/password-targets"
import { submitLogin, topBar } from "./support/session"

// The password change (#14, ROUTE-13, API-24, OPEN-10, OPEN-19): a wrong old password is refused
// and the session stays; a mismatch sends nothing; a change ends every other session of the player
// (their next call is a 401 and they land on /login) while this one stays; the old password no
// longer logs in, the new one does.

const OLD = ACCOUNTS.demo.password

test.describe("change password", () => {
  test("ROUTE-13 OPEN-10 #14 the screen: h1, title, three password fields with show/hide and the button", async ({
    page
  }) => {
    await openChangePassword(page)
    await expect(page).toHaveTitle(/เปลี่ยนรหัสผ่าน/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    const fields = [
      [PASSWORD_TEXTS.old, "current-password"],
      [PASSWORD_TEXTS.new, "new-password"],
      [PASSWORD_TEXTS.confirm, "new-password"]
    ] as const
    for (const [label, autocomplete] of fields) {
      const input = passwordInput(page, label)
      await expect(input).toHaveAttribute("type", "password")
      await expect(input).toHaveAttribute("autocomplete", autocomplete)
    }
    const show = page.getByRole("button", { name: "แสดงรหัสผ่าน" })
    await expect(show).toHaveCount(3)
    await show.first().click()
    await expect(passwordInput(page, PASSWORD_TEXTS.old)).toHaveAttribute("type", "text")
    await expect(changeButton(page)).toBeVisible()
  })

  test("OPEN-19 #14 a mismatch shows 'รหัสผ่านไม่ตรงกัน' as the player types and nothing is sent", async ({ page }) => {
    await openChangePassword(page)
    const sent = recordChanges(page)
    await fillChange(page, { old: OLD, next: NEW_PASSWORD, confirm: "newpass98" })
    await passwordInput(page, PASSWORD_TEXTS.confirm).blur()
    await expect(page.getByText(PASSWORD_TEXTS.mismatch)).toBeVisible()
    // Typed to match: the message goes at once.
    await passwordInput(page, PASSWORD_TEXTS.confirm).fill(NEW_PASSWORD)
    await expect(page.getByText(PASSWORD_TEXTS.mismatch)).toHaveCount(0)
    await passwordInput(page, PASSWORD_TEXTS.confirm).fill("newpass98")
    await changeButton(page).click()
    await expect(page.getByText(PASSWORD_TEXTS.mismatch)).toBeVisible()
    await expect(passwordInput(page, PASSWORD_TEXTS.confirm)).toBeFocused()
    // A short new password, the same as the old: refused on the page too, the first failing field focused.
    await passwordInput(page, PASSWORD_TEXTS.new).fill(OLD)
    await passwordInput(page, PASSWORD_TEXTS.confirm).fill(OLD)
    await changeButton(page).click()
    await expect(page.getByText("รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม")).toBeVisible()
    await expect(passwordInput(page, PASSWORD_TEXTS.new)).toBeFocused()
    await page.waitForTimeout(300)
    expect(sent).toHaveLength(0)
  })

  test("API-24 #14 a wrong old password shows 'รหัสผ่านเดิมไม่ถูกต้อง', keeps what was typed and stays logged in", async ({
    page
  }) => {
    await openChangePassword(page)
    await fillChange(page, { old: "wrong1234", next: NEW_PASSWORD, confirm: NEW_PASSWORD })
    await changeButton(page).click()
    await expect(page.getByRole("alert").filter({ hasText: PASSWORD_TEXTS.wrongOld })).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${CHANGE_PASSWORD_URL}$`))
    await expect(passwordInput(page, PASSWORD_TEXTS.old)).toHaveValue("wrong1234")
    await expect(passwordInput(page, PASSWORD_TEXTS.old)).toBeFocused()
    // Still logged in: a reload stays on the screen, and the old password still works.
    await page.reload()
    await closeCheckInPopup(page)
    await expect(page.getByRole("heading", { level: 1, name: PASSWORD_TEXTS.heading })).toBeVisible()
    expect(await demoLogsInWith(page, OLD)).toBe(true)
  })

  test("API-24 ROUTE-13 #14 a change: exactly 3 members sent; this session stays, the other browser lands on /login; the old password fails, the new one logs in", async ({
    page,
    browser
  }) => {
    // A second browser of the same player, logged in first.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await openAs(otherPage, ACCOUNTS.demo, "/auth/dashboard")

    await openChangePassword(page)
    await fillChange(page, { old: OLD, next: NEW_PASSWORD, confirm: NEW_PASSWORD })
    const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === CHANGE_PASSWORD_API)
    await changeButton(page).click()
    const sent = await request
    expect(sent.method()).toBe("POST")
    expect(sent.postDataJSON()).toEqual({ oldPassword: OLD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(await sent.headerValue("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/)
    await expect(page.getByRole("status").filter({ hasText: PASSWORD_TEXTS.changed })).toBeVisible()
    for (const label of [PASSWORD_TEXTS.old, PASSWORD_TEXTS.new, PASSWORD_TEXTS.confirm]) {
      await expect(passwordInput(page, label)).toHaveValue("")
    }

    // (b) The other browser's next call is a 401: it lands on /login. This one stays.
    await otherPage.reload()
    await expect(otherPage).toHaveURL(/\/login/)
    await other.close()
    await page.reload()
    await closeCheckInPopup(page)
    await expect(page.getByRole("heading", { level: 1, name: PASSWORD_TEXTS.heading })).toBeVisible()
    await expect(page.locator("[data-player-name]")).toHaveText(ACCOUNTS.demo.name)

    // (a) Log out and in again: the old password fails, the new one works.
    await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
    await page
      .getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
      .getByRole("button", { name: "ออกจากระบบ", exact: true })
      .click()
    await expect(page.locator("[data-player-name]")).toHaveCount(0)
    await page.goto("/login")
    await submitLogin(page, { username: "demo", password: OLD })
    await expect(page.getByText("ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง")).toBeVisible()
    await submitLogin(page, { username: "demo", password: NEW_PASSWORD })
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  })
})
