import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import type { ListTarget } from "./list-rows"
import { type Account, ACCOUNTS, bahtText, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"

// The rewards' targets (#13): 'ยืนยันแลกรางวัล' of a credit reward is a write that spends points
// and moves money (the ledger row "reward"); the category's items are a read the player sees.

const demo = ACCOUNTS.demo

export const REWARD_PATH = "/auth/reward"
export const rewardCategoryPath = (id: number): string => `/auth/reward/${id}`
export const REWARD_LIST_PATH = "/api/auth/reward"
export const REWARD_REQUEST_PATH = "/api/auth/reward/request"
export const REWARD_HISTORY_PATH = "/api/auth/reward/request/history"

export const REWARD_TEXTS = {
  heading: "แลกรางวัล",
  redeem: "แลกรางวัล",
  confirm: "ยืนยันแลกรางวัล",
  confirmTitle: "ยืนยันการแลกรางวัล",
  notEnough: "แต้มไม่พอ",
  outOfStock: "สินค้าหมด",
  addAddress: "เพิ่มที่อยู่จัดส่ง",
  history: "ประวัติการแลก",
  itemsFailed: "โหลดรายการรางวัลไม่สำเร็จ",
  retry: "ลองใหม่",
  /** The toast of demo's credit reward 102 (เครดิตฟรี 20 บาท, 100 points). */
  creditDone: "แลกเครดิตฟรี 20 บาทสำเร็จ"
} as const

/** Logged in, on a reward path with the check-in popup closed and the screen's h1 shown. */
export const openReward = async (page: Page, path: string = REWARD_PATH, account: Account = demo) => {
  await openAs(page, account, path)
  await expect(page.getByRole("heading", { level: 1, name: REWARD_TEXTS.heading })).toBeVisible()
}

/** An item's card on a category screen, by its id. */
export const rewardCard = (page: Page, rewardId: number) => page.locator(`article[data-reward-id="${rewardId}"]`)
export const redeemDialog = (page: Page) => page.getByRole("dialog", { name: REWARD_TEXTS.confirmTitle })
export const shownPoints = (page: Page) => page.getByTestId("reward-points")
export const historySection = (page: Page) => page.getByRole("region", { name: REWARD_TEXTS.history })

const confirmButton = (ctx: RowContext) => redeemDialog(ctx.page).getByRole("button", { name: REWARD_TEXTS.confirm })

/** เครดิตฟรี 20 บาท (100 of demo's 120 points): one ledger row "reward" of ฿20.00. */
export const rewardRedeemWrite: WriteTarget = {
  name: "reward redemption",
  ids: "API-39, ENT-12, #13",
  call: { path: REWARD_REQUEST_PATH, method: "POST" },
  account: demo,
  ledgerKind: "reward",
  arrive: async (ctx) => {
    await openReward(ctx.page, rewardCategoryPath(7))
    await rewardCard(ctx.page, 102).getByRole("button", { name: REWARD_TEXTS.redeem }).click()
    await expect(confirmButton(ctx)).toBeEnabled()
  },
  button: confirmButton,
  expectSettled: async ({ page }) => {
    await expect(redeemDialog(page)).toBeHidden()
  },
  expectDone: async ({ page }, ledger) => {
    await expect(page.getByText(REWARD_TEXTS.creditDone).first()).toBeVisible()
    await expect(redeemDialog(page)).toBeHidden()
    await expect(shownPoints(page)).toHaveText("20 แต้ม")
    const row = await ledger()
    if (row === null) return
    expect(bahtText(row.amount)).toBe("฿20.00")
  },
  expectNotDone: async (ctx) => {
    await expect(confirmButton(ctx)).toBeEnabled()
    await expect(shownPoints(ctx.page)).toHaveText("120 แต้ม")
  },
  stateReads: [{ path: REWARD_HISTORY_PATH, method: "POST" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto(REWARD_PATH)
    await closeCheckInPopup(page)
    await expect(historySection(page).getByRole("listitem")).toHaveCount(done ? 5 : 4)
  }
}

/** POST /api/auth/reward `{categoryId: 7}`: the items say they failed; the points and history still show. */
export const rewardItemsList: ListTarget<null> = {
  name: "reward category items",
  ids: "API-38, ROUTE-12, #13",
  call: { path: REWARD_LIST_PATH, method: "POST" },
  arrive: async ({ page }) => {
    await openAs(page, demo, "/auth/dashboard")
    return null
  },
  send: async ({ page }) => {
    await page.goto(rewardCategoryPath(7))
    await closeCheckInPopup(page)
  },
  expectFailed: async ({ page }) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("alert").filter({ hasText: REWARD_TEXTS.itemsFailed })).toBeVisible()
    await expect(shownPoints(page)).toHaveText("120 แต้ม")
  },
  recover: async ({ page }) => {
    await page
      .getByRole("alert")
      .filter({ hasText: REWARD_TEXTS.itemsFailed })
      .getByRole("button", { name: REWARD_TEXTS.retry })
      .click()
    await expect(rewardCard(page, 102)).toBeVisible()
  },
  wrongShapes: [
    { label: "a list instead of an object", body: { success: true, message: "", data: [] } },
    {
      label: "an item's points as text",
      body: {
        success: true,
        message: "",
        data: {
          categories: [],
          category: {
            id: 7,
            name: "x",
            image: "/x.svg",
            itemCount: 1,
            items: [{ id: 1, categoryId: 7, name: "x", image: "/x.svg", points: "100", stock: 1, kind: "goods" }]
          }
        }
      }
    }
  ]
}
