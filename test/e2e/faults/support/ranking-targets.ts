import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import { ACCOUNTS, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { ListTarget } from "./list-rows"
import type { RowContext } from "./row-context"

// The ranking (issue #13, OPEN-09): GET /api/auth/ranking?period=week|month, a read the player sees.

const demo = ACCOUNTS.demo

export const RANKING_PATH = "/auth/user/ranking"
export const RANKING_API_PATH = "/api/auth/ranking"

export const RANKING_TEXTS = {
  heading: "อันดับ",
  week: "สัปดาห์นี้",
  month: "เดือนนี้",
  own: "อันดับของคุณ",
  failed: "โหลดอันดับไม่สำเร็จ",
  retry: "ลองใหม่"
} as const

/** The pinned block of the player's own place. */
export const ownRank = (page: Page) => page.getByRole("region", { name: RANKING_TEXTS.own })
/** The top 20's rows. */
export const rankRows = (page: Page) => page.locator("[data-rank-row]")

/** Logged in, on the ranking with the check-in popup closed and its h1 shown. */
export const openRanking = async (page: Page) => {
  await openAs(page, demo, RANKING_PATH)
  await expect(page.getByRole("heading", { level: 1, name: RANKING_TEXTS.heading })).toBeVisible()
}

/** The ranking says it failed, with 'ลองใหม่'; its retry shows the top 20 again. */
export const rankingList: ListTarget<null> = {
  name: "ranking",
  ids: "OPEN-09, #13",
  call: { path: RANKING_API_PATH, method: "GET" },
  arrive: async ({ page }: RowContext) => {
    await openAs(page, demo, "/auth/dashboard")
    return null
  },
  send: async ({ page }: RowContext) => {
    await page.goto(RANKING_PATH)
    await closeCheckInPopup(page)
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("alert")).toContainText(RANKING_TEXTS.failed)
  },
  recover: async ({ page }) => {
    await page.getByRole("button", { name: RANKING_TEXTS.retry }).click()
    await expect(rankRows(page)).toHaveCount(20)
    await expect(ownRank(page)).toBeVisible()
  },
  wrongShapes: [
    { label: "a list instead of a board", body: { success: true, message: "", data: [] } },
    {
      label: "a turnover with three decimals",
      body: {
        success: true,
        message: "",
        data: {
          period: "week",
          start: "2026-11-15T17:00:00.000Z",
          end: "2026-11-22T17:00:00.000Z",
          top: [],
          own: { rank: null, username: "demo", level: 1, turnover: 1.005 }
        }
      }
    }
  ]
}
