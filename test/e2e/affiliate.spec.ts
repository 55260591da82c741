import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import {
  AFFILIATE_PATH,
  AFFILIATE_TEXTS,
  affiliateBonusPath,
  affiliateIncomePath,
  affiliateLogPath,
  affiliateSection,
  affiliateWithdrawPath,
  openAffiliate,
  startWithdrawal,
  withdrawDialog
} from "./faults/support/affiliate-targets"
import {
  ACCOUNTS,
  apiBalance,
  apiLogin,
  bahtText,
  closeCheckInPopup,
  expectLedgerRows,
  ledgerOf
} from "./faults/support/player"

// The affiliate screen (#12, ROUTE-08, PROD-04, PROD-14, OPEN-05, OPEN-20, API-32..API-37).

const demo = ACCOUNTS.demo
/** A player nobody registered through (no seeded downlines either). */
const newbie = { username: "newbie", password: "newbie1234", name: "มานะ เริ่มต้น" }
const INCOME = "[data-affiliate-income]"
const moneyOf = (text: string | null): number => Math.round(Number((text ?? "").replace(/[฿,]/g, "")) * 100)

test.describe("affiliate", () => {
  test("ROUTE-08 OPEN-05 demo sees the code, the link and its QR, LINE's share, the income with 0.5 %, the bonus, 1,000 downlines and the history", async ({
    page,
    baseURL
  }) => {
    const requests = recordRequests(page)
    await openAffiliate(page)
    const link = `${baseURL}/aff/SC7788`
    await expect(page.locator("[data-affiliate-code]")).toHaveText("SC7788")
    await expect(page.getByLabel("ลิงก์สมัครของคุณ")).toHaveValue(link)
    await expect(page.getByRole("img", { name: "QR ของลิงก์แนะนำเพื่อน" })).toBeVisible()
    const line = page.getByRole("link", { name: "แชร์ไปที่ LINE" })
    await expect(line).toHaveAttribute(
      "href",
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`
    )
    await expect(line).toHaveAttribute("target", "_blank")
    await expect(line).toHaveAttribute("rel", "noopener noreferrer")
    await expect(page.getByText("รายได้คงเหลือ").first()).toBeVisible()
    await expect(page.locator(INCOME)).toHaveText(/^฿[\d,]+\.\d\d$/)
    await expect(page.getByText("รับ 0.5% จากยอดฝากของเพื่อนทุกครั้ง")).toBeVisible()
    await expect(page.locator("[data-bonus-total]")).toHaveText(/^฿[\d,]+\.\d\d$/)
    await expect(page.getByText(AFFILIATE_TEXTS.downlineCount)).toBeVisible()
    await expect(affiliateSection(page, "ประวัติการถอนรายได้").getByRole("listitem")).toHaveCount(4)
    // API-32..API-37: every call of the programme, the log asked for as "af".
    const paths = (await requests.all()).map((r) => r.path)
    for (const path of [
      affiliateIncomePath("demo"),
      "/api/auth/affiliate/downline/demo",
      affiliateBonusPath("demo"),
      affiliateLogPath("demo")
    ])
      expect(paths).toContain(path)
    expect(paths.some((path) => path.startsWith("/api/auth/affiliate/code/"))).toBe(true)
    const log = (await requests.all()).find((r) => r.path === affiliateLogPath("demo"))
    expect(JSON.parse(log?.postData ?? "{}")).toMatchObject({
      type: "af",
      start: expect.any(String),
      end: expect.any(String)
    })
  })

  test("'คัดลอกลิงก์' puts the share link on the clipboard and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openAffiliate(page)
    await page.getByRole("button", { name: "คัดลอกลิงก์" }).click()
    await expect(page.getByText("คัดลอกลิงก์แล้ว")).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/aff/SC7788`)
  })

  test("#12 the downline is masked by the API, searchable, and 1,000 rows scroll with only a few in the DOM", async ({
    page
  }) => {
    await openAffiliate(page)
    const list = page.getByRole("region", { name: "รายชื่อเพื่อนที่แนะนำ" })
    const rows = list.locator("[data-downline]")
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBeLessThan(40)
    for (const name of await list.locator("li span span:first-child").allTextContents())
      expect(name).toMatch(/^[a-z0-9]{1,2}\*\*\*[a-z0-9]{1,2}$/)
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect(list.locator('li[aria-posinset="1000"]')).toBeVisible()
    expect(await rows.count()).toBeLessThan(40)
    const first = (await list.locator("li span span:first-child").first().textContent()) ?? ""
    await page.getByLabel("ค้นหาชื่อผู้ใช้").fill("zzzz")
    await expect(page.getByText("ไม่พบชื่อผู้ใช้ที่ค้นหา")).toBeVisible()
    await page.getByLabel("ค้นหาชื่อผู้ใช้").fill(first.slice(0, 2))
    await expect(page.getByText(/^พบ [\d,]+ คน$/)).toBeVisible()
    await expect(list.locator("[data-downline]").first()).toContainText(first.slice(0, 2))
  })

  test("#12 the bonus range shows Buddhist-era dates, this month first; a preset and a reversed range", async ({
    page
  }) => {
    await openAffiliate(page)
    const bonus = affiliateSection(page, "โบนัสตามช่วงเวลา")
    await expect(bonus.locator("[data-bonus-range]")).toHaveText(/^1 .+ 25[6-9]\d – \d{1,2} .+ 25[6-9]\d$/)
    await expect(bonus.getByRole("button", { name: "เดือนนี้" })).toHaveAttribute("aria-pressed", "true")
    await expect(bonus.getByLabel("ตั้งแต่ ปี (พ.ศ.)")).toHaveValue(String(new Date().getFullYear()))
    await expect(bonus.getByLabel("ตั้งแต่ ปี (พ.ศ.)").locator("option:checked")).toHaveText(/^25[6-9]\d$/)
    const requests = recordRequests(page)
    await bonus.getByRole("button", { name: "เดือนที่แล้ว" }).click()
    await expect(bonus.locator("[data-bonus-total]")).toHaveText(/^฿[\d,]+\.\d\d$/)
    const asked = (await requests.all()).filter((r) => r.path === affiliateBonusPath("demo"))
    expect(asked).toHaveLength(1)
    const body: unknown = JSON.parse(asked[0]?.postData ?? "{}")
    expect(body).toEqual({
      start: expect.stringMatching(/T17:00:00\.000Z$/),
      end: expect.stringMatching(/T17:00:00\.000Z$/)
    })
    // The start moved after the end: said in Thai, nothing asked.
    await bonus.getByLabel("ตั้งแต่ ปี (พ.ศ.)").selectOption(String(new Date().getFullYear()))
    await bonus.getByLabel("ถึง ปี (พ.ศ.)").selectOption(String(new Date().getFullYear() - 1))
    await expect(bonus.getByRole("alert")).toHaveText("วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด")
  })

  test("OPEN-20 'ถอนรายได้' into the balance: the minimum and the income said in Thai, then one ledger row and the balance", async ({
    page,
    request
  }) => {
    const token = await apiLogin(request, demo)
    const before = await apiBalance(request, demo.username, token)
    await openAffiliate(page)
    const incomeBefore = moneyOf(await page.locator(INCOME).textContent())
    const dialog = await startWithdrawal(page, "99.99")
    const confirm = dialog.getByRole("button", { name: AFFILIATE_TEXTS.confirm })
    await expect(dialog.getByText("ขั้นต่ำ 100 บาท")).toBeVisible()
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel(AFFILIATE_TEXTS.amount).fill("99999")
    await expect(dialog.getByText("รายได้ไม่พอ")).toBeVisible()
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel(AFFILIATE_TEXTS.amount).fill("100")
    const requests = recordRequests(page)
    await confirm.click()
    await expect(page.getByText(AFFILIATE_TEXTS.success).first()).toBeVisible()
    await expect(withdrawDialog(page)).toBeHidden()
    const [row] = await expectLedgerRows(request, demo.username, "affiliate-income", 1)
    expect(row?.amount).toBe(10_000)
    expect((row?.balanceAfter ?? 0) - before).toBe(10_000)
    await expect(page.getByText(`ยอดเงินคงเหลือ ${bahtText(row?.balanceAfter ?? 0)}`)).toBeVisible()
    await expect(page.locator(INCOME)).toHaveText(bahtText(incomeBefore - 10_000))
    const history = affiliateSection(page, "ประวัติการถอนรายได้").getByRole("listitem")
    await expect(history).toHaveCount(5)
    await expect(history.first()).toContainText("฿100.00")
    await expect(history.first()).toContainText("เข้ายอดเงินในเกม")
    const sent = (await requests.all()).filter((r) => r.path === affiliateWithdrawPath("demo"))
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0]?.postData ?? "{}")).toEqual({ amount: 100, type: "credit" })
    expect(sent[0]?.headers["idempotency-key"]).toMatch(/\S/)
  })

  test("'ถอนรายได้' to the bank names the masked account and leaves the balance", async ({ page, request }) => {
    await openAffiliate(page)
    const dialog = await startWithdrawal(page, "150.50")
    await dialog.getByRole("radio", { name: /บัญชีธนาคาร/ }).check()
    await expect(dialog).toContainText("xxx-x-xx789-0")
    await expect(dialog).not.toContainText("1234567890")
    await dialog.getByRole("button", { name: AFFILIATE_TEXTS.confirm }).click()
    await expect(page.getByText("฿150.50 โอนเข้าบัญชี xxx-x-xx789-0")).toBeVisible()
    expect((await ledgerOf(request, demo.username)).filter((r) => r.kind === "affiliate-income")).toHaveLength(0)
    await expect(affiliateSection(page, "ประวัติการถอนรายได้").getByRole("listitem").first()).toContainText("เข้าบัญชีธนาคาร")
  })

  test("money.md a refusal shows the server's Thai message and keeps what the player typed", async ({ page }) => {
    await openAffiliate(page)
    await page.route(`**${affiliateWithdrawPath("demo")}`, (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ success: false, message: "รายได้ไม่พอ" })
      })
    )
    const dialog = await startWithdrawal(page, "120")
    await dialog.getByRole("button", { name: AFFILIATE_TEXTS.confirm }).click()
    await expect(dialog.getByRole("alert").filter({ hasText: "รายได้ไม่พอ" })).toBeVisible()
    await expect(dialog.getByLabel(AFFILIATE_TEXTS.amount)).toHaveValue("120")
  })

  test("a player with no downline sees Thai empty states, and the income's failure offers 'ลองใหม่'", async ({
    page
  }) => {
    await page.route(
      `**${affiliateIncomePath(newbie.username)}`,
      (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{oops" }),
      { times: 1 }
    )
    await openAffiliate(page, newbie)
    await expect(page.getByRole("alert").filter({ hasText: "โหลดรายได้ไม่สำเร็จ" })).toBeVisible()
    await expect(page.getByText("ยังไม่มีเพื่อนที่สมัครด้วยรหัสของคุณ")).toBeVisible()
    await expect(page.getByText("ยังไม่มีโบนัสในช่วงนี้")).toBeVisible()
    await expect(page.getByText("ยังไม่มีประวัติการถอนรายได้")).toBeVisible()
    await affiliateSection(page, "รายได้").getByRole("button", { name: AFFILIATE_TEXTS.retry }).click()
    await expect(page.locator(INCOME)).toHaveText("฿0.00")
  })

  test("PROD-04 the same session opens the screen again after a reload, no role switch", async ({ page }) => {
    await openAffiliate(page)
    await page.reload()
    await closeCheckInPopup(page)
    await expect(page).toHaveURL(new RegExp(`${AFFILIATE_PATH}$`))
    await expect(page.locator("[data-affiliate-code]")).toHaveText("SC7788")
  })
})
