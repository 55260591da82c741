import { expect, test } from "../support/fixtures"
import { loginForm, submitLogin } from "../support/session"
import { ACCOUNTS, LOGIN_PATH, loginAs } from "./support/player"
import { TEXTS } from "./support/texts"

// Row 15 (#9): after 5 wrong passwords the 6th login (even with the right password) is throttled:
// the server answers 429 {message: 'ลองใหม่ในอีก N นาที', retryAfterSeconds}; the form shows the message
// and its submit is disabled with a countdown. /__dev/reset lifts the throttle.
// Needs: server: the login throttle (429 with retryAfterSeconds).
// Needs: client: the countdown on the disabled submit.

test("5 wrong passwords then a 6th login: 'ลองใหม่ในอีก N นาที' and a disabled submit counting down; /__dev/reset lifts it (AUTH-08, #9)", async ({
  page,
  dev,
  browser,
  request,
  baseURL
}) => {
  await page.clock.install()
  await page.goto("/login")
  const submit = loginForm(page).getByRole("button", { name: /เข้าสู่ระบบ/ })
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_PATH)
    await submitLogin(page, { username: ACCOUNTS.demo.username, password: `wrong-${attempt}` })
    expect((await answered).status(), `wrong password ${attempt}`).toBe(401)
    await expect(submit).toBeEnabled()
  }
  const sixth = page.waitForResponse((r) => new URL(r.url()).pathname === LOGIN_PATH)
  await submitLogin(page, ACCOUNTS.demo)
  const throttled = await sixth
  expect(throttled.status(), "the 6th login").toBe(429)
  const body: unknown = await throttled.json()
  expect(body).toMatchObject({
    success: false,
    message: expect.stringMatching(TEXTS.throttled),
    retryAfterSeconds: expect.any(Number)
  })

  await expect(loginForm(page).getByRole("alert")).toHaveText(TEXTS.throttled)
  await expect(submit).toBeDisabled()
  await expect(submit).toHaveText(/\d/)
  const before = await submit.textContent()
  await page.clock.fastForward(2_000)
  await expect(submit, "the countdown moves").not.toHaveText(before ?? "")
  await expect(submit).toBeDisabled()

  await dev.reset()
  const lifted = await request.post(LOGIN_PATH, {
    data: { username: ACCOUNTS.demo.username, password: ACCOUNTS.demo.password }
  })
  expect(lifted.status(), "login after /__dev/reset").toBe(200)
  const fresh = await browser.newContext(baseURL === undefined ? {} : { baseURL })
  const freshPage = await fresh.newPage()
  await loginAs(freshPage, ACCOUNTS.demo)
  await fresh.close()
})
