import type { Page } from "@playwright/test"
import type { Step } from "./steps"

// The soak's ranking and media steps (issue #13): reads only. Each screen is reached inside the app
// (the bottom bar's 'หน้าหลัก', then the dashboard's tile: a reload would bring the check-in popup
// back), the ranking switches its period, the movie page starts a clip.

const STEP_WAIT_MS = 10_000

const viaDashboardTile = async (page: Page, tile: string, heading: string) => {
  if (new URL(page.url()).pathname !== "/auth/dashboard") {
    await page
      .getByRole("navigation", { name: "เมนูด้านล่าง" })
      .getByRole("link", { name: "หน้าหลัก" })
      .click({ timeout: STEP_WAIT_MS })
    await page.waitForURL(/\/auth\/dashboard$/, { timeout: STEP_WAIT_MS })
  }
  await page.getByRole("link", { name: tile }).first().click({ timeout: STEP_WAIT_MS })
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: STEP_WAIT_MS })
}

const rankingOrRetry = (page: Page) =>
  page
    .getByRole("region", { name: "อันดับของคุณ" })
    .or(page.getByRole("button", { name: "ลองใหม่" }))
    .first()

export const MEDIA_STEPS: ReadonlyArray<Step> = [
  {
    name: "ranking, this week then this month",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await viaDashboardTile(page, "อันดับ", "อันดับ")
      await rankingOrRetry(page).waitFor({ timeout: STEP_WAIT_MS })
      await page.getByRole("tab", { name: "เดือนนี้" }).click({ timeout: STEP_WAIT_MS })
      await rankingOrRetry(page).waitFor({ timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "media hub, then a movie played",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await viaDashboardTile(page, "สื่อบันเทิง", "มีเดีย")
      await page.getByRole("link", { name: /^ดูหนัง/ }).click({ timeout: STEP_WAIT_MS })
      await page.getByRole("heading", { level: 1, name: "ดูหนัง" }).waitFor({ timeout: STEP_WAIT_MS })
      const video = page.locator("video").first()
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true
        return element.play()
      })
    }
  },
  {
    name: "promotion media page",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await viaDashboardTile(page, "สื่อบันเทิง", "มีเดีย")
      await page.getByRole("link", { name: /^โปรโมชั่น/ }).click({ timeout: STEP_WAIT_MS })
      await page.getByRole("heading", { level: 1, name: "โปรโมชั่น" }).waitFor({ timeout: STEP_WAIT_MS })
      await page.getByText("เงื่อนไข", { exact: true }).first().click({ timeout: STEP_WAIT_MS })
    }
  }
]
