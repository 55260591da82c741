import { expect } from "../../support/fixtures"
import type { ListTarget, OutOfOrderTarget } from "./list-rows"
import {
  ACCOUNTS,
  apiBalance,
  apiCheckIn,
  apiLogin,
  bahtText,
  balanceAmount,
  balanceRegion,
  CHECK_IN_PATH,
  checkInDialog,
  creditPath,
  dataOf,
  expectNotBlank,
  expectThaiErrorWithWayOn,
  loginAs,
  LOGIN_PATH,
  loginForm,
  networkBanner,
  onDashboard,
  refreshButton,
  SETTING_PATH,
  storedSession,
  submitLogin
} from "./player"
import type { RowContext } from "./row-context"
import { checkInPopupDecision } from "../../support/session"
import { TEXTS } from "./texts"
import type { WriteTarget } from "./write-rows"
import { formatBaht } from "../../../../src/domain/money"

// The targets of the matrix as the app stands: what each read or write is, how a player reaches
// it, and what they should see. A later area (deposit, withdraw, rewards, registration) adds its
// own targets here, or in a file of its own, and one spec file per row that names them.

const demo = ACCOUNTS.demo

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

const shownBalance = async (ctx: RowContext): Promise<string> => {
  await expect(balanceAmount(ctx.page)).toHaveText(/^฿[\d,]+\.\d\d$/)
  return (await balanceAmount(ctx.page).textContent()) ?? ""
}

// --- Reads -----------------------------------------------------------------------------------

/** The dashboard's balance, refreshed by 'รีเฟรชยอดเงิน' (UI-18, API-18, STORE-09). */
export const creditRefresh: ListTarget<{ readonly shown: string }> = {
  name: "credit",
  ids: "UI-18, API-18, DESIGN-04",
  call: { path: creditPath(demo.username), method: "POST" },
  arrive: async (ctx) => {
    await onDashboard(ctx.page, demo)
    return { shown: await shownBalance(ctx) }
  },
  send: async ({ page }) => {
    await refreshButton(page).click()
  },
  expectFailed: async ({ page }, { shown }) => {
    // The last amount stays, marked as possibly out of date, with a way on.
    const region = balanceRegion(page)
    await expect(region.getByText(TEXTS.balance.stale)).toBeVisible()
    await expect(balanceAmount(page)).toHaveText(shown)
    await expect(region.getByRole("button", { name: TEXTS.balance.retry, exact: true })).toBeVisible()
    await expect(networkBanner(page)).toHaveCount(0)
    await expectNotBlank(page)
  },
  recover: async ({ page }, { shown }) => {
    await balanceRegion(page).getByRole("button", { name: TEXTS.balance.retry, exact: true }).click()
    await expect(balanceRegion(page).getByText(TEXTS.balance.stale)).toHaveCount(0)
    await expect(balanceAmount(page)).toHaveText(shown)
  },
  wrongShapes: [
    {
      label: "balance as a string",
      body: { success: true, message: "", data: { balance: "1520.75", balanceType: "M" } }
    },
    { label: "no data", body: { success: true, message: "" } }
  ]
}

/** The public settings (GET /api/setting): the LINE contacts on /contact (SUPPORT-06, API-02). */
export const publicSettings: ListTarget<{ readonly mainLineId: string }> = {
  name: "settings",
  ids: "SUPPORT-06, SUPPORT-07, API-02",
  call: { path: SETTING_PATH, method: "GET" },
  arrive: async ({ request }) => {
    const data = dataOf(await (await request.get(SETTING_PATH)).json())
    const line = isRecord(data) && isRecord(data["line"]) ? data["line"] : {}
    const line1 = isRecord(line["line1"]) ? line["line1"]["id"] : undefined
    if (typeof line1 !== "string") throw new Error("the seeded settings have no line1 id")
    return { mainLineId: line1 }
  },
  send: async ({ page }) => {
    await page.goto("/contact")
  },
  expectFailed: async ({ page }, { mainLineId }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByText(mainLineId)).toHaveCount(0)
  },
  recover: async ({ page }, { mainLineId }) => {
    await page.getByRole("button", { name: TEXTS.wayOn }).first().click()
    await expect(page.getByText(mainLineId).first()).toBeVisible()
  },
  wrongShapes: [
    { label: "no LINE ids", body: { success: true, message: "", data: { promotion: {} } } },
    { label: "a list", body: { success: true, message: "", data: [] } }
  ]
}

/** The check-in list (GET /api/auth/game/check-in) that decides the popup (CHECKIN-01, CHECKIN-04). */
export const checkInList: ListTarget<null> = {
  name: "check-in list",
  ids: "CHECKIN-01, CHECKIN-04, API-47",
  call: { path: CHECK_IN_PATH, method: "GET" },
  arrive: async ({ page }) => {
    await page.goto("/login")
    return null
  },
  send: async ({ page }) => {
    await submitLogin(page, demo)
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(checkInDialog(page)).toHaveCount(0)
    await expect(balanceAmount(page)).toBeVisible()
  },
  recover: async ({ page }) => {
    await page.getByRole("button", { name: TEXTS.wayOn }).first().click()
    await expect(checkInDialog(page)).toBeVisible()
  },
  wrongShapes: [
    { label: "an object instead of a list", body: { success: true, message: "", data: { items: [] } } },
    { label: "entries without their fields", body: { success: true, message: "", data: [{ day: 1 }] } }
  ]
}

