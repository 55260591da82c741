import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { socketJoined } from "./support/session"
import { dropAnswer } from "./faults/support/page-faults"
import { expectLedgerRows, ACCOUNTS } from "./faults/support/player"
import {
  amountField,
  apiWithdraw,
  askToWithdraw,
  confirmDialog,
  historyList,
  openList,
  openWithdraw,
  prepareDemo,
  submitButton,
  WITHDRAW_PATH,
  WITHDRAW_TEXTS as T
} from "./faults/support/withdraw-targets"

// Withdrawals end to end (#10 §3, §6; money.md): through settlement by /__dev/withdrawals, which
// the screen learns from the socket without a reload.

const balance = (page: Page) => page.locator("[data-withdraw-balance]")

const withdraw500 = async (page: Page) => {
  await askToWithdraw(page, "500")
  await expect(confirmDialog(page)).toContainText("฿500.00")
  await expect(confirmDialog(page)).toContainText("xxx-x-xx789-0")
  await confirmDialog(page).getByRole("button", { name: T.confirm }).click()
  await expect(confirmDialog(page)).toBeHidden()
  const item = openList(page).getByRole("listitem").filter({ hasText: "฿500.00" })
  await expect(item).toContainText(T.pending)
  await expect(balance(page)).toHaveText("฿4,500.00")
  // The tests then settle it on the server, which the page hears of by its socket.
  await socketJoined(page)
  return item
}

