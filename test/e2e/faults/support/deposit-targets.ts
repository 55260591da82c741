import type { Page } from "@playwright/test"
import { DEMO_ACCOUNTS } from "../../../../src/domain/demo/accounts"
import { expect } from "../../support/fixtures"
import type { ListTarget } from "./list-rows"
import { balanceRegion, expectThaiErrorWithWayOn, onDashboard } from "./player"
import type { RowContext } from "./row-context"

// The deposit screen's reads as fault-matrix targets (#10 §1): the operator's receiving accounts
// (public) and the player's deposits. The screen is opened from the balance card's 'ฝากเงิน'.

const DEMO_UUID = DEMO_ACCOUNTS.find((account) => account.username === "demo")?.uuid ?? ""
export const DEPOSIT_LIST_PATH = `/api/auth/deposit/${DEMO_UUID}`
export const DEPOSIT_ACCOUNTS_PATH = "/api/deposit"

const WAY_ON = "ลองใหม่"

export const depositSection = (page: Page, heading: string) =>
  page
    .getByRole("region", { name: "ฝากเงิน" })
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading }) })

const openDeposit = async ({ page }: RowContext) => {
  await balanceRegion(page).getByRole("link", { name: "ฝากเงิน" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "ฝากเงิน" })).toBeVisible()
}

const arriveOnDashboard = async ({ page }: RowContext) => {
  await onDashboard(page)
  return null
}

const wrongShapes = [
  { label: "an object instead of a list", body: { success: true, message: "", data: { items: [] } } },
  { label: "entries without their fields", body: { success: true, message: "", data: [{ amount: "500" }] } }
]

/** GET /api/auth/deposit/{uuid}: the list says it failed, the accounts and the QR still work. */
export const depositList: ListTarget<null> = {
  name: "deposit list",
  ids: "API-26, #10",
  call: { path: DEPOSIT_LIST_PATH, method: "GET" },
  arrive: arriveOnDashboard,
  send: openDeposit,
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    const list = depositSection(page, "รายการฝากของฉัน")
    await expect(list.getByRole("alert")).toContainText("โหลดรายการฝากไม่สำเร็จ")
    await expect(page.locator('[data-receiving-account="004"]')).toBeVisible()
  },
  recover: async ({ page }) => {
    await depositSection(page, "รายการฝากของฉัน").getByRole("button", { name: WAY_ON }).click()
    await expect(page.getByRole("list", { name: "รายการฝากของฉัน" }).getByRole("listitem")).toHaveCount(4)
  },
  wrongShapes
}

/** GET /api/deposit: the accounts say they failed ('ลองใหม่'); the player's list still shows. */
export const depositAccounts: ListTarget<null> = {
  name: "deposit receiving accounts",
  ids: "API-06, AMB-36, #10",
  call: { path: DEPOSIT_ACCOUNTS_PATH, method: "GET" },
  arrive: arriveOnDashboard,
  send: openDeposit,
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("alert").filter({ hasText: "โหลดบัญชีรับโอนไม่สำเร็จ" })).toBeVisible()
    await expect(page.locator("[data-receiving-account]")).toHaveCount(0)
    await expect(page.getByRole("list", { name: "รายการฝากของฉัน" }).getByRole("listitem")).toHaveCount(4)
  },
  recover: async ({ page }) => {
    await page
      .getByRole("alert")
      .filter({ hasText: "โหลดบัญชีรับโอนไม่สำเร็จ" })
      .getByRole("button", { name: WAY_ON })
      .click()
    await expect(page.locator("[data-receiving-account]")).toHaveCount(3)
    await expect(page.getByLabel("จำนวนเงินที่ต้องการฝาก")).toBeVisible()
  },
  wrongShapes
}
