import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { ACCOUNTS, balanceAmount } from "./faults/support/player"
import { historyApiPath, HISTORY_ACCOUNT, HISTORY_PATH, openHistory } from "./faults/support/history-targets"
import { openReward, redeemDialog, REWARD_TEXTS, rewardCard, rewardCategoryPath } from "./faults/support/reward-targets"
import { checkInDialog, openSignedIn } from "./support/session"

// #29 "A history that explains every baht": every balance move is a row, the rows add up to the
// balance, a row opens its whole detail, days have headings, a period narrows the list.

const rows = (page: Page) => page.locator("[data-history-row]")
const DAY_MS = 86_400_000
const BANGKOK_MS = 7 * 3_600_000
const THAI_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
const LONG_MONTHS = [
  "มกราคม",
  "กุมภาพันธ์",
  "มีนาคม",
  "เมษายน",
  "พฤษภาคม",
  "มิถุนายน",
  "กรกฎาคม",
  "สิงหาคม",
  "กันยายน",
  "ตุลาคม",
  "พฤศจิกายน",
  "ธันวาคม"
]

/** The next answer of `history`'s list. */
const answer = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === historyApiPath(HISTORY_ACCOUNT.username))

/** "฿1,540.75" as satang. */
const satangOf = (text: string): number => Math.round(Number(text.replace(/[฿,\s]/g, "")) * 100)

/** The instants of the rows in the DOM (their <time>). */
const rowTimes = (page: Page) =>
  rows(page).evaluateAll((els) => els.map((el) => Date.parse(el.querySelector("time")?.getAttribute("datetime") ?? "")))

/** The Bangkok calendar of an instant: its year, month (0-11) and the start of its day. */
const bangkok = (at: number) => {
  const shifted = new Date(at + BANGKOK_MS)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    dayStart: Math.floor((at + BANGKOK_MS) / DAY_MS) * DAY_MS - BANGKOK_MS
  }
}