test.describe("withdraw (#10 §3)", () => {
  test("approved: held at once, 'รอดำเนินการ', then 'สำเร็จ' by the socket without a reload", async ({ page }) => {
    await openWithdraw(page, page.request)
    await expect(page.getByText("ถอนได้อีก 5 ครั้งวันนี้")).toBeVisible()
    await expect(page.getByText("วงเงินถอนคงเหลือวันนี้ ฿100,000.00")).toBeVisible()
    await expect(page.locator("[data-account-number]")).toHaveText("xxx-x-xx789-0")
    await withdraw500(page)
    await expect(page.getByText("ถอนได้อีก 4 ครั้งวันนี้")).toBeVisible()
    await expect(page.getByText("วงเงินถอนคงเหลือวันนี้ ฿99,500.00")).toBeVisible()
    const navigations: Array<string> = []
    page.on("framenavigated", (frame) => navigations.push(frame.url()))
    await page.request.post("/__dev/withdrawals", { data: { outcome: "approved" } })
    const settled = historyList(page).getByRole("listitem").filter({ hasText: "฿500.00" })
    await expect(settled).toContainText(T.approved)
    await expect(openList(page)).toHaveCount(0)
    await expect(balance(page)).toHaveText("฿4,500.00")
    expect(navigations).toEqual([])
    await expectLedgerRows(page.request, "demo", "withdrawal", 1)
  })

  test("rejected: the money comes back and the reason is shown", async ({ page }) => {
    await openWithdraw(page, page.request)
    await withdraw500(page)
    await page.request.post("/__dev/withdrawals", { data: { outcome: "rejected" } })
    const settled = historyList(page).getByRole("listitem").filter({ hasText: "฿500.00" }).first()
    await expect(settled).toContainText(T.rejected)
    await expect(settled).toContainText("บัญชีปลายทางไม่ถูกต้อง")
    await expect(balance(page)).toHaveText("฿5,000.00")
    await expectLedgerRows(page.request, "demo", "withdrawal-refund", 1)
  })

  test("failed, then 'ลองใหม่' queues it again once, then approved", async ({ page }) => {
    await openWithdraw(page, page.request)
    const item = await withdraw500(page)
    await page.request.post("/__dev/withdrawals", { data: { outcome: "failed" } })
    await expect(item).toContainText(T.failed)
    await expect(item).toContainText("ธนาคารปลายทางขัดข้อง")
    const recorded = recordRequests(page)
    await item.getByRole("button", { name: T.retry }).click()
    await expect(item).toContainText(T.pending)
    expect((await recorded.all()).filter((r) => r.path === "/api/auth/withdraw/retry")).toHaveLength(1)
    await page.request.post("/__dev/withdrawals", { data: { outcome: "approved" } })
    await expect(historyList(page).getByRole("listitem").filter({ hasText: "฿500.00" })).toContainText(T.approved)
    await expect(balance(page)).toHaveText("฿4,500.00")
    await expectLedgerRows(page.request, "demo", "withdrawal", 1)
  })

  test("validation as the player types, with the exact messages; 'ถอนเงิน' disabled meanwhile", async ({ page }) => {
    await openWithdraw(page, page.request, 150_000)
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["99.99", "ขั้นต่ำ 100 บาท"],
      ["150000.01", "ยอดเงินไม่พอ"],
      ["100000.01", "เกินวงเงินถอนต่อวัน"]
    ]
    for (const [typed, message] of cases) {
      await amountField(page).fill(typed)
      await expect(page.getByText(message, { exact: true })).toBeVisible()
      await expect(submitButton(page)).toBeDisabled()
    }
    await amountField(page).fill("100000")
    await expect(submitButton(page)).toBeEnabled()
    await page.getByRole("button", { name: "ถอนทั้งหมด" }).click()
    await expect(amountField(page)).toHaveValue("100,000.00")
  })

  test("the sixth withdrawal of the day: 'ถอนได้ไม่เกิน 5 ครั้งต่อวัน'", async ({ page }) => {
    const token = await prepareDemo(page.request, 5_000)
    for (let n = 0; n < 5; n += 1) expect((await apiWithdraw(page.request, token, 100)).status()).toBe(200)
    await openWithdraw(page, page.request)
    await expect(page.getByText("ถอนได้อีก 0 ครั้งวันนี้")).toBeVisible()
    await amountField(page).fill("100")
    await expect(page.getByText("ถอนได้ไม่เกิน 5 ครั้งต่อวัน", { exact: true })).toBeVisible()
    await expect(submitButton(page)).toBeDisabled()
  })

  test("a refusal shows the server's Thai message and keeps the typed amount", async ({ page, dev }) => {
    await openWithdraw(page, page.request)
    await dev.injectFault({
      path: WITHDRAW_PATH,
      method: "POST",
      status: 400,
      body: { success: false, message: "ยอดเงินไม่พอ" }
    })
    await askToWithdraw(page, "500")
    await confirmDialog(page).getByRole("button", { name: T.confirm }).click()
    await expect(confirmDialog(page)).toBeHidden()
    await expect(page.getByText("ยอดเงินไม่พอ").first()).toBeVisible()
    await expect(amountField(page)).toHaveValue("500")
    await expectLedgerRows(page.request, "demo", "withdrawal", 0)
  })

  test("money.md: the answer is lost after the server took it: one withdrawal, shown as 'รอดำเนินการ'", async ({
    page
  }) => {
    await openWithdraw(page, page.request)
    const recorded = recordRequests(page)
    const dropped = await dropAnswer(page, { path: WITHDRAW_PATH, method: "POST" })
    await askToWithdraw(page, "500")
    await confirmDialog(page).getByRole("button", { name: T.confirm }).click()
    await expect.poll(dropped.dropped).toBe(1)
    const item = openList(page).getByRole("listitem").filter({ hasText: "฿500.00" })
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(T.pending)
    await expect(balance(page)).toHaveText("฿4,500.00")
    await expectLedgerRows(page.request, ACCOUNTS.demo.username, "withdrawal", 1)
    expect((await recorded.all()).filter((r) => r.path === WITHDRAW_PATH && r.method === "POST")).toHaveLength(1)
  })

  test("a double press on 'ยืนยันการถอน' sends one request", async ({ page }) => {
    await openWithdraw(page, page.request)
    const recorded = recordRequests(page)
    await askToWithdraw(page, "500")
    await confirmDialog(page)
      .getByRole("button", { name: T.confirm })
      .evaluate((button) => {
        if (!(button instanceof HTMLElement)) throw new Error("not an element")
        button.click()
        button.click()
      })
    await expect(openList(page).getByRole("listitem").filter({ hasText: "฿500.00" })).toHaveCount(1)
    await page.waitForTimeout(300)
    expect((await recorded.all()).filter((r) => r.path === WITHDRAW_PATH && r.method === "POST")).toHaveLength(1)
    await expectLedgerRows(page.request, "demo", "withdrawal", 1)
  })

  test("the public strip 'รายการถอนล่าสุด' on the home page, usernames masked", async ({ page }) => {
    await page.goto("/")
    const strip = page.getByRole("region", { name: "รายการถอนล่าสุด" })
    await expect(strip.getByRole("listitem").first()).toBeVisible()
    await expect(strip).toContainText("***")
  })
})
