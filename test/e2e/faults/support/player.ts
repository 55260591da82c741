import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { Option, Schema } from "effect"
import { CreditBalance } from "../../../../src/domain/credit"
import { formatBaht, satang, type Satang } from "../../../../src/domain/money"
import {
  announcementsAnswered,
  apiLoginResult,
  checkInDialog,
  dismissCheckInPopup,
  loginForm,
  openSignedIn,
  storedSession,
  submitLogin,
  topBar
} from "../../support/session"
import { trackApiCalls } from "../../support/network"
import { ledgerPath, parseLedger, type LedgerRow } from "./ledger-check"
import { THAI, TEXTS } from "./texts"

// The players of the reference API and what the fault matrix checks about them, through the UI
// and through the API itself (the server's truth).

export interface Account {
  readonly username: string
  readonly password: string
  /** The name the top bar shows. */
  readonly name: string
}

export const ACCOUNTS = {
  demo: { username: "demo", password: "demo1234", name: "สมชาย ใจดี" },
  gold: { username: "gold", password: "gold1234", name: "สมหญิง รุ่งเรือง" }
} as const satisfies Record<string, Account>

export const creditPath = (username: string): string => `/api/auth/user/getCredit/${username}`
export const CHECK_IN_PATH = "/api/auth/game/check-in"
export const LOGIN_PATH = "/api/auth/login"
export const SETTING_PATH = "/api/setting"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** The `data` of an answer envelope. */
export const dataOf = (body: unknown): unknown => (isRecord(body) ? body["data"] : undefined)

/** Logs in through the API and returns the token. */
export const apiLogin = async (request: APIRequestContext, account: Account): Promise<string> =>
  (await apiLoginResult(request, account)).token

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** The balance the API reports now, decoded from the wire's baht into satang, read with the player's token. */
export const apiBalance = async (request: APIRequestContext, username: string, token: string): Promise<Satang> => {
  const response = await request.post(creditPath(username), { headers: bearer(token), data: { balanceType: "M" } })
  expect(response.status(), `API credit of ${username}`).toBe(200)
  const credit = Schema.decodeUnknownOption(CreditBalance)(dataOf(await response.json()))
  if (Option.isNone(credit)) throw new Error(`no balance in the credit answer of ${username}`)
  return credit.value.balance
}

/** Checks the player in through the API, as another device of theirs would. */
export const apiCheckIn = async (request: APIRequestContext, token: string) =>
  request.post(CHECK_IN_PATH, { headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() } })

/** The server's ledger of one player (GET /__dev/ledger). */
export const ledgerOf = async (request: APIRequestContext, username: string): Promise<ReadonlyArray<LedgerRow>> => {
  const response = await request.get(ledgerPath(username))
  const body: unknown = response.status() === 200 ? await response.json() : null
  return parseLedger(response.status(), body)
}

/** The rows of one kind, once exactly `count` of them are there (they may land a moment later). */
export const expectLedgerRows = async (
  request: APIRequestContext,
  username: string,
  kind: string,
  count: number
): Promise<ReadonlyArray<LedgerRow>> => {
  await expect
    .poll(async () => (await ledgerOf(request, username)).filter((row) => row.kind === kind).length, {
      message: `the ledger of ${username} holds exactly ${count} "${kind}" row(s)`,
      timeout: 5_000
    })
    .toBe(count)
  // Nothing more lands after a short while either.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const rows = (await ledgerOf(request, username)).filter((row) => row.kind === kind)
  expect(rows, `the ledger of ${username} still holds exactly ${count} "${kind}" row(s)`).toHaveLength(count)
  return rows
}

/** "฿1,540.75" for a ledger amount in satang (a fraction of a satang throws). */
export const bahtText = (amount: number): string => formatBaht(satang(amount))

// --- The player's screens ------------------------------------------------------------------

