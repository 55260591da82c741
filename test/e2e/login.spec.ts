import { expect, test } from "./support/fixtures"
import { holdRequests, recordRequests } from "./support/network"
import { DEMO, loginForm, loginThroughUi, storedSession, submitLogin } from "./support/session"

// Logging in (AUTH-03, AUTH-06..AUTH-09, AUTH-12) and the request headers (HTTP-03..HTTP-06).

test.describe("login", () => {
  test("a wrong password shows the server's message verbatim and stays on /login (AUTH-08, ERR-18)", async ({
    page
  }) => {
    await page.goto("/login")
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"))
    await submitLogin(page, { username: DEMO.username, password: "wrong-password" })
    const response = await answer
    const body: unknown = await response.json()
    const message =
      typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
        ? body.message
        : ""
    expect(response.status()).toBeGreaterThanOrEqual(400)
    expect(message).not.toBe("")
    await expect(loginForm(page).getByRole("alert")).toHaveText(message)
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedSession(page)).toEqual({ token: null, user: null })
  })

  test("a successful login stores the token and the user and lands on /auth/dashboard (AUTH-07, AUTH-01)", async ({
    page
  }) => {
    await loginThroughUi(page)
    const { token, user } = await storedSession(page)
    expect(token).toBeTruthy()
    const parsed: unknown = JSON.parse(user ?? "null")
    expect(parsed).toMatchObject({
      name: "สมชาย ใจดี",
      user_pass: { username: "demo" },
      profile: { uuid: expect.any(String) }
    })
    await expect(page.locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
    await expect(page.locator("[data-player-username]")).toHaveText("demo")
  })

  test("login goes without Authorization, later /api/auth calls carry the bearer token, and every call the platform headers (AUTH-03, ROLE-04, HTTP-03, HTTP-04, HTTP-05, HTTP-06, AMB-07, AMB-08)", async ({
    page
  }) => {
    const requests = recordRequests(page)
    await loginThroughUi(page)
    const { token } = await storedSession(page)
    // Let the player data that follows the login go out.
    await expect(page.locator("[data-balance]")).toBeVisible()
    const all = await requests.all()

    const login = all.filter((r) => r.path === "/api/auth/login")
    expect(login).toHaveLength(1)
    expect(login[0]?.method).toBe("POST")
    expect(login[0]?.headers["authorization"]).toBeUndefined()

    const loginIndex = all.findIndex((r) => r.path === "/api/auth/login")
    for (const guestCall of all.slice(0, loginIndex)) {
      expect(guestCall.headers["authorization"], `${guestCall.method} ${guestCall.path} before login`).toBeUndefined()
    }

    const playerCalls = all.filter((r) => r.path.startsWith("/api/auth/") && r.path !== "/api/auth/login")
    expect(playerCalls.length).toBeGreaterThan(0)
    for (const call of playerCalls) {
      expect(call.headers["authorization"], `${call.method} ${call.path}`).toBe(`Bearer ${token}`)
    }

    for (const call of all) {
      expect(call.headers["platform"], `${call.method} ${call.path}`).toBe("DSK")
      expect(call.headers["channel"], `${call.method} ${call.path}`).toBe("web")
      expect(call.headers["webversion"], `${call.method} ${call.path}`).toBe("2.2.10")
      expect(call.headers["webhostname"], `${call.method} ${call.path}`).toBe("127.0.0.1")
    }
  })

  test("logging in from the home page form works (AUTH-09)", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveURL(/\/$/)
    await submitLogin(page)
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    expect((await storedSession(page)).token).toBeTruthy()
  })

  test("after a reload the player stays logged in with no new login request (AUTH-12)", async ({ page }) => {
    await loginThroughUi(page)
    const requests = recordRequests(page)
    await page.reload()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
    await expect(page.locator("[data-balance]")).toBeVisible()
    const logins = (await requests.all()).filter((r) => r.path === "/api/auth/login")
    expect(logins).toHaveLength(0)
  })

  test("the submit button shows a busy state while the login is pending (AUTH-06)", async ({ page }) => {
    await page.goto("/login")
    const held = await holdRequests(page, "**/api/auth/login", 5_000, "POST")
    await submitLogin(page)
    const submit = loginForm(page).getByRole("button", { name: "เข้าสู่ระบบ", exact: true })
    await expect(submit).toHaveAttribute("aria-busy", "true")
    await expect(submit).toBeDisabled()
    await expect(page).toHaveURL(/\/login$/)
    held.release()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  })
})
