import type { Page } from "@playwright/test"
import { DEMO_ACCOUNTS } from "../../../../src/domain/demo/accounts"
import { expect } from "../../support/fixtures"
import { ACCOUNTS, expectThaiErrorWithWayOn, openAs } from "./player"
import type { ListTarget } from "./list-rows"
import type { RowContext } from "./row-context"

// The account's reads (#14): the level data the levels dialog shows progress from (API-25) and
// the user record the profile screen refreshes (API-17).

const demo = ACCOUNTS.demo
const DEMO_UUID = DEMO_ACCOUNTS.find((account) => account.username === demo.username)?.uuid ?? ""

export const ACCOUNT_TEXTS = {
  levels: "ระดับสมาชิก",
  showLevels: "ดูระดับสมาชิก",
  progressFailed: "โหลดความคืบหน้าไม่สำเร็จ",
  toGold: "อีก ฿48,300.00 ถึงระดับ Gold",
  account: "บัญชีของฉัน",
  recordFailed: "อัปเดตข้อมูลบัญชีไม่สำเร็จ",
  retry: "ลองอีกครั้ง"
} as const

const levelsDialog = (page: Page) => page.getByRole("dialog", { name: ACCOUNT_TEXTS.levels })

const onDashboard = async ({ page }: RowContext) => {
  await openAs(page, demo, "/auth/dashboard")
  return null
}

/** The levels dialog says the progress failed, with 'ลองอีกครั้ง'; the tiers still show; the retry shows the progress. */
export const levelProgressRead: ListTarget<null> = {
  name: "level progress",
  ids: "API-25, #14",
  call: { path: `/api/auth/user/level/${DEMO_UUID}`, method: "GET" },
  arrive: onDashboard,
  send: async ({ page }) => {
    await page.getByRole("button", { name: ACCOUNT_TEXTS.showLevels }).click()
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(levelsDialog(page).getByRole("alert")).toContainText(ACCOUNT_TEXTS.progressFailed)
    await expect(levelsDialog(page).locator("li[data-level]")).toHaveCount(5)
  },
  recover: async ({ page }) => {
    await levelsDialog(page).getByRole("button", { name: ACCOUNT_TEXTS.retry }).click()
    await expect(levelsDialog(page).getByText(ACCOUNT_TEXTS.toGold)).toBeVisible()
  },
  wrongShapes: [
    { label: "a list instead of the level data", body: { success: true, message: "", data: [] } },
    {
      label: "deposits with three decimals",
      body: { success: true, message: "", data: { level: 1, criteria: "cumulative", deposits: 1_700.005 } }
    }
  ]
}

/** The profile screen keeps the stored record on screen and says the refresh failed; the retry clears it. */
export const userRecordRead: ListTarget<null> = {
  name: "user record",
  ids: "API-17, AMB-29, #14",
  call: { path: `/api/auth/user/${DEMO_UUID}`, method: "GET" },
  arrive: onDashboard,
  send: async ({ page }) => {
    await page.getByRole("button", { name: "เมนู", exact: true }).click()
    await page.getByRole("dialog", { name: "เมนู" }).getByRole("link", { name: ACCOUNT_TEXTS.account }).click()
    await expect(page.getByRole("heading", { level: 1, name: ACCOUNT_TEXTS.account })).toBeVisible()
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("alert")).toContainText(ACCOUNT_TEXTS.recordFailed)
    await expect(page.locator("[data-account-username]")).toHaveText(demo.username)
  },
  recover: async ({ page }) => {
    await page.getByRole("button", { name: ACCOUNT_TEXTS.retry }).click()
    await expect(page.getByRole("alert").filter({ hasText: ACCOUNT_TEXTS.recordFailed })).toHaveCount(0)
    await expect(page.locator("[data-account-phone]")).toHaveText("xxx-xxx-5678")
  },
  wrongShapes: [
    { label: "a user record without its username", body: { success: true, message: "", data: { name: "x" } } }
  ]
}
