import { expect, test } from "../support/fixtures"
import { ACCOUNTS, apiLoginResult, loginAs, loginForm, storedSession } from "./support/player"

// Row 11 (#9, AUTH-01, AUTH-02, AMB-34): garbage in the session's keys of localStorage ("token",
// "user"): a half-written value, another version's record, a hand-edited one. The app starts, as a
// guest, on the login page, with the bad values gone and no uncaught error (the fixture fails the
// test on any page error); logging in then works.

const INVALID_TOKEN = "00000000-0000-4000-8000-000000000000"

test("corrupt session values in localStorage start the app as a guest, without a crash (AUTH-01, AUTH-02, AMB-34, #9)", async ({
  page,
  request
}) => {
  const { user } = await apiLoginResult(request, ACCOUNTS.demo)
  const { profile: _profile, ...userWithoutProfile } = user
  const variants: ReadonlyArray<{
    readonly label: string
    readonly token: string | null
    readonly user: string | null
  }> = [
    { label: "not JSON", token: "garbage", user: '{"name":"สมชาย' },
    { label: "JSON of another shape", token: "garbage", user: '{"name":42,"user_pass":null}' },
    { label: "null", token: "garbage", user: "null" },
    { label: "a list", token: "x".repeat(200_000), user: "[1,2,3]" },
    { label: "a user without profile.uuid", token: INVALID_TOKEN, user: JSON.stringify(userWithoutProfile) },
    { label: "an empty token", token: "", user: JSON.stringify(user) },
    { label: "only a token", token: INVALID_TOKEN, user: null },
    // A well-formed record with a token the server does not know: the first call ends it.
    { label: "a token the server does not know", token: INVALID_TOKEN, user: JSON.stringify(user) }
  ]
  await page.goto("/login")
  for (const variant of variants) {
    await page.evaluate(({ token, user }) => {
      localStorage.clear()
      if (token !== null) localStorage.setItem("token", token)
      if (user !== null) localStorage.setItem("user", user)
    }, variant)
    await page.goto("/auth/dashboard")
    await expect(page, variant.label).toHaveURL(/\/login$/)
    await expect(loginForm(page).getByRole("button", { name: "เข้าสู่ระบบ", exact: true }), variant.label).toBeEnabled()
    await expect
      .poll(() => storedSession(page), { message: `${variant.label}: the bad values are gone` })
      .toEqual({
        token: null,
        user: null
      })
  }
  await loginAs(page, ACCOUNTS.demo, { goto: false })
})
