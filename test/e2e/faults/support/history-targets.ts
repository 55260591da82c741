import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import { type Account, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { ListTarget } from "./list-rows"

// The transaction history's targets (issue #10 §4, OPEN-07): a read the player sees.

export const HISTORY_ACCOUNT = { username: "history", password: "history1234", name: "วรรณา มั่งมี" } as const
export const HISTORY_PATH = "/auth/transaction/history"
export const historyApiPath = (username: string): string => `/api/auth/transaction/history/${username}`

/** Logged in as `account` with the check-in popup closed, then on /auth/transaction/history. */
export const openHistory = async (page: Page, account: Account = HISTORY_ACCOUNT) => {
  await openAs(page, account, HISTORY_PATH)
  await expect(page.getByRole("heading", { level: 1, name: "ประวัติธุรกรรม" })).toBeVisible()
}

const historyRows = (page: Page) => page.locator("[data-history-row]")

export const historyList: ListTarget<null> = {
  name: "transaction history",
  ids: "OPEN-07, ROUTE-10, issue #10 §4",
  call: { path: historyApiPath(HISTORY_ACCOUNT.username), method: "POST" },
  arrive: async ({ page }) => {
    await openAs(page, HISTORY_ACCOUNT, "/auth/dashboard")
    return null
  },
  send: async ({ page }) => {
    await page.goto(HISTORY_PATH)
    await closeCheckInPopup(page)
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("button", { name: "ลองใหม่" })).toBeVisible()
    await expect(historyRows(page)).toHaveCount(0)
  },
  recover: async ({ page }) => {
    await page.getByRole("button", { name: "ลองใหม่" }).click()
    await expect(historyRows(page).first()).toBeVisible()
  },
  wrongShapes: [
    { label: "rows as an object", body: { success: true, message: "", data: { rows: {}, nextCursor: null } } },
    {
      label: "an amount with 3 decimals",
      body: {
        success: true,
        message: "",
        data: {
          rows: [
            { id: "x", kind: "deposit", amount: 1.234, status: "approved", note: null, channel: "", createdAt: "" }
          ],
          nextCursor: null
        }
      }
    }
  ]
}
