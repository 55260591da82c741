import { expect, test } from "./support/fixtures"
import { ACCOUNTS, openAs } from "./faults/support/player"
import { openRanking, ownRank, RANKING_PATH, RANKING_TEXTS, rankRows } from "./faults/support/ranking-targets"

// The ranking (issue #13, ROUTE-15, OPEN-09, PROD-13): the top 20 by turnover of this week or
// month, masked usernames, level badges, and the player's own place pinned at the bottom.

test.describe("ranking", () => {
  test("ROUTE-15 PROD-13 the dashboard's tile opens the ranking: this week's top 20 with demo's own row highlighted and pinned", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    await page.getByRole("link", { name: RANKING_TEXTS.heading }).first().click()
    await expect(page).toHaveURL(new RegExp(`${RANKING_PATH}$`))
    await expect(page.getByRole("heading", { level: 1, name: RANKING_TEXTS.heading })).toBeVisible()
    await expect(page.getByRole("tab", { name: RANKING_TEXTS.week })).toHaveAttribute("aria-selected", "true")
    await expect(rankRows(page)).toHaveCount(20)
    // Inside the top 20 this week: its own row is there, unmasked and highlighted, and pinned below.
    const mine = page.locator("[data-self]")
    await expect(mine).toHaveCount(1)
    await expect(mine).toContainText("demo")
    await expect(mine).toContainText("฿300,000.00")
    const rank = await mine.getAttribute("data-rank-row")
    await expect(ownRank(page)).toHaveAttribute("data-own-rank", rank ?? "")
    await expect(ownRank(page)).toContainText(RANKING_TEXTS.own)
    // Every other name is masked; the first three stand on the podium.
    for (const row of await rankRows(page).allTextContents()) if (!row.includes("demo")) expect(row).toMatch(/\*\*\*/)
    await expect(page.locator("[data-podium]")).toHaveCount(3)
    // The period in Buddhist-era dates, and level badges.
    await expect(page.getByText(/\d{1,2} .+ 25[6-9]\d – \d{1,2} .+ 25[6-9]\d/)).toBeVisible()
    await expect(rankRows(page).first().locator("[data-level-name]")).toBeVisible()
  })

  test("OPEN-09 the month tab reloads: demo is outside the top 20 there, its rank still pinned at the bottom", async ({
    page
  }) => {
    await openRanking(page)
    await expect(page.locator("[data-self]")).toHaveCount(1)
    const monthTab = page.getByRole("tab", { name: RANKING_TEXTS.month })
    await monthTab.click()
    await expect(monthTab).toHaveAttribute("aria-selected", "true")
    await expect(rankRows(page)).toHaveCount(20)
    await expect(page.locator("[data-self]")).toHaveCount(0)
    await expect(ownRank(page)).toHaveAttribute("data-own-rank", /^(2[1-9]|[3-9]\d)$/)
    await expect(ownRank(page)).toContainText("฿60,000.00")
    // The arrow keys move between the tabs, as the games tabs do.
    await monthTab.press("ArrowLeft")
    await expect(page.getByRole("tab", { name: RANKING_TEXTS.week })).toBeFocused()
    await expect(page.locator("[data-self]")).toHaveCount(1)
  })

  test("a player without turnover sees the Thai empty own row ('ยังไม่ติดอันดับ')", async ({ page }) => {
    await openAs(page, { username: "newbie", password: "newbie1234", name: "มานะ เริ่มต้น" }, "/auth/dashboard")
    await page.getByRole("link", { name: RANKING_TEXTS.heading }).first().click()
    await expect(ownRank(page)).toHaveAttribute("data-own-rank", "none")
    await expect(ownRank(page)).toContainText("ยังไม่ติดอันดับ")
  })
})