/** Logs in through the form of the current page (or /login) and waits for the dashboard. */
export const loginAs = async (page: Page, account: Account, options: { readonly goto?: boolean } = {}) => {
  if (options.goto ?? true) await page.goto("/login")
  await submitLogin(page, account)
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  await expect(page.locator("[data-player-name]")).toHaveText(account.name)
}

export const balanceRegion = (page: Page) => page.getByRole("region", { name: TEXTS.balance.region })
export const balanceAmount = (page: Page) => page.locator("[data-balance]")
export const refreshButton = (page: Page) => page.getByRole("button", { name: TEXTS.balance.refresh })
export const networkBanner = (page: Page) => page.locator('[data-banner="network"]')
export const offlineBanner = (page: Page) => page.locator('[data-banner="offline"]')

/**
 * Closes the check-in popup without checking in, when it opened: it opens once per Bangkok day
 * (#15), so after a reload or a second visit it may not (the layout says which: dismissCheckInPopup).
 */
export const closeCheckInPopup = (page: Page) => dismissCheckInPopup(page)

/** Signed in as `account` from a stored session (support/session.ts), on `path` with the check-in popup closed. */
export const openAs = async (page: Page, account: Account, path: string) => {
  await openSignedIn(page, path, account)
  await closeCheckInPopup(page)
}

/**
 * On the dashboard with the popup closed, the first balance shown and the announcements answered:
 * the reads the layout starts after its first paint are in, so a fault armed next meets the request
 * the test makes, and no late success clears the network banner that fault raised.
 */
export const onDashboard = async (page: Page, account: Account = ACCOUNTS.demo) => {
  const news = announcementsAnswered(page)
  // Every read of the dashboard answered: a success landing after a test's fault would clear the
  // network banner that fault raised (a successful answer is the network's recovery, ERR-07).
  const calls = trackApiCalls(page)
  await openAs(page, account, "/auth/dashboard")
  await expect(balanceAmount(page)).toHaveText(/^฿[\d,]+\.\d\d$/)
  await news
  await calls.settled()
}

/** The session ended cleanly: /login, the Thai reason, no network banner, nothing stored. */
export const expectSessionEndedCleanly = async (page: Page) => {
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText(TEXTS.sessionExpired)).toBeVisible()
  await expect(networkBanner(page)).toHaveCount(0)
  expect(await storedSession(page)).toEqual({ token: null, user: null })
  await expect(page.locator("[data-player-name]")).toHaveCount(0)
  await expect(loginForm(page).locator('input[name="password"]')).toBeVisible()
}

/** The network banner with its title and hint. */
export const expectNetworkBanner = async (page: Page) => {
  await expect(networkBanner(page)).toBeVisible()
  await expect(networkBanner(page)).toContainText(TEXTS.networkTitle)
  await expect(networkBanner(page)).toContainText(TEXTS.networkHint)
}

/** A page that is not blank: the logged-in layout or the public one is there with some text. */
export const expectNotBlank = async (page: Page) => {
  await expect(page.locator("main")).toBeVisible()
  expect((await page.locator("body").innerText()).trim().length, "the page shows text").toBeGreaterThan(20)
}

/** A Thai error on the page (an alert or status that is not a banner) and a button that gets the player on. */
export const expectThaiErrorWithWayOn = async (page: Page) => {
  await expect(
    page
      .locator('[role="alert"]:not([data-banner]), [role="status"]:not([data-banner])')
      .filter({ hasText: THAI })
      .first()
  ).toBeVisible()
  await expect(page.getByRole("button", { name: TEXTS.wayOn }).first()).toBeVisible()
  await expectNotBlank(page)
}

/** Fails if the page widens past its viewport (a huge number, an unbroken string). */
export const expectNoHorizontalOverflow = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth
  }))
  expect(widths.scroll, `scrollWidth ${widths.scroll} <= viewport ${widths.viewport}`).toBeLessThanOrEqual(
    widths.viewport
  )
}

export { apiLoginResult, checkInDialog, loginForm, storedSession, submitLogin, topBar }
