import { expect } from "../../support/fixtures"
import { chooseSlip, makeSlip, MY_REQUESTS_PATH, REQUEST_DEPOSIT_PATH, SLIP_PATH } from "../../support/slip"
import type { ListTarget } from "./list-rows"
import { ACCOUNTS, bahtText, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { RowContext } from "./row-context"
import { TEXTS } from "./texts"
import type { WriteTarget } from "./write-rows"

// The slip deposit's rows of the fault matrix (issue #10 §2, money.md): its write (confirm, then
// request-deposit) and its list (GET /api/auth/slip/my/request).

const demo = ACCOUNTS.demo
const confirmButton = ({ page }: RowContext) => page.getByRole("button", { name: "ยืนยันการฝาก" })
const doneStatus = ({ page }: RowContext) => page.getByRole("status").filter({ hasText: "ฝากเงินสำเร็จ" })
const requestsRegion = ({ page }: RowContext) => page.getByRole("region", { name: "รายการฝากด้วยสลิปของฉัน" })

/** The slip screen, logged in as demo, the check-in popup closed. */
const openSlipScreen = async (ctx: RowContext) => {
  await openAs(ctx.page, demo, SLIP_PATH)
}

/** 'ยืนยันการฝาก' of a 500-baht slip made by /__dev/bank-transfer and verified on the screen. */
export const slipDepositWrite: WriteTarget = {
  name: "slip deposit",
  ids: "#10 §2, OPEN-36, OPEN-37, money.md",
  call: { path: REQUEST_DEPOSIT_PATH, method: "POST" },
  account: demo,
  ledgerKind: "slip",
  arrive: async (ctx) => {
    const slip = await makeSlip(ctx.request, { amount: 500 })
    await openSlipScreen(ctx)
    await chooseSlip(ctx.page, slip.png)
    await expect(confirmButton(ctx)).toBeEnabled()
  },
  button: confirmButton,
  expectSettled: async (ctx) => {
    await expect(doneStatus(ctx)).toBeVisible()
  },
  expectDone: async (ctx, ledger) => {
    await expect(doneStatus(ctx)).toBeVisible()
    const row = await ledger()
    if (row === null) return
    await expect(doneStatus(ctx)).toContainText(bahtText(row.amount))
    await expect(doneStatus(ctx)).toContainText(`ยอดเงินคงเหลือ ${bahtText(row.balanceAfter)}`)
    await expect(requestsRegion(ctx)).toContainText("สำเร็จ")
  },
  expectNotDone: async (ctx) => {
    await expect(confirmButton(ctx)).toBeEnabled()
    await expect(doneStatus(ctx)).toHaveCount(0)
  },
  stateReads: [{ path: MY_REQUESTS_PATH, method: "GET" }],
  expectReconciled: async (ctx, done) => {
    await ctx.page.goto(SLIP_PATH)
    await closeCheckInPopup(ctx.page)
    if (done) await expect(requestsRegion(ctx)).toContainText("สำเร็จ")
    else await expect(requestsRegion(ctx)).toContainText("ยังไม่มีรายการฝากด้วยสลิป")
  }
}

/** The player's slip requests, loaded when the slip screen opens. */
export const slipRequestsList: ListTarget<null> = {
  name: "slip requests",
  ids: "#10 §2, STORE-03",
  call: { path: MY_REQUESTS_PATH, method: "GET" },
  arrive: async ({ page }) => {
    await openAs(page, demo, "/auth/dashboard")
    return null
  },
  send: async ({ page }) => {
    await page.goto(SLIP_PATH)
    await closeCheckInPopup(page)
  },
  expectFailed: async (ctx) => {
    await expectThaiErrorWithWayOn(ctx.page)
    await expect(requestsRegion(ctx).getByRole("button", { name: TEXTS.wayOn })).toBeVisible()
  },
  recover: async (ctx) => {
    await requestsRegion(ctx).getByRole("button", { name: TEXTS.wayOn }).click()
    await expect(requestsRegion(ctx)).toContainText("ยังไม่มีรายการฝากด้วยสลิป")
  },
  wrongShapes: [
    { label: "an object instead of a list", body: { success: true, message: "", data: { items: [] } } },
    { label: "requests without their fields", body: { success: true, message: "", data: [{ id: "x" }] } }
  ]
}
