import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import { ACCOUNTS, bahtText, closeCheckInPopup, openAs, type Account } from "./player"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"

// The loss refund's targets (issue #10 §5): 'รับยอดเสีย' is a write that moves money once per period.

const demo = ACCOUNTS.demo

export const WINLOST_PATH = "/auth/winlost"
export const winlostReportPath = (username: string): string => `/api/auth/winlost/${username}`
export const winlostClaimPath = (username: string): string => `/api/auth/winlost/${username}/claim`
export const TRANSFER_TO_BANK_PATH = "/api/auth/user/transfer/to/bank"
/** demo's seeded loss this week (฿12,345.50) at silver's 5%. */
export const DEMO_REFUND = "฿617.27"

export const WINLOST_TEXTS = {
  heading: "คืนยอดเสีย",
  claim: "รับยอดเสีย",
  toBank: "โอนเข้าบัญชีธนาคาร",
  claimed: "รับยอดเสียสำเร็จ",
  alreadyClaimed: "รับยอดเสียของรอบนี้แล้ว",
  confirm: "ยืนยันการโอน"
} as const

/** Logged in, on /auth/winlost with the check-in popup closed and the report shown. */
export const openWinlost = async (page: Page, account: Account = demo) => {
  await openAs(page, account, WINLOST_PATH)
  await expect(page.getByRole("heading", { level: 1, name: WINLOST_TEXTS.heading })).toBeVisible()
}

const claimButton = (ctx: RowContext) => ctx.page.getByRole("button", { name: WINLOST_TEXTS.claim, exact: true })

/** 'รับยอดเสีย': this week's refund into the balance, one ledger row "loss-refund". */
export const winlostClaimWrite: WriteTarget = {
  name: "loss refund claim",
  ids: "OPEN-42, AMB-23, issue #10 §5",
  call: { path: winlostClaimPath(demo.username), method: "POST" },
  account: demo,
  ledgerKind: "loss-refund",
  arrive: async (ctx) => {
    await openWinlost(ctx.page)
    await expect(claimButton(ctx)).toBeEnabled()
  },
  button: claimButton,
  expectSettled: async ({ page }) => {
    await expect(page.getByText(WINLOST_TEXTS.alreadyClaimed)).toBeVisible()
  },
  expectDone: async ({ page }, ledger) => {
    await expect(page.getByText(WINLOST_TEXTS.claimed).first()).toBeVisible()
    await expect(page.getByText(WINLOST_TEXTS.alreadyClaimed)).toBeVisible()
    const row = await ledger()
    if (row === null) return
    expect(bahtText(row.amount)).toBe(DEMO_REFUND)
    // The balance after, as the server booked it (the answer's, or the refreshed one once read back).
    await expect(page.getByText(`ยอดเงินคงเหลือ ${bahtText(row.balanceAfter)}`)).toBeVisible()
  },
  expectNotDone: async (ctx) => {
    await expect(claimButton(ctx)).toBeEnabled()
  },
  stateReads: [{ path: winlostReportPath(demo.username), method: "GET" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto(WINLOST_PATH)
    await closeCheckInPopup(page)
    if (done) await expect(page.getByText(WINLOST_TEXTS.alreadyClaimed)).toBeVisible()
    else await expect(page.getByRole("button", { name: WINLOST_TEXTS.claim, exact: true })).toBeEnabled()
  }
}
