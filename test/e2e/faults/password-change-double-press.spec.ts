import { expect, test } from "../support/fixtures"
import { holdFirstAnswer } from "./support/page-faults"
import {
  CHANGE_PASSWORD_API,
  changeButton,
  demoLogsInWith,
  fillChange,
  NEW_PASSWORD,
  openChangePassword,
  PASSWORD_TEXTS,
  recordChanges
} from "./support/password-targets"

// #14 API-24 money.md test 3: two presses of 'เปลี่ยนรหัสผ่าน' before React renders again, and a
// third while the answer is on its way, send one change; the password is changed once.
test("API-24 #14 password change: a double press sends one request and changes the password once", async ({ page }) => {
  await openChangePassword(page)
  await fillChange(page, { old: "demo1234", next: NEW_PASSWORD, confirm: NEW_PASSWORD })
  const sent = recordChanges(page)
  const held = await holdFirstAnswer(page, { path: CHANGE_PASSWORD_API, method: "POST" })
  await changeButton(page).evaluate((button) => {
    if (!(button instanceof HTMLElement)) throw new Error("the button is not an element")
    button.click()
    button.click()
  })
  await held.serverAnswered
  await changeButton(page)
    .click({ force: true, timeout: 1_000 })
    .catch(() => undefined)
  held.release()
  await held.delivery
  await expect(page.getByRole("status").filter({ hasText: PASSWORD_TEXTS.changed })).toBeVisible()
  await page.waitForTimeout(300)
  expect(sent).toHaveLength(1)
  expect(await demoLogsInWith(page, NEW_PASSWORD)).toBe(true)
  expect(await demoLogsInWith(page, "demo1234")).toBe(false)
})
