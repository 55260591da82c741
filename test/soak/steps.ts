import type { BrowserContext, Page } from "@playwright/test"
import { DEMO_ACCOUNTS, type DemoAccount } from "../../src/domain/demo/accounts"
import type { Rng } from "./prng"
import type { Fault, SoakServer } from "./server-client"
import { WITHDRAW_STEPS } from "./withdraw-steps"
import { AFFILIATE_STEPS } from "./affiliate-steps"
import { REWARD_STEPS } from "./reward-steps"
import { MEDIA_STEPS } from "./media-steps"
import { REGISTER_STEPS } from "./register-steps"
import { SLIP_STEPS } from "./slip-steps"
import { WHEEL_STEPS } from "./wheel-steps"
import { ACCOUNT_STEPS } from "./account-steps"
import { PASSWORD_STEPS } from "./password-steps"
import { ADDRESS_STEPS } from "./address-steps"
import { withAnswerLost } from "./answer-lost"

// The soak's steps, as a table: what a player can do, when it makes sense, and how likely it is.
// A later area adds its own rows (deposit, withdraw, rewards ...) the same way: a name, a weight,
// when it applies (from the page's `View`) and what it does. A step that cannot finish throws: the
// soak counts it and brings the page back to a known place (see main.ts); it is not a failure of
// the run by itself, since faults are injected on purpose.

/** What the page shows right now, read before each step. */
export interface View {
  readonly path: string
  readonly loggedIn: boolean
  readonly popupOpen: boolean
}

export interface SoakState {
  readonly page: Page
  readonly context: BrowserContext
  readonly server: SoakServer
  readonly rng: Rng
  /** Wrong passwords since the last reset (kept under the login throttle). */
  wrongLogins: number
  /** The player's checks before each reset, and the new baseline after it (main.ts). */
  readonly beforeReset: () => Promise<void>
  readonly afterReset: () => Promise<void>
}

export interface Step {
  readonly name: string
  readonly weight: number
  readonly when: (view: View) => boolean
  readonly run: (state: SoakState) => Promise<void>
}

const STEP_WAIT_MS = 10_000

const CREDIT = (username: string) => `/api/auth/user/getCredit/${username}`
const CHECK_IN = "/api/auth/game/check-in"
const LOGIN = "/api/auth/login"

/**
 * The player layout opens the day's check-in popup once its list has loaded; until then a step
 * chosen as "popup closed" could have the popup open over what it presses. Waits (at most a step's
 * time) for the list to settle: loaded with the layout's decision made, or failed (no popup then).
 */
const checkInDecided = (page: Page) =>
  page
    .waitForFunction(
      () => {
        // The session may have just ended (a fault's 401): then there is nothing to decide.
        if (document.querySelector("[data-player-name]") === null) return true
        const tag = window.__memberSiteDevtools?.getState().checkIn.list._tag
        // "waiting": due, but held while a new player's welcome toast shows (#29).
        const decided = document.querySelector('[data-check-in-popup]:not([data-check-in-popup="waiting"])')
        return tag === "Failed" || (tag === "Loaded" && decided !== null)
      },
      undefined,
      { timeout: STEP_WAIT_MS }
    )
    .then(
      () => undefined,
      () => undefined
    )

export const readView = async (page: Page): Promise<View> => {
  const loggedIn = (await page.locator("[data-player-name]").count()) > 0
  if (loggedIn) await checkInDecided(page)
  return {
    path: new URL(page.url()).pathname,
    loggedIn,
    popupOpen: await checkInDialog(page)
      .isVisible()
      .catch(() => false)
  }
}

const checkInDialog = (page: Page) => page.getByRole("dialog", { name: "เช็คอินประจำวัน" })
const loginForm = (page: Page) => page.getByRole("form", { name: "เข้าสู่ระบบสมาชิก" })
const bottomBar = (page: Page) => page.getByRole("navigation", { name: "เมนูด้านล่าง" })

const playerOf = async (page: Page): Promise<DemoAccount | undefined> => {
  const username = await page.locator("[data-player-username]").textContent()
  return DEMO_ACCOUNTS.find((account) => account.username === username)
}

