import { expect, test } from "../support/fixtures"
import { dropAnswer } from "./support/page-faults"
import {
  CHANGE_PASSWORD_API,
  changeButton,
  demoLogsInWith,
  fillChange,
  NEW_PASSWORD,
  openChangePassword,
  PASSWORD_TEXTS,
  passwordInput,
  recordChanges
} from "./support/password-targets"

// #14 API-24 money.md test 4: the server changes the password and the answer is lost. A password
// cannot be read back, so the player is told the result is not known, what was typed stays, and
// 'ลองอีกครั้ง' sends the same change with the same Idempotency-Key: the server replays its first
// answer (the change is applied once) and the player sees it done.
test("API-24 #14 password change: an answer lost after the server changed it shows the unknown result; 'ลองอีกครั้ง' completes it with the same key, applied once", async ({
  page
}) => {
  await openChangePassword(page)
  await fillChange(page, { old: "demo1234", next: NEW_PASSWORD, confirm: NEW_PASSWORD })
  const sent = recordChanges(page)
  const dropped = await dropAnswer(page, { path: CHANGE_PASSWORD_API, method: "POST" })
  await changeButton(page).click()
  const unsure = page.getByRole("alert").filter({ hasText: PASSWORD_TEXTS.unsure })
  await expect(unsure).toBeVisible()
  expect(dropped.dropped()).toBe(1)
  // The server did change it; nothing was sent again by itself, and what was typed stays.
  expect(await demoLogsInWith(page, NEW_PASSWORD)).toBe(true)
  await page.waitForTimeout(300)
  expect(sent).toHaveLength(1)
  await expect(passwordInput(page, PASSWORD_TEXTS.new)).toHaveValue(NEW_PASSWORD)

  const replay = page.waitForResponse((response) => new URL(response.url()).pathname === CHANGE_PASSWORD_API)
  await unsure.getByRole("button", { name: PASSWORD_TEXTS.retry }).click()
  const answer = await replay
  expect(answer.headers()["idempotent-replayed"]).toBe("true")
  await expect(page.getByRole("status").filter({ hasText: PASSWORD_TEXTS.changed })).toBeVisible()
  expect(sent).toHaveLength(2)
  const keys = await Promise.all(sent.map((request) => request.headerValue("idempotency-key")))
  expect(keys[1]).toBe(keys[0])
  expect(await demoLogsInWith(page, "demo1234")).toBe(false)
  expect(await demoLogsInWith(page, NEW_PASSWORD)).toBe(true)
})
