import type { Page } from "@playwright/test"
import { settleWriteDialog } from "./settle-dialog"
import type { Step } from "./steps"

// The soak's reward steps (#13, money.md: points move like money): the screen read, and a
// redemption of 'เครดิตฟรี 10 บาท' (50 points) when the points allow. The ledger checks of main.ts
// then prove each redemption moved the balance once ("reward" rows, one per reference). The screen
// is reached through the player menu's 'แลกรางวัล' and the category's tile (in the app, no reload).

const STEP_WAIT_MS = 10_000
const HEADING = "แลกรางวัล"

const toRewards = async (page: Page) => {
  if (!new URL(page.url()).pathname.startsWith("/auth/reward")) {
    await page.mouse.move(195, 300)
    await page.getByRole("button", { name: "เมนู", exact: true }).click({ timeout: STEP_WAIT_MS })
    await page
      .getByRole("dialog", { name: "เมนู" })
      .getByRole("link", { name: HEADING })
      .click({ timeout: STEP_WAIT_MS })
  }
  await page.getByRole("heading", { level: 1, name: HEADING }).waitFor({ timeout: STEP_WAIT_MS })
}

/** The credit category, from the overview's tile (or its back link first, on another category). */
const toCreditCategory = async (page: Page) => {
  await toRewards(page)
  if (new URL(page.url()).pathname === "/auth/reward/7") return
  if (new URL(page.url()).pathname !== "/auth/reward") {
    await page.getByRole("link", { name: /หมวดรางวัลทั้งหมด/ }).click({ timeout: STEP_WAIT_MS })
  }
  await page
    .getByRole("list", { name: "หมวดรางวัล" })
    .getByRole("link", { name: /เครดิตฟรี/ })
    .click({ timeout: STEP_WAIT_MS })
}

/** Redeems เครดิตฟรี 10 บาท when its button allows; waits until the dialog closed or says why not. */
const redeem10 = async (page: Page) => {
  await toCreditCategory(page)
  const open = page.locator('article[data-reward-id="101"]').getByRole("button")
  await open.waitFor({ timeout: STEP_WAIT_MS })
  // 'แต้มไม่พอ' or 'สินค้าหมด': disabled, nothing to send.
  if (!(await open.isEnabled())) return
  // The points are read again when the server moves them (another step's redemption, a reset): the
  // button may turn to 'แต้มไม่พอ' between the look and the press, and then there is nothing to send.
  const pressed = await open.click({ timeout: STEP_WAIT_MS }).then(
    () => true,
    async (error: unknown) => {
      if (await open.isEnabled()) throw error
      return false
    }
  )
  if (!pressed) return
  const dialog = page.getByRole("dialog", { name: "ยืนยันการแลกรางวัล" })
  await dialog.getByRole("button", { name: "ยืนยันแลกรางวัล" }).click({ timeout: STEP_WAIT_MS })
  await settleWriteDialog(dialog, STEP_WAIT_MS)
}

export const REWARD_STEPS: ReadonlyArray<Step> = [
  {
    name: "reward screen",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await toRewards(page)
      await page
        .getByTestId("reward-points")
        .or(page.getByRole("button", { name: "ลองใหม่" }))
        .first()
        .waitFor({ timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "reward redemption of เครดิตฟรี 10 บาท",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => redeem10(page)
  }
]
