import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { ACCOUNTS, apiBalance, apiLogin, bahtText, expectLedgerRows, ledgerOf } from "./faults/support/player"
import { DEMO_REFUND, openWinlost, TRANSFER_TO_BANK_PATH, WINLOST_TEXTS } from "./faults/support/winlost-targets"

// The loss refund (issue #10 §5, ROUTE-09, OPEN-06, OPEN-42, API-21, API-37, AMB-23).

const demo = ACCOUNTS.demo

test.describe("loss refund", () => {
  test("ROUTE-09 shows this week's period in Buddhist-era dates, the loss, silver's 5% and the refund, and the past refunds", async ({
    page
  }) => {
    await openWinlost(page)
    await expect(page.getByText(/รอบ \d{1,2} .+ 25[6-9]\d – \d{1,2} .+ 25[6-9]\d/).first()).toBeVisible()
    await expect(page.getByText("฿12,345.50")).toBeVisible()
    await expect(page.getByText("5%", { exact: true })).toBeVisible()
    await expect(page.getByTestId("winlost-refund")).toHaveText(DEMO_REFUND)
    const history = page.getByRole("region", { name: "ประวัติการรับยอดเสีย" })
    await expect(history.getByRole("listitem")).toHaveCount(3)
  })

  test("API-37 the log is asked for with type 'wl' and a range", async ({ page }) => {
    const requests = recordRequests(page)
    await openWinlost(page)
    await expect(page.getByRole("region", { name: "ประวัติการรับยอดเสีย" }).getByRole("listitem").first()).toBeVisible()
    const logs = (await requests.all()).filter((r) => r.path === `/api/auth/log/affiliate/${demo.username}`)
    expect(logs.length).toBeGreaterThan(0)
    expect(JSON.parse(logs[0]?.postData ?? "{}")).toMatchObject({
      type: "wl",
      start: expect.any(String),
      end: expect.any(String)
    })
  })

  test("claiming moves exactly the refund into the balance, once; a second claim is impossible", async ({
    page,
    request
  }) => {
    const token = await apiLogin(request, demo)
    const before = await apiBalance(request, demo.username, token)
    await openWinlost(page)
    await page.getByRole("button", { name: WINLOST_TEXTS.claim, exact: true }).click()
    await expect(page.getByText(WINLOST_TEXTS.claimed).first()).toBeVisible()
    const [row] = await expectLedgerRows(request, demo.username, "loss-refund", 1)
    expect(bahtText(row?.amount ?? 0)).toBe(DEMO_REFUND)
    expect((row?.balanceAfter ?? 0) - before).toBe(61_727)
    await expect(page.getByText(`ยอดเงินคงเหลือ ${bahtText(row?.balanceAfter ?? 0)}`)).toBeVisible()
    await expect(page.getByText(WINLOST_TEXTS.alreadyClaimed)).toBeVisible()
    await expect(page.getByText(/รอบถัดไปเริ่ม .*25[6-9]\d/)).toBeVisible()
    await expect(page.getByRole("button", { name: WINLOST_TEXTS.claim, exact: true })).toHaveCount(0)
    await expect(page.getByRole("region", { name: "ประวัติการรับยอดเสีย" }).getByRole("listitem")).toHaveCount(4)
    // Reloaded, the period stays claimed.
    await page.reload()
    await expect(page.getByText(WINLOST_TEXTS.alreadyClaimed)).toBeVisible()
    await expect(page.getByRole("button", { name: WINLOST_TEXTS.claim, exact: true })).toHaveCount(0)
  })

  test("API-21 transfer to the bank asks first naming the masked account, pays out once and leaves the balance", async ({
    page,
    request
  }) => {
    await openWinlost(page)
    const requests = recordRequests(page)
    await page.getByRole("button", { name: WINLOST_TEXTS.toBank, exact: true }).click()
    const dialog = page.getByRole("dialog", { name: "ยืนยันโอนเข้าบัญชีธนาคาร" })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText("xxx-x-xx789-0")
    await expect(dialog).toContainText(DEMO_REFUND)
    await expect(dialog).not.toContainText("1234567890")
    await dialog.getByRole("button", { name: WINLOST_TEXTS.confirm }).click()
    await expect(page.getByText(WINLOST_TEXTS.claimed).first()).toBeVisible()
    await expect(page.getByText(/เข้าบัญชี xxx-x-xx789-0/)).toBeVisible()
    const sent = (await requests.all()).filter((r) => r.path === TRANSFER_TO_BANK_PATH)
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]?.postData ?? "{}")).toEqual({ source: "winlost", amount: 617.27 })
    expect(sent[0]?.headers["idempotency-key"]).toMatch(/\S/)
    expect((await ledgerOf(request, demo.username)).filter((r) => r.kind === "loss-refund")).toHaveLength(0)
    await expect(page.getByText(WINLOST_TEXTS.alreadyClaimed)).toBeVisible()
  })

  test("a player without a loss this week has nothing to claim", async ({ page }) => {
    await openWinlost(page, ACCOUNTS.gold)
    await expect(page.getByText("ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้")).toBeVisible()
    await expect(page.getByRole("button", { name: WINLOST_TEXTS.claim, exact: true })).toHaveCount(0)
    await expect(page.getByText("ยังไม่มีประวัติการรับยอดเสีย")).toBeVisible()
  })

  test("the report failing shows a Thai error with 'ลองใหม่', which loads it", async ({ page }) => {
    await page.route(`**/api/auth/winlost/${demo.username}`, (route) => route.fulfill({ status: 200, body: "{oops" }), {
      times: 1
    })
    await openWinlost(page)
    await expect(page.getByRole("alert").filter({ hasText: "โหลดยอดเสียไม่สำเร็จ" })).toBeVisible()
    await page.getByRole("button", { name: "ลองใหม่" }).first().click()
    await expect(page.getByTestId("winlost-refund")).toHaveText(DEMO_REFUND)
  })
})
