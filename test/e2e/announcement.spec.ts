import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import { announcementsAnswered } from "./support/session"
import { ACCOUNTS, closeCheckInPopup, openAs } from "./faults/support/player"
import {
  ANNOUNCEMENT_TEXTS,
  bell,
  GUEST_NEWS_COUNT,
  GUEST_NEWS_PATH,
  newsDialog,
  PLAYER_NEWS_COUNT,
  PLAYER_NEWS_PATH,
  ticker
} from "./faults/support/announcement-targets"

// Announcements (#13, UI-19, OPEN-62, API-05, API-53): the guests' ticker on the home page, the
// player's ticker on the dashboard and the bell 'ประกาศ' with the unread count on every player screen.

const onDashboard = async (page: Page) => {
  await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
}

test.describe("announcements", () => {
  test("UI-19 API-05 a guest's home page runs the newest public news in a ticker; a press opens the list", async ({
    page
  }) => {
    const requests = recordRequests(page)
    await page.goto("/")
    const bar = ticker(page)
    await expect(bar).toContainText(ANNOUNCEMENT_TEXTS.newestPublic)
    await expect(bar).not.toContainText(ANNOUNCEMENT_TEXTS.membersOnly)
    expect((await requests.all()).some((r) => r.path === GUEST_NEWS_PATH && r.method === "GET")).toBe(true)
    await bar.getByRole("button", { name: /อ่านประกาศทั้งหมด/ }).click()
    const dialog = newsDialog(page)
    await expect(dialog.getByRole("listitem")).toHaveCount(GUEST_NEWS_COUNT)
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toHaveText(ANNOUNCEMENT_TEXTS.newestPublic)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
  })

  test("UI-19 API-53 the bell names the unread count and shows it; opening the list reads them, for good on this device", async ({
    page
  }) => {
    const requests = recordRequests(page)
    await onDashboard(page)
    const button = bell(page)
    await expect(button).toHaveAccessibleName(ANNOUNCEMENT_TEXTS.bellUnread(PLAYER_NEWS_COUNT))
    await expect(button.locator("[data-unread-badge]")).toHaveText(String(PLAYER_NEWS_COUNT))
    expect((await requests.all()).some((r) => r.path === PLAYER_NEWS_PATH && r.method === "GET")).toBe(true)

    await button.click()
    const dialog = newsDialog(page)
    await expect(dialog.getByRole("listitem")).toHaveCount(PLAYER_NEWS_COUNT)
    await expect(dialog.getByText(ANNOUNCEMENT_TEXTS.membersOnly)).toBeVisible()
    // While the list stays open, what was unread is marked 'ใหม่'.
    await expect(dialog.getByText(ANNOUNCEMENT_TEXTS.isNew, { exact: true })).toHaveCount(PLAYER_NEWS_COUNT)
    await dialog.getByRole("button", { name: "ปิด" }).first().click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAccessibleName(ANNOUNCEMENT_TEXTS.bell)
    await expect(button.locator("[data-unread-badge]")).toHaveCount(0)

    const newsAgain = announcementsAnswered(page)
    await page.reload()
    await closeCheckInPopup(page)
    // The news is in again (the bell is named 'ประกาศ' before it is): what was read stays read.
    await newsAgain
    await expect(ticker(page)).toBeVisible()
    await expect(bell(page)).toHaveAccessibleName(ANNOUNCEMENT_TEXTS.bell)
  })

  test("UI-19 the dashboard's ticker closes with 'ปิดแถบประกาศ' and stays closed after a reload", async ({ page }) => {
    await onDashboard(page)
    const bar = ticker(page)
    await expect(bar).toContainText(ANNOUNCEMENT_TEXTS.newestPublic)
    await bar.getByRole("button", { name: ANNOUNCEMENT_TEXTS.dismiss }).click()
    await expect(bar).toHaveCount(0)
    await page.reload()
    await closeCheckInPopup(page)
    await expect(bell(page)).toBeVisible()
    await expect(page.locator("[data-ticker-slot]")).toHaveCount(0)
    await expect(ticker(page)).toHaveCount(0)
  })

  test("UI-19 announcement text is plain text: markup from the server shows as characters, never as HTML", async ({
    page
  }) => {
    const markup = '<img src="/nothing.png" onerror="window.__hacked = true">โปร <b>พิเศษ</b>'
    await page.route(`**${PLAYER_NEWS_PATH}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({
          success: true,
          message: "",
          data: [
            {
              id: 99,
              title: markup,
              body: "บรรทัดหนึ่ง\n<script>alert(1)</script>",
              publishedAt: new Date().toISOString()
            }
          ]
        })
      })
    )
    await onDashboard(page)
    await bell(page).click()
    const dialog = newsDialog(page)
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(markup)
    await expect(dialog.locator("img, b, script")).toHaveCount(0)
    expect(await page.evaluate(() => "__hacked" in window)).toBe(false)
  })
})