test.describe("#29 a history that explains every baht", () => {
  test("#29 after a check-in and a redeem, 'ทั้งหมด' shows both credits and the rows add up from the oldest shown balance to the balance shown", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/dashboard", ACCOUNTS.demo)
    await checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" }).click()
    await expect(page.getByText(/เช็คอินสำเร็จ/).first()).toBeVisible()
    await openReward(page, rewardCategoryPath(7))
    await rewardCard(page, 102).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    await redeemDialog(page).getByRole("button", { name: REWARD_TEXTS.confirm }).click()
    await expect(page.getByText(REWARD_TEXTS.creditDone).first()).toBeVisible()

    await page.goto("/auth/dashboard")
    await expect(balanceAmount(page)).toHaveText(/^฿[\d,]+\.\d\d$/)
    // The fresh balance, not the device's kept one the page paints first.
    await expect(balanceAmount(page)).not.toHaveAttribute("data-refreshing")
    const shown = satangOf((await balanceAmount(page).textContent()) ?? "")

    // A tall window: every one of demo's rows is in the DOM at once.
    await page.setViewportSize({ width: 390, height: 6_000 })
    await page.goto(HISTORY_PATH)
    const tabs = page.getByRole("tablist", { name: "ประเภทรายการ" })
    await expect(tabs.getByRole("tab", { name: "ทั้งหมด" })).toHaveAttribute("aria-selected", "true")
    await expect(page.locator('[data-history-row="check-in"]')).toContainText("เช็คอินรายวัน")
    await expect(page.locator('[data-history-row="check-in"]')).toContainText("+฿20.00")
    await expect(page.locator('[data-history-row="reward"]')).toContainText("เครดิตจากของรางวัล")
    await expect(page.locator('[data-history-row="reward"]')).toContainText("+฿20.00")
    await expect(page.getByText("แสดงครบทุกรายการแล้ว")).toBeVisible()

    const moves = await rows(page).evaluateAll((els) =>
      els.map((el) => ({
        moved: Number(el.getAttribute("data-history-moved") ?? "0"),
        text: el.textContent ?? ""
      }))
    )
    // The oldest row that says a balance ('คงเหลือ ฿…'), and every newer row's signed amount.
    const oldest = moves.map((row) => row.text.includes("คงเหลือ ฿")).lastIndexOf(true)
    expect(oldest).toBeGreaterThan(0)
    const start = satangOf(/คงเหลือ (฿[\d,.]+)/.exec(moves[oldest]?.text ?? "")?.[1] ?? "")
    const reached = moves.slice(0, oldest).reduce((sum, row) => sum + row.moved, start)
    expect(reached).toBe(shown)
  })

  test("#29 a row opens the detail sheet: the whole reason, a copyable reference, the time with the Buddhist-era year", async ({
    page,
    context
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openHistory(page, ACCOUNTS.demo)
    const refused = rows(page)
      .filter({ has: page.locator('[data-status="rejected"]') })
      .first()
    await expect(refused).toBeVisible()
    await refused.click()
    const sheet = page.getByRole("dialog", { name: "รายละเอียดรายการ" })
    await expect(sheet).toBeVisible()
    const reason = sheet.locator("[data-history-reason]")
    await expect(reason).toBeVisible()
    const whole = (await reason.textContent()) ?? ""
    expect(whole.length).toBeGreaterThan(10)
    expect(whole).not.toContain("…")
    await expect(sheet).toContainText(/25[6-9]\d \d\d:\d\d/)
    await expect(sheet).toContainText("ไม่สำเร็จ")
    const reference = (await sheet.locator("[data-history-reference]").textContent()) ?? ""
    expect(reference.length).toBeGreaterThan(0)
    await sheet.getByRole("button", { name: "คัดลอก" }).click()
    await expect(sheet.getByRole("button", { name: "คัดลอกแล้ว" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference)
    await page.keyboard.press("Escape")
    await expect(sheet).toBeHidden()
    await expect(refused).toBeFocused()
  })

  test("#29 rows sit under day headings with Buddhist-era dates; no row reads 'PromptPay'", async ({ page }) => {
    await openHistory(page)
    await expect(rows(page).first()).toBeVisible()
    const headings = page.locator("[data-history-day] h2")
    await expect(headings.first()).toBeVisible()
    const texts = await headings.allTextContents()
    expect(texts.length).toBeGreaterThan(1)
    for (const text of texts) expect(text).toMatch(/\d{1,2} \S+ 25[6-9]\d$/)
    // Each heading's day is the day of the rows under it, until the next heading.
    const order = await page.locator("[data-history-day], [data-history-row]").evaluateAll((els) =>
      els
        .map((el) => ({
          top: el.closest("li")?.getBoundingClientRect().top ?? 0,
          day: el.getAttribute("data-history-day"),
          at: el.querySelector("time")?.getAttribute("datetime") ?? null
        }))
        .sort((a, b) => a.top - b.top)
    )
    let day: string | null = null
    for (const item of order) {
      if (item.day !== null) day = item.day
      else if (item.at !== null && day !== null) {
        const { year, month, dayStart } = bangkok(Date.parse(item.at))
        const dayOfMonth = new Date(dayStart + BANGKOK_MS).getUTCDate()
        expect(day).toBe(`${dayOfMonth} ${THAI_MONTHS[month]} ${year + 543}`)
      }
    }
    expect(await page.locator("body").innerText()).not.toContain("PromptPay")
  })

  test("#29 the period filter narrows the 2,000 rows of `history` to today, 7 days, this month and a chosen month, asking the server", async ({
    page
  }) => {
    const bodies: Array<string> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === historyApiPath(HISTORY_ACCOUNT.username))
        bodies.push(request.postData() ?? "")
    })
    await openHistory(page)
    await expect(rows(page).first()).toBeVisible()
    const periods = page.getByRole("group", { name: "ช่วงเวลา" })
    const now = Date.now()
    const today = bangkok(now)

    const expectRowsWithin = async (from: number, to: number) => {
      await expect(page.locator("[data-history-row]").first().or(page.getByText("ไม่มีรายการในช่วงเวลานี้"))).toBeVisible()
      const times = await rowTimes(page)
      for (const at of times) {
        expect(at).toBeGreaterThanOrEqual(from)
        expect(at).toBeLessThan(to)
      }
      return times.length
    }

    await periods.getByRole("button", { name: "วันนี้" }).click()
    await expect(periods.getByRole("button", { name: "วันนี้" })).toHaveAttribute("aria-pressed", "true")
    await expect.poll(() => bodies.at(-1) ?? "").toContain('"from"')
    await expectRowsWithin(today.dayStart, today.dayStart + DAY_MS)

    const week = answer(page)
    await periods.getByRole("button", { name: "7 วัน" }).click()
    await expect(periods.getByRole("button", { name: "7 วัน" })).toHaveAttribute("aria-pressed", "true")
    await week
    expect(await expectRowsWithin(today.dayStart - 6 * DAY_MS, today.dayStart + DAY_MS)).toBeGreaterThan(0)

    const month = answer(page)
    await periods.getByRole("button", { name: "เดือนนี้" }).click()
    await month
    const monthStart = Date.UTC(today.year, today.month, 1) - BANGKOK_MS
    await expectRowsWithin(monthStart, Date.UTC(today.year, today.month + 1, 1) - BANGKOK_MS)

    // The month before, chosen by its Thai name and Buddhist-era year.
    const before = new Date(Date.UTC(today.year, today.month - 1, 1))
    const label = `${LONG_MONTHS[before.getUTCMonth()]} ${before.getUTCFullYear() + 543}`
    await periods.getByRole("button", { name: "เลือกเดือน" }).click()
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === historyApiPath(HISTORY_ACCOUNT.username))
    await periods.getByRole("combobox", { name: "เดือน" }).selectOption({ label })
    await answered
    const from = Date.UTC(before.getUTCFullYear(), before.getUTCMonth(), 1) - BANGKOK_MS
    expect(await expectRowsWithin(from, monthStart)).toBeGreaterThan(0)
    await expect(page.locator("[data-history-day] h2").first()).toContainText(String(before.getUTCFullYear() + 543))

    // Every row again.
    await periods.getByRole("button", { name: "ทุกช่วงเวลา" }).click()
    await expect(periods.getByRole("button", { name: "ทุกช่วงเวลา" })).toHaveAttribute("aria-pressed", "true")
    await expect.poll(() => bodies.at(-1) ?? "").not.toContain('"from"')
  })
})
