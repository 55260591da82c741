import { expect, type APIRequestContext, type Page } from "@playwright/test"
import { DEMO_ACCOUNTS } from "../../../../src/domain/demo/accounts"
import type { ListTarget } from "./list-rows"
import { ACCOUNTS, apiCheckIn, apiLogin, bearer, expectThaiErrorWithWayOn, loginAs } from "./player"
import type { RowContext } from "./row-context"
import { TEXTS } from "./texts"
import type { WriteTarget } from "./write-rows"

// Withdrawals in the fault matrix (#10 §3, money.md): the write ('ยืนยันการถอน') and the lists of
// /auth/withdraw. Shared with test/e2e/withdraw.spec.ts.

const demo = ACCOUNTS.demo
const demoUuid = DEMO_ACCOUNTS.find((account) => account.username === demo.username)?.uuid ?? ""

export const WITHDRAW_PATH = `/api/auth/withdraw/${demoUuid}`
export const REQUESTS_PATH = `/api/auth/withdraw/withdraw-request/${demoUuid}`
export const HISTORY_PATH = `/api/auth/withdraw/withdraw-history/${demoUuid}`

export const WITHDRAW_TEXTS = {
  heading: "ถอนเงิน",
  amount: "จำนวนเงินที่ต้องการถอน",
  submit: "ถอนเงิน",
  dialog: "ยืนยันการถอนเงิน",
  confirm: "ยืนยันการถอน",
  pending: "รอดำเนินการ",
  approved: "สำเร็จ",
  rejected: "ไม่สำเร็จ",
  failed: "โอนไม่สำเร็จ",
  retry: "ลองใหม่",
  openTitle: "รายการที่กำลังดำเนินการ",
  historyTitle: "ประวัติการถอน",
  verifying: "กำลังตรวจสอบรายการ…"
} as const

/** demo with a known balance and today's check-in done (so that no popup covers the screen). */
export const prepareDemo = async (request: APIRequestContext, balanceBaht: number): Promise<string> => {
  const token = await apiLogin(request, demo)
  // 409: already checked in today (a second call in the same test).
  expect([200, 409]).toContain((await apiCheckIn(request, token)).status())
  const credit = await request.post("/__dev/credit", { data: { username: demo.username, balance: balanceBaht } })
  expect(credit.status()).toBe(204)
  return token
}

/** Logged in as demo on /auth/withdraw with today's room shown. */
export const openWithdraw = async (page: Page, request: APIRequestContext, balanceBaht = 5_000) => {
  await prepareDemo(request, balanceBaht)
  await loginAs(page, demo)
  await page.goto("/auth/withdraw")
  await expect(page.getByRole("heading", { level: 1, name: WITHDRAW_TEXTS.heading })).toBeVisible()
  await expect(page.getByText(/ถอนได้อีก \d ครั้งวันนี้/)).toBeVisible()
}

export const amountField = (page: Page) => page.getByLabel(WITHDRAW_TEXTS.amount)
export const submitButton = (page: Page) => page.getByRole("button", { name: WITHDRAW_TEXTS.submit, exact: true })
export const confirmDialog = (page: Page) => page.getByRole("dialog", { name: WITHDRAW_TEXTS.dialog })
export const openList = (page: Page) => page.getByRole("list", { name: WITHDRAW_TEXTS.openTitle })
export const historyList = (page: Page) => page.getByRole("list", { name: WITHDRAW_TEXTS.historyTitle })

/** Types the amount and opens the confirmation. */
export const askToWithdraw = async (page: Page, amount: string) => {
  await amountField(page).fill(amount)
  await expect(submitButton(page)).toBeEnabled()
  await submitButton(page).click()
  await expect(confirmDialog(page)).toBeVisible()
}

/** Withdrawals made through the API (another device of the player's). */
export const apiWithdraw = (request: APIRequestContext, token: string, amount: number) =>
  request.post(WITHDRAW_PATH, {
    headers: { ...bearer(token), "Idempotency-Key": crypto.randomUUID() },
    data: { amount }
  })

const expectPending500 = async (ctx: RowContext) => {
  const item = openList(ctx.page).getByRole("listitem").filter({ hasText: "฿500.00" })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText(WITHDRAW_TEXTS.pending)
  await expect(ctx.page.locator("[data-withdraw-balance]")).toHaveText("฿4,500.00")
}

/** 'ยืนยันการถอน' for ฿500 out of ฿5,000. */
export const withdrawWrite: WriteTarget = {
  name: "withdrawal",
  ids: "#10 §3, money.md",
  call: { path: WITHDRAW_PATH, method: "POST" },
  account: demo,
  ledgerKind: "withdrawal",
  arrive: async ({ page, request }) => {
    await openWithdraw(page, request)
    await askToWithdraw(page, "500")
  },
  button: ({ page }) => confirmDialog(page).getByRole("button", { name: WITHDRAW_TEXTS.confirm }),
  expectSettled: async ({ page }) => {
    await expect(confirmDialog(page)).toBeHidden()
  },
  expectDone: async (ctx, ledger) => {
    await expectPending500(ctx)
    const row = await ledger()
    expect(row?.amount).toBe(-50_000)
  },
  expectNotDone: async ({ page }) => {
    await expect(page.getByText("คำขอถอนยังไม่ถูกส่ง กรุณากดถอนเงินอีกครั้ง").first()).toBeVisible()
  },
  stateReads: [
    { path: REQUESTS_PATH, method: "GET" },
    { path: HISTORY_PATH, method: "GET" }
  ],
  expectReconciled: async ({ page }, done) => {
    await page.goto("/auth/withdraw")
    const item = openList(page).getByRole("listitem").filter({ hasText: "฿500.00" })
    await expect(item).toHaveCount(done ? 1 : 0)
  }
}

/** The open requests of /auth/withdraw (GET withdraw-request/{uuid}). */
export const withdrawRequestList: ListTarget<null> = {
  name: "withdraw requests",
  ids: "#10 §3",
  call: { path: REQUESTS_PATH, method: "GET" },
  arrive: async ({ page, request }) => {
    await prepareDemo(request, 5_000)
    await loginAs(page, demo)
    return null
  },
  send: async ({ page }) => {
    await page.goto("/auth/withdraw")
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("heading", { level: 1, name: WITHDRAW_TEXTS.heading })).toBeVisible()
  },
  recover: async ({ page }) => {
    await page.getByRole("button", { name: TEXTS.wayOn }).first().click()
    await expect(historyList(page)).toContainText(WITHDRAW_TEXTS.rejected)
  },
  wrongShapes: [{ label: "an object instead of a list", body: { success: true, message: "", data: { items: [] } } }]
}
