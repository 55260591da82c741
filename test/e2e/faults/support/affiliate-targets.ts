import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import type { ListTarget } from "./list-rows"
import { type Account, ACCOUNTS, bahtText, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"

// The affiliate screen's targets (#12): 'ถอนรายได้' into the game balance is a write that moves
// money; the downline and the bonus of a range are reads the player sees.

const demo = ACCOUNTS.demo

export const AFFILIATE_PATH = "/auth/affiliate"
export const affiliateWithdrawPath = (username: string): string => `/api/auth/affiliate/withdraw/${username}`
export const affiliateDownlinePath = (username: string): string => `/api/auth/affiliate/downline/${username}`
export const affiliateBonusPath = (username: string): string => `/api/auth/affiliate/downline/bonus/${username}`
export const affiliateIncomePath = (username: string): string => `/api/auth/affiliate/bonus/${username}`
export const affiliateLogPath = (username: string): string => `/api/auth/log/affiliate/${username}`

export const AFFILIATE_TEXTS = {
  heading: "แนะนำเพื่อน",
  withdraw: "ถอนรายได้",
  confirm: "ยืนยันถอนรายได้",
  success: "ถอนรายได้สำเร็จ",
  amount: "จำนวนเงินที่ต้องการถอน",
  downlineCount: "ทั้งหมด 1,000 คน",
  retry: "ลองใหม่"
} as const

/** Logged in, on /auth/affiliate with the check-in popup closed and the screen's h1 shown. */
export const openAffiliate = async (page: Page, account: Account = demo) => {
  await openAs(page, account, AFFILIATE_PATH)
  await expect(page.getByRole("heading", { level: 1, name: AFFILIATE_TEXTS.heading })).toBeVisible()
}

/** A block of the screen by its heading (each is a region labelled by its h2). */
export const affiliateSection = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true })

export const withdrawDialog = (page: Page) => page.getByRole("dialog", { name: AFFILIATE_TEXTS.withdraw })

/** Opens 'ถอนรายได้' and types an amount (baht). */
export const startWithdrawal = async (page: Page, amount: string) => {
  await affiliateSection(page, "รายได้").getByRole("button", { name: AFFILIATE_TEXTS.withdraw }).click()
  const dialog = withdrawDialog(page)
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(AFFILIATE_TEXTS.amount).fill(amount)
  return dialog
}

const confirmButton = (ctx: RowContext) =>
  withdrawDialog(ctx.page).getByRole("button", { name: AFFILIATE_TEXTS.confirm })

/** 'ถอนรายได้' of ฿100 into the game balance: one ledger row "affiliate-income". */
export const affiliateWithdrawWrite: WriteTarget = {
  name: "affiliate income withdrawal",
  ids: "API-35, OPEN-20, #12",
  call: { path: affiliateWithdrawPath(demo.username), method: "POST" },
  account: demo,
  ledgerKind: "affiliate-income",
  arrive: async (ctx) => {
    await openAffiliate(ctx.page)
    await startWithdrawal(ctx.page, "100")
    await expect(confirmButton(ctx)).toBeEnabled()
  },
  button: confirmButton,
  expectSettled: async ({ page }) => {
    await expect(page.getByText(AFFILIATE_TEXTS.success).first()).toBeVisible()
  },
  expectDone: async ({ page }, ledger) => {
    await expect(page.getByText(AFFILIATE_TEXTS.success).first()).toBeVisible()
    await expect(withdrawDialog(page)).toBeHidden()
    const row = await ledger()
    if (row === null) return
    expect(bahtText(row.amount)).toBe("฿100.00")
    // The balance after, as the server booked it (the answer's, or the refreshed one once read back).
    await expect(page.getByText(`ยอดเงินคงเหลือ ${bahtText(row.balanceAfter)}`)).toBeVisible()
  },
  expectNotDone: async (ctx) => {
    await expect(confirmButton(ctx)).toBeEnabled()
  },
  stateReads: [{ path: affiliateLogPath(demo.username), method: "POST" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto(AFFILIATE_PATH)
    await closeCheckInPopup(page)
    const history = affiliateSection(page, "ประวัติการถอนรายได้").getByRole("listitem")
    await expect(history).toHaveCount(done ? 5 : 4)
  }
}

const arriveOnAffiliate = async ({ page }: RowContext) => {
  await openAs(page, demo, "/auth/dashboard")
  return null
}

const sendByOpening = async ({ page }: RowContext) => {
  await page.goto(AFFILIATE_PATH)
  await closeCheckInPopup(page)
}

/** GET /api/auth/affiliate/downline/{username}: the downline says it failed; the income still shows. */
export const affiliateDownlineList: ListTarget<null> = {
  name: "affiliate downline",
  ids: "API-33, #12",
  call: { path: affiliateDownlinePath(demo.username), method: "GET" },
  arrive: arriveOnAffiliate,
  send: sendByOpening,
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(affiliateSection(page, "เพื่อนที่แนะนำ").getByRole("alert")).toContainText("โหลดรายชื่อเพื่อนไม่สำเร็จ")
    await expect(page.locator("[data-affiliate-income]")).toHaveText(/^฿[\d,]+\.\d\d$/)
  },
  recover: async ({ page }) => {
    await affiliateSection(page, "เพื่อนที่แนะนำ").getByRole("button", { name: AFFILIATE_TEXTS.retry }).click()
    await expect(page.getByText(AFFILIATE_TEXTS.downlineCount)).toBeVisible()
  },
  wrongShapes: [
    { label: "a list instead of an object", body: { success: true, message: "", data: [] } },
    {
      label: "members without their fields",
      body: { success: true, message: "", data: { total: 1, active: 0, members: [{ username: "ab***cd" }] } }
    }
  ]
}

/** POST /api/auth/affiliate/downline/bonus/{username}: the bonus says it failed; the downline still shows. */
export const affiliateBonusList: ListTarget<null> = {
  name: "affiliate bonus of a range",
  ids: "API-36, #12",
  call: { path: affiliateBonusPath(demo.username), method: "POST" },
  arrive: arriveOnAffiliate,
  send: sendByOpening,
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(affiliateSection(page, "โบนัสตามช่วงเวลา").getByRole("alert")).toContainText("โหลดโบนัสไม่สำเร็จ")
    await expect(page.getByText(AFFILIATE_TEXTS.downlineCount)).toBeVisible()
  },
  recover: async ({ page }) => {
    await affiliateSection(page, "โบนัสตามช่วงเวลา").getByRole("button", { name: AFFILIATE_TEXTS.retry }).click()
    await expect(page.locator("[data-bonus-total]")).toHaveText(/^฿[\d,]+\.\d\d$/)
  },
  wrongShapes: [
    { label: "a list instead of an object", body: { success: true, message: "", data: [] } },
    {
      label: "a bonus as text",
      body: { success: true, message: "", data: { total_bonus: "7.50", total_deposits: 0, downline_users: [] } }
    }
  ]
}
