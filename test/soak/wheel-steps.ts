import type { Page } from "@playwright/test"
import type { Step } from "./steps"

// The soak's prize-wheel and flip-card steps (#13, money.md): a spin and a play, each a write that
// pays a prize once (ledger rows "wheel" / "flip-card", or points). The screens are reached through
// the dashboard's tiles, inside the app (a reload would bring the check-in popup back).

const STEP_WAIT_MS = 10_000
/** The wheel turns for about 4 s before its dialog opens. */
const SPIN_WAIT_MS = 15_000

const viaDashboardTile = async (page: Page, path: string, tile: string, heading: string) => {
  if (new URL(page.url()).pathname !== path) {
    if (new URL(page.url()).pathname !== "/auth/dashboard") {
      await page
        .getByRole("navigation", { name: "เมนูด้านล่าง" })
        .getByRole("link", { name: "หน้าหลัก" })
        .click({ timeout: STEP_WAIT_MS })
      await page.waitForURL(/\/auth\/dashboard$/, { timeout: STEP_WAIT_MS })
    }
    await page.getByRole("link", { name: tile }).first().click({ timeout: STEP_WAIT_MS })
  }
  await page.getByRole("heading", { level: 1, name: heading }).waitFor({ timeout: STEP_WAIT_MS })
}

/** 'หมุนวงล้อ' when a spin is left: waits for the prize dialog (or a message) and closes it. */
const spin = async (page: Page) => {
  await viaDashboardTile(page, "/auth/media/wheel", "กงล้อนำโชค", "วงล้อนำโชค")
  const button = page.getByRole("button", { name: "หมุนวงล้อ", exact: true })
  await button
    .or(page.getByRole("button", { name: "ลองใหม่" }))
    .first()
    .waitFor({ timeout: STEP_WAIT_MS })
  if (!(await button.isVisible()) || !(await button.isEnabled())) return
  await button.click({ timeout: STEP_WAIT_MS })
  const dialog = page.getByRole("dialog", { name: "ผลการหมุน" })
  await Promise.race([
    dialog.waitFor({ timeout: SPIN_WAIT_MS }),
    page.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor({ timeout: SPIN_WAIT_MS })
  ])
  if (await dialog.isVisible()) await dialog.getByRole("button", { name: "ตกลง" }).click({ timeout: STEP_WAIT_MS })
}

/** A card picked when a play is left: waits for the result, then deals again. */
const play = async (page: Page, cardNumber: number) => {
  await viaDashboardTile(page, "/auth/media/flip-card", "เปิดไพ่", "เปิดไพ่")
  const again = page.getByRole("button", { name: "เล่นอีกครั้ง" })
  if (await again.isVisible()) await again.click({ timeout: STEP_WAIT_MS })
  const card = page.getByTestId(`flip-card-${cardNumber}`)
  await card
    .or(page.getByRole("button", { name: "ลองใหม่" }))
    .first()
    .waitFor({ timeout: STEP_WAIT_MS })
  if (!(await card.isVisible()) || !(await card.isEnabled())) return
  await card.click({ timeout: STEP_WAIT_MS })
  await Promise.race([
    page.getByTestId("flip-result").filter({ hasText: /\S/ }).waitFor({ timeout: STEP_WAIT_MS }),
    page.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor({ timeout: STEP_WAIT_MS })
  ])
}

export const WHEEL_STEPS: ReadonlyArray<Step> = [
  {
    name: "prize wheel spin",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => spin(page)
  },
  {
    name: "flip card play",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page, rng }) => play(page, rng.int(1, 5))
  }
]