/** Row 8 on the balance: the dashboard's first load is held, a check-in's refresh answers first. */
export const creditOutOfOrder: OutOfOrderTarget<null> = {
  name: "credit",
  ids: "STORE-09, DESIGN-07",
  call: { path: creditPath(demo.username), method: "POST" },
  arrive: async ({ page }) => {
    await page.goto("/login")
    return null
  },
  sendFirst: async ({ page }) => {
    await submitLogin(page, demo)
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  },
  sendSecond: async ({ page }) => {
    const second = page.waitForResponse(
      (r) => new URL(r.url()).pathname === creditPath(demo.username) && r.status() === 200
    )
    await checkInDialog(page).getByRole("button", { name: TEXTS.checkIn.submit }).click()
    await expect(checkInDialog(page)).toBeHidden()
    await second
  },
  expectLatest: async ({ page, request }) => {
    const { token } = await storedSession(page)
    if (token === null) throw new Error("the player is not logged in")
    const latest = formatBaht(await apiBalance(request, demo.username, token))
    await expect(balanceAmount(page)).toHaveText(latest)
  }
}

/** Row 8 on the check-in list: the last player's list answers after the next player's. */
export const checkInListOutOfOrder: OutOfOrderTarget<null> = {
  name: "check-in list",
  ids: "CHECKIN-02, CHECKIN-03, HTTP-09",
  call: { path: CHECK_IN_PATH, method: "GET" },
  arrive: async ({ page, request }) => {
    // gold has checked in today on another device: gold's list says so.
    const token = await apiLogin(request, ACCOUNTS.gold)
    expect((await apiCheckIn(request, token)).status()).toBe(200)
    await page.goto("/login")
    return null
  },
  sendFirst: async ({ page }) => {
    await submitLogin(page, demo)
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  },
  sendSecond: async ({ page }) => {
    await logoutThroughUi(page)
    const goldList = page.waitForResponse(
      (r) => new URL(r.url()).pathname === CHECK_IN_PATH && r.request().method() === "GET" && r.status() === 200
    )
    await loginAs(page, ACCOUNTS.gold, { goto: false })
    await goldList
  },
  expectLatest: async ({ page }) => {
    await expect(page.locator("[data-player-name]")).toHaveText(ACCOUNTS.gold.name)
    await page.waitForTimeout(300)
    await expect(checkInDialog(page)).toHaveCount(0)
  }
}

export const logoutThroughUi = async (page: RowContext["page"]) => {
  await page.locator("header").getByRole("button", { name: "ออกจากระบบ" }).click()
  await page
    .getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
    .getByRole("button", { name: "ออกจากระบบ", exact: true })
    .click()
  await expect(page).toHaveURL(/\/login$/)
}

// --- Writes ----------------------------------------------------------------------------------

const checkInButton = (ctx: RowContext) => checkInDialog(ctx.page).getByRole("button", { name: TEXTS.checkIn.submit })

/** The daily check-in (CHECKIN-05, CHECKIN-06): a write that credits the reward. */
export const checkInWrite: WriteTarget = {
  name: "check-in",
  ids: "CHECKIN-05, CHECKIN-06, OPEN-61",
  call: { path: CHECK_IN_PATH, method: "POST" },
  account: demo,
  ledgerKind: "check-in",
  arrive: async (ctx) => {
    await loginAs(ctx.page, demo)
    await expect(checkInButton(ctx)).toBeEnabled()
    await shownBalance(ctx)
  },
  button: checkInButton,
  expectSettled: async ({ page }) => {
    await expect(checkInDialog(page)).toBeHidden()
  },
  expectDone: async ({ page }, ledger) => {
    await expect(checkInDialog(page)).toBeHidden()
    // The reward (a toast for 2 s), then the balance the server booked.
    const toast = page.getByText(TEXTS.checkIn.success).first()
    await expect(toast).toBeVisible()
    const said = (await toast.textContent()) ?? ""
    const row = await ledger()
    if (row === null) return
    expect(said, "the reward shown is the one booked").toContain(bahtText(row.amount))
    await expect(balanceAmount(page)).toHaveText(bahtText(row.balanceAfter))
  },
  expectNotDone: async (ctx) => {
    await expect(checkInDialog(ctx.page)).toBeVisible()
    await expect(checkInButton(ctx)).toBeEnabled()
  },
  stateReads: [{ path: CHECK_IN_PATH, method: "GET" }],
  expectReconciled: async ({ page }, done) => {
    await expect(balanceAmount(page)).toBeVisible()
    if (done) {
      // The layout decided on the popup once the list answered: closed, and no popup.
      await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "closed")
      await expect(checkInDialog(page)).toHaveCount(0)
    } else {
      await expect(checkInDialog(page)).toBeVisible()
    }
  },
  doElsewhere: async ({ request }) => {
    const token = await apiLogin(request, demo)
    expect((await apiCheckIn(request, token)).status(), "the check-in on the other device").toBe(200)
  }
}

/** Logging in (AUTH-06, AUTH-07): a write that moves no money. */
export const loginWrite: WriteTarget = {
  name: "login",
  ids: "AUTH-06, AUTH-07",
  call: { path: LOGIN_PATH, method: "POST" },
  account: demo,
  ledgerKind: null,
  arrive: async ({ page }) => {
    await page.goto("/login")
    const form = loginForm(page)
    await form.locator('input[name="username"]').fill(demo.username)
    await form.locator('input[name="password"]').fill(demo.password)
    await expect(form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true })).toBeEnabled()
  },
  button: ({ page }) => loginForm(page).getByRole("button", { name: "เข้าสู่ระบบ", exact: true }),
  expectSettled: async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  },
  expectDone: async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.locator("[data-player-name]")).toHaveText(demo.name)
  },
  expectNotDone: async ({ page }) => {
    await expect(page).toHaveURL(/\/login$/)
  },
  stateReads: [],
  expectReconciled: async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  }
}
