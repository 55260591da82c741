import type { Page } from "@playwright/test"
import type { Step } from "./steps"
import { withAnswerLost } from "./answer-lost"

// The soak's withdraw steps (#10 §3, money.md): a withdrawal of 100 baht from /auth/withdraw, one
// whose answer is lost (the app reads it back), and the operator settling every pending one. The
// ledger checks of main.ts then prove each was held once and refunded at most once.

const STEP_WAIT_MS = 10_000
const WITHDRAW_PATH = /^\/api\/auth\/withdraw\/[^/]+$/

const toWithdraw = async (page: Page) => {
  if (new URL(page.url()).pathname === "/auth/withdraw") return
  await page.getByRole("link", { name: "ถอนเงิน" }).first().click({ timeout: STEP_WAIT_MS })
  await page.waitForURL(/\/auth\/withdraw$/, { timeout: STEP_WAIT_MS })
}

/** Types 100 baht and confirms, when the form allows it; waits until the dialog closed or says why not. */
const withdraw100 = async (page: Page) => {
  await toWithdraw(page)
  await page.getByLabel("จำนวนเงินที่ต้องการถอน").fill("100", { timeout: STEP_WAIT_MS })
  const submit = page.getByRole("button", { name: "ถอนเงิน", exact: true })
  // Not enough balance, or today's five are used: the form says so and nothing is sent.
  if (!(await submit.isEnabled())) return
  await submit.click({ timeout: STEP_WAIT_MS })
  const dialog = page.getByRole("dialog", { name: "ยืนยันการถอนเงิน" })
  await dialog.getByRole("button", { name: "ยืนยันการถอน" }).click({ timeout: STEP_WAIT_MS })
  await Promise.race([
    dialog.waitFor({ state: "hidden", timeout: STEP_WAIT_MS }),
    dialog.getByRole("alert").filter({ hasText: /\S/ }).waitFor({ timeout: STEP_WAIT_MS })
  ])
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "ยกเลิก" }).click({ timeout: STEP_WAIT_MS })
}

export const WITHDRAW_STEPS: ReadonlyArray<Step> = [
  {
    name: "withdraw 100 baht",
    weight: 3,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => withdraw100(page)
  },
  {
    name: "withdrawal whose answer is lost",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) =>
      withAnswerLost(
        page,
        (url) => WITHDRAW_PATH.test(url.pathname) && !url.pathname.endsWith("/retry"),
        () => withdraw100(page)
      )
  },
  {
    name: "operator settles the withdrawals",
    weight: 1,
    when: (view) => view.loggedIn,
    run: async ({ server, rng }) => server.settleWithdrawals(rng.pick(["approved", "rejected", "failed"] as const))
  }
]
