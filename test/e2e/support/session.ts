import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { TOKEN_KEY, USER_KEY } from "../../../src/services/session/session-keys"
import { SHELL_SNAPSHOT_KEY } from "../../../src/services/shell/shell-snapshot-key"

// Logging in through the UI, and reading the stored session (AUTH-01, AUTH-07).

export const DEMO = { username: "demo", password: "demo1234" } as const

export interface Credentials {
  readonly username: string
  readonly password: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

export interface StoredSession {
  readonly token: string | null
  readonly user: string | null
}

export const storedSession = (page: Page): Promise<StoredSession> =>
  page.evaluate(() => ({ token: localStorage.getItem("token"), user: localStorage.getItem("user") }))

/** The login form on the current page ('เข้าสู่ระบบสมาชิก'). */
export const loginForm = (page: Page) => page.getByRole("form", { name: "เข้าสู่ระบบสมาชิก" })

/** Fills and submits the login form on the current page; does not wait for the outcome. */
export const submitLogin = async (
  page: Page,
  credentials: { readonly username: string; readonly password: string } = DEMO
) => {
  const form = loginForm(page)
  await form.locator('input[name="username"]').fill(credentials.username)
  await form.locator('input[name="password"]').fill(credentials.password)
  await form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
}

/** Logs in as demo/demo1234 through the UI of `from` (default /login) and waits for the dashboard. */
export const loginThroughUi = async (page: Page, options: { readonly from?: string } = {}) => {
  await page.goto(options.from ?? "/login")
  await submitLogin(page)
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  await expect(page.locator("[data-player-name]")).toBeVisible()
}

export const checkInDialog = (page: Page) => page.getByRole("dialog", { name: "เช็คอินประจำวัน" })

/**
 * The player layout says whether the popup opened, once its list has loaded (#15): "open",
 * "closed", or "waiting" while it is due but a new player's welcome toast is on screen (#29).
 */
export const checkInPopupDecision = (page: Page) => page.locator("[data-check-in-popup]")

/**
 * The check-in popup opens once per Bangkok day for a player who has not checked in (#15): on the
 * first entry of the day it covers the page. Waits until the layout has decided (after a welcome
 * toast, #29), then closes the popup (without checking in) when it opened, before pressing anything
 * else.
 */
export const dismissCheckInPopup = async (page: Page) => {
  await expect(checkInPopupDecision(page)).toHaveCount(1)
  await expect(checkInPopupDecision(page)).not.toHaveAttribute("data-check-in-popup", "waiting")
  if ((await checkInPopupDecision(page).getAttribute("data-check-in-popup")) !== "open") return
  const dialog = checkInDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "ปิด" }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Waits for the player's announcements (the bell loads them after the first paint), so a test that
 * injects a network fault next is not undone by that answer: any answer lowers the network banner.
 */
export const announcementsAnswered = (page: Page) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/announcement", { timeout: 10_000 })
    .then(() => undefined)
    .catch(() => undefined)

/**
 * Logs in through the API (not the page): the token and the user record as the server sent them,
 * and the origin that answered (where the app keeps them).
 */
export const apiLoginResult = async (
  request: APIRequestContext,
  account: Credentials
): Promise<{ readonly token: string; readonly user: Record<string, unknown>; readonly origin: string }> => {
  const response = await request.post("/api/auth/login", {
    data: { username: account.username, password: account.password }
  })
  expect(response.status(), `API login of ${account.username}`).toBe(200)
  const body: unknown = await response.json()
  const data = isRecord(body) ? body["data"] : undefined
  const token = isRecord(data) ? data["token"] : undefined
  const user = isRecord(data) ? data["user"] : undefined
  if (typeof token !== "string" || !isRecord(user))
    throw new Error(`no token or user in the login answer of ${account.username}`)
  return { token, user, origin: new URL(response.url()).origin }
}

/**
 * A player who logged in on this device before opens `path` (AUTH-03: the stored session is
 * restored): the login is made through the API, its token and user record are put where the app
 * keeps them, then the page loads once. For tests whose subject is a screen: the form's own path
 * (login.spec.ts and the tests that log in through the UI) loads /login, then the dashboard, then
 * the screen, which is most of a test's time on a 2-core machine. Waits for the player's layout.
 */
export const openSignedIn = async (page: Page, path: string, account: Credentials = DEMO) => {
  const { token, user, origin } = await apiLoginResult(page.request, account)
  await page.context().setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: TOKEN_KEY, value: token },
          { name: USER_KEY, value: JSON.stringify(user) }
        ]
      }
    ]
  })
  await page.goto(path)
  await expect(page.locator("[data-player-name]")).toBeVisible()
}

/**
 * Signed in (a stored session, `openSignedIn`) on `path`, the check-in popup closed and the
 * announcements answered: the player's after-paint reads are in, so a fault armed next is not undone
 * by one of them.
 */
export const loginAndSettle = async (page: Page, path: string = "/auth/dashboard") => {
  const news = announcementsAnswered(page)
  await openSignedIn(page, path)
  await dismissCheckInPopup(page)
  await news
}

/** demo, logged in on this device, the runtime having kept the shell snapshot (a returning player, #30). */
export const returningPlayer = async (page: Page) => {
  await loginAndSettle(page)
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SHELL_SNAPSHOT_KEY)).not.toBeNull()
}

export const topBar = (page: Page) => page.locator("header").filter({ has: page.locator("[data-player-name]") })

/**
 * Waits until the page's socket is in the player's rooms, before a test moves money on the server
 * and expects the page to hear of it: a change told before the join is never heard (the app reads
 * the balance again only after a reconnection). The server sends the online count once the socket
 * is in 'allUserRoom', which the app joins after 'user', so the count shown means both are joined.
 */
export const socketJoined = (page: Page) => expect(page.locator("[data-online-count]")).toBeAttached()
export const bottomBar = (page: Page) => page.getByRole("navigation", { name: "เมนูด้านล่าง" })
export const pathOf = (page: Page): string => new URL(page.url()).pathname
