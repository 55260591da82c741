import type { Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import type { ListTarget } from "./list-rows"
import { ACCOUNTS, closeCheckInPopup, loginAs } from "./player"
import type { RowContext } from "./row-context"

// The announcements' targets (#13, UI-19): the player's news is a read the player sees (the bell's
// count, the list), loaded with the player area.

export const PLAYER_NEWS_PATH = "/api/auth/announcement"
export const GUEST_NEWS_PATH = "/api/announcement"

export const ANNOUNCEMENT_TEXTS = {
  bell: "ประกาศ",
  bellUnread: (count: number) => `ประกาศ ยังไม่ได้อ่าน ${count} รายการ`,
  list: "ประกาศ",
  ticker: "ประกาศล่าสุด",
  dismiss: "ปิดแถบประกาศ",
  failed: "โหลดประกาศไม่สำเร็จ",
  retry: "ลองใหม่",
  isNew: "ใหม่",
  /** The newest public item and a members-only one of the seeded news. */
  newestPublic: "ปิดปรับปรุงระบบฝาก-ถอนชั่วคราว คืนวันพุธ 02:00–03:00 น.",
  membersOnly: "วงล้อนำโชคและเปิดไพ่ เล่นฟรีทุกวัน"
} as const

/** The seeded news: 5 for players, 3 of them public. */
export const PLAYER_NEWS_COUNT = 5
export const GUEST_NEWS_COUNT = 3

export const bell = (page: Page) => page.locator("[data-announcement-bell]")
export const ticker = (page: Page) => page.getByRole("region", { name: ANNOUNCEMENT_TEXTS.ticker })
export const newsDialog = (page: Page) => page.getByRole("dialog", { name: ANNOUNCEMENT_TEXTS.list })

/** The player's news, loaded when the player area opens: a login sends it. */
export const playerNewsList: ListTarget<void> = {
  name: "announcements (player)",
  ids: "UI-19, API-53",
  call: { path: PLAYER_NEWS_PATH, method: "GET" },
  arrive: async ({ page }: RowContext) => {
    await page.goto("/login")
  },
  send: async ({ page }) => {
    await loginAs(page, ACCOUNTS.demo, { goto: false })
    await closeCheckInPopup(page)
  },
  expectFailed: async ({ page }) => {
    // No count to show: the bell is plain, the ticker stays away, the list says why with a way on.
    await expect(bell(page)).toHaveAccessibleName(ANNOUNCEMENT_TEXTS.bell)
    await expect(ticker(page)).toHaveCount(0)
    await bell(page).click()
    const dialog = newsDialog(page)
    await expect(dialog.getByRole("alert")).toContainText(ANNOUNCEMENT_TEXTS.failed)
  },
  recover: async ({ page }) => {
    const dialog = newsDialog(page)
    await dialog.getByRole("button", { name: ANNOUNCEMENT_TEXTS.retry }).click()
    await expect(dialog.getByRole("listitem")).toHaveCount(PLAYER_NEWS_COUNT)
  },
  wrongShapes: [
    {
      label: "an item without its date",
      body: { success: true, message: "", data: [{ id: 1, title: "x", body: "" }] }
    },
    { label: "an object instead of a list", body: { success: true, message: "", data: { news: [] } } }
  ]
}
