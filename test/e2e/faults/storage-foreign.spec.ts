import { expect, test } from "../support/fixtures"
import { ACCOUNTS, closeCheckInPopup, loginAs, loginForm, storedSession } from "./support/player"
import { logoutThroughUi } from "./support/targets"

// Row 11 (#9): another app on the same origin left its own keys in localStorage (an old build, a
// tag manager, a previous member site). The app starts as a guest, works, and leaves them alone.

const FOREIGN: Readonly<Record<string, string>> = {
  "persist:root": '{"auth":"{\\"token\\":\\"legacy-token\\",\\"user\\":null}","_persist":"{\\"version\\":-1}"}',
  Token: "someone-else",
  USER: "{}",
  i18nextLng: "en-US",
  ajs_user_id: '"9b2f"',
  debug: "*",
  "member-site:devtools": "not-a-flag",
  "": "empty key",
  "🙂": "\u0000\uFFFF"
}

test("another app's localStorage keys: the app starts as a guest, works, and leaves them alone (AUTH-01, #9)", async ({
  page
}) => {
  await page.goto("/login")
  await page.evaluate((foreign) => {
    localStorage.clear()
    for (const [key, value] of Object.entries(foreign)) localStorage.setItem(key, value)
  }, FOREIGN)
  await page.goto("/auth/dashboard")
  await expect(page).toHaveURL(/\/login$/)
  await expect(loginForm(page).getByRole("button", { name: "เข้าสู่ระบบ", exact: true })).toBeEnabled()
  expect(await storedSession(page)).toEqual({ token: null, user: null })

  await loginAs(page, ACCOUNTS.demo, { goto: false })
  await closeCheckInPopup(page)
  await logoutThroughUi(page)
  const left = await page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    Object.keys(FOREIGN)
  )
  expect(left).toEqual(FOREIGN)
})