const submitLogin = async (page: Page, username: string, password: string) => {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login")
  const form = loginForm(page)
  await form.locator('input[name="username"]').fill(username)
  await form.locator('input[name="password"]').fill(password)
  await form.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
}

/**
 * Waits for the dashboard, or for the form's message (a refusal, a fault). On the dashboard it also
 * waits for the check-in list to settle: the popup may open then, over what the next step presses.
 */
const loginOutcome = async (page: Page) => {
  await Promise.race([
    page.waitForURL(/\/auth\/dashboard$/, { timeout: STEP_WAIT_MS }),
    loginForm(page).getByRole("alert").waitFor({ timeout: STEP_WAIT_MS })
  ])
  if (new URL(page.url()).pathname !== "/auth/dashboard") return
  await page.waitForFunction(
    () => {
      const list = window.__memberSiteDevtools?.getState().checkIn.list._tag
      return list === "Loaded" || list === "Failed"
    },
    undefined,
    { timeout: STEP_WAIT_MS }
  )
  await page.waitForTimeout(100)
}

/**
 * Toasts sit bottom-left, over the bottom bar's first item, and sonner keeps a toast while the
 * pointer is on it: move the pointer away and let them go before pressing the bars.
 */
const clearToasts = async (page: Page) => {
  await page.mouse.move(195, 300)
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined)
}

const toDashboard = async (page: Page) => {
  if (new URL(page.url()).pathname === "/auth/dashboard") return
  await clearToasts(page)
  await bottomBar(page).getByRole("link", { name: "หน้าหลัก" }).click({ timeout: STEP_WAIT_MS })
  await page.waitForURL(/\/auth\/dashboard$/, { timeout: STEP_WAIT_MS })
}

/**
 * To a player screen as a player goes there: the menu ('เมนู'), never a reload (a reload brings the
 * day's check-in popup back over the page, which then takes the next steps' clicks).
 */
const throughMenu = async (page: Page, item: string) => {
  await page.getByRole("button", { name: "เมนู", exact: true }).click({ timeout: STEP_WAIT_MS })
  await page.getByRole("dialog", { name: "เมนู" }).getByRole("link", { name: item }).click({ timeout: STEP_WAIT_MS })
}

/** The balance is not being read: the refresh button is not busy (or the session ended and it is gone). */
const balanceSettled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('button[aria-label="รีเฟรชยอดเงิน"][aria-busy="true"]') === null,
    undefined,
    { timeout: STEP_WAIT_MS }
  )

const refresh = async (page: Page) => {
  await toDashboard(page)
  const button = page.getByRole("button", { name: "รีเฟรชยอดเงิน" })
  await button.click({ timeout: STEP_WAIT_MS })
  await balanceSettled(page)
}

/** Presses the check-in and waits until the popup closed or says something. */
const pressCheckIn = async (page: Page) => {
  const dialog = checkInDialog(page)
  await dialog.getByRole("button", { name: "เช็คอินรับรางวัล" }).click({ timeout: STEP_WAIT_MS })
  await Promise.race([
    dialog.waitFor({ state: "hidden", timeout: STEP_WAIT_MS }),
    dialog.getByRole("alert").filter({ hasText: /\S/ }).waitFor({ timeout: STEP_WAIT_MS })
  ])
}

const creditFaults = (username: string): ReadonlyArray<Fault> => [
  { path: CREDIT(username), method: "POST", status: 500 },
  { path: CREDIT(username), method: "POST", status: 503 },
  { path: CREDIT(username), method: "POST", status: 408 },
  { path: CREDIT(username), method: "POST", status: 401, body: { success: false, message: "Unauthorized" } },
  { path: CREDIT(username), method: "POST", status: 500, body: { success: false, code: 500256, message: "expired" } },
  { path: CREDIT(username), method: "POST", status: 200, body: { success: true, message: "", data: { balance: "x" } } },
  {
    path: CREDIT(username),
    method: "POST",
    status: 500,
    body: { success: false, message: "java.lang.NullPointerException" }
  }
]

export const STEPS: ReadonlyArray<Step> = [
  ...SLIP_STEPS,
  ...REGISTER_STEPS,
  {
    name: "login",
    weight: 8,
    when: (view) => !view.loggedIn,
    run: async ({ page, rng }) => {
      const account = rng.pick(DEMO_ACCOUNTS)
      await submitLogin(page, account.username, account.password)
      await loginOutcome(page)
    }
  },
  {
    name: "login with a wrong password",
    weight: 1,
    when: (view) => !view.loggedIn,
    run: async (state) => {
      if (state.wrongLogins >= 2) return
      state.wrongLogins += 1
      await submitLogin(state.page, state.rng.pick(DEMO_ACCOUNTS).username, "not-the-password")
      await loginForm(state.page).getByRole("alert").waitFor({ timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "login answered by a fault",
    weight: 1,
    when: (view) => !view.loggedIn,
    run: async ({ page, rng, server }) => {
      const account = rng.pick(DEMO_ACCOUNTS)
      await server.fault({ path: LOGIN, method: "POST", status: rng.pick([500, 503, 408]) })
      await submitLogin(page, account.username, account.password)
      await loginOutcome(page)
    }
  },
  {
    name: "reset between rounds",
    weight: 1,
    when: (view) => !view.loggedIn,
    run: async (state) => {
      await state.beforeReset()
      await state.server.reset()
      state.wrongLogins = 0
      await state.afterReset()
    }
  },
  {
    name: "balance refresh",
    weight: 6,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => refresh(page)
  },
  {
    name: "balance refresh answered by a fault",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page, rng, server }) => {
      const player = await playerOf(page)
      if (player === undefined) return
      // The dashboard's own balance read first: the fault is for the press, not for the screen's load.
      await toDashboard(page)
      await balanceSettled(page)
      await server.fault(rng.pick(creditFaults(player.username)))
      // A read the socket starts may meet the fault first; if it ended the session, that was the step.
      const stillIn = async () => (await page.locator("[data-player-name]").count()) > 0
      if (!(await stillIn())) return
      await refresh(page).catch(async (error: unknown) => {
        if (await stillIn()) throw error
      })
    }
  },
  {
    name: "check-in",
    weight: 5,
    when: (view) => view.popupOpen,
    run: async ({ page }) => pressCheckIn(page)
  },
  {
    name: "check-in whose answer is lost",
    weight: 2,
    when: (view) => view.popupOpen,
    run: async ({ page }) =>
      withAnswerLost(
        page,
        (url) => url.pathname === CHECK_IN,
        () => pressCheckIn(page)
      )
  },
  {
    name: "check-in answered by a fault",
    weight: 1,
    when: (view) => view.popupOpen,
    run: async ({ page, rng, server }) => {
      await server.fault({ path: CHECK_IN, method: "POST", status: rng.pick([500, 503]) })
      await pressCheckIn(page)
    }
  },
  {
    name: "close the check-in popup",
    weight: 1,
    when: (view) => view.popupOpen,
    run: async ({ page }) => {
      const dialog = checkInDialog(page)
      await dialog.getByRole("button", { name: "ปิด" }).click({ timeout: STEP_WAIT_MS })
      await dialog.waitFor({ state: "hidden", timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "contact page and back",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await clearToasts(page)
      await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click({ timeout: STEP_WAIT_MS })
      await page.getByRole("heading", { name: "ติดต่อเจ้าหน้าที่" }).waitFor({ timeout: STEP_WAIT_MS })
      await toDashboard(page)
    }
  },
  {
    // A read only: the claim is once per period, so the soak reads the report (issue #10 §5).
    name: "loss refund report",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await clearToasts(page)
      await throughMenu(page, "คืนยอดเสีย")
      await page.getByRole("heading", { level: 1, name: "คืนยอดเสีย" }).waitFor({ timeout: STEP_WAIT_MS })
      await page
        .getByTestId("winlost-refund")
        .or(page.getByRole("button", { name: "ลองใหม่" }))
        .first()
        .waitFor({ timeout: STEP_WAIT_MS })
    }
  },
  {
    // A read only: the first page of the transaction history and its deposit tab (issue #10 §4).
    name: "transaction history",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await clearToasts(page)
      await throughMenu(page, "ประวัติธุรกรรม")
      await page.getByRole("heading", { level: 1, name: "ประวัติธุรกรรม" }).waitFor({ timeout: STEP_WAIT_MS })
      const settled = page
        .locator("[data-history-row]")
        .or(page.getByText("ยังไม่มีรายการ", { exact: true }))
        .or(page.getByRole("button", { name: "ลองใหม่" }))
        .first()
      await settled.waitFor({ timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "levels dialog",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await toDashboard(page)
      await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click({ timeout: STEP_WAIT_MS })
      const dialog = page.getByRole("dialog", { name: "ระดับสมาชิก" })
      await dialog.waitFor({ timeout: STEP_WAIT_MS })
      await dialog.getByRole("button", { name: "ปิด" }).click({ timeout: STEP_WAIT_MS })
      await dialog.waitFor({ state: "hidden", timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "logout",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await clearToasts(page)
      await page.locator("header").getByRole("button", { name: "ออกจากระบบ" }).click({ timeout: STEP_WAIT_MS })
      await page
        .getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
        .getByRole("button", { name: "ออกจากระบบ", exact: true })
        .click({ timeout: STEP_WAIT_MS })
      await page.waitForURL(/\/login$/, { timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "offline for a moment",
    weight: 1,
    when: () => true,
    run: async ({ context, page, rng }) => {
      await context.setOffline(true)
      await page.waitForTimeout(rng.int(100, 1_500))
      await context.setOffline(false)
    }
  },
  {
    // Deposit by bank transfer (#10 §1): the deposit screen is open, a QR is drawn, the operator
    // credits a transfer; the socket's credit-changed must bring the new row without a reload, and
    // the sheet 'ได้รับเงินแล้ว' (#29).
    name: "deposit by transfer detected on the deposit screen",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page, rng, server }) => {
      const player = await playerOf(page)
      if (player === undefined) return
      await clearToasts(page)
      await bottomBar(page).getByRole("link", { name: "ฝากเงิน" }).click({ timeout: STEP_WAIT_MS })
      await page.getByRole("heading", { level: 1, name: "ฝากเงิน" }).waitFor({ timeout: STEP_WAIT_MS })
      const rows = page.getByRole("list", { name: "รายการฝากของฉัน" }).getByRole("listitem")
      await page
        .getByRole("list", { name: "รายการฝากของฉัน" })
        .or(page.getByText("ยังไม่มีรายการฝาก"))
        .waitFor({ timeout: STEP_WAIT_MS })
      const before = await rows.count()
      await page.getByRole("button", { name: rng.pick(["100", "300", "500", "1,000"]), exact: true }).click()
      await page.locator("[data-promptpay-payload]").waitFor({ timeout: STEP_WAIT_MS })
      await server.detectDeposit(player.username, rng.int(1, 5_000))
      await page.waitForFunction((count) => document.querySelectorAll("[data-deposit-id]").length > count, before, {
        timeout: STEP_WAIT_MS
      })
      // The QR waited for it (#29): 'ได้รับเงินแล้ว ฿X' opens, and its 'กลับหน้าหลัก' is the way back.
      await page
        .locator("[data-deposit-arrived]")
        .getByRole("link", { name: "กลับหน้าหลัก" })
        .click({ timeout: STEP_WAIT_MS })
      await page.waitForURL(/\/auth\/dashboard$/, { timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "online count pushed",
    weight: 1,
    when: (view) => view.loggedIn,
    run: async ({ server, rng }) => server.onlineCount(rng.int(0, 99_999))
  },
  ...WITHDRAW_STEPS,
  ...AFFILIATE_STEPS,
  ...REWARD_STEPS,
  ...MEDIA_STEPS,
  ...WHEEL_STEPS,
  ...ACCOUNT_STEPS,
  ...PASSWORD_STEPS,
  ...ADDRESS_STEPS
]
