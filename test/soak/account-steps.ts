import type { Page } from "@playwright/test"
import type { Step } from "./steps"

// The soak's account steps (#14): reads only. The profile screen is reached inside the app (the
// player menu's 'บัญชีของฉัน': a reload would bring the check-in popup back); its levels dialog
// shows the progress to the next tier, or its failure with a retry, and closes with Escape.

const STEP_WAIT_MS = 10_000

/** Opens 'บัญชีของฉัน' from the player menu. */
export const openAccount = async (page: Page) => {
  await page.getByRole("button", { name: "เมนู", exact: true }).click({ timeout: STEP_WAIT_MS })
  await page
    .getByRole("dialog", { name: "เมนู" })
    .getByRole("link", { name: "บัญชีของฉัน" })
    .click({ timeout: STEP_WAIT_MS })
  await page.getByRole("heading", { level: 1, name: "บัญชีของฉัน" }).waitFor({ timeout: STEP_WAIT_MS })
}

export const ACCOUNT_STEPS: ReadonlyArray<Step> = [
  {
    name: "account, then the levels dialog's progress",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await openAccount(page)
      await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click({ timeout: STEP_WAIT_MS })
      const dialog = page.getByRole("dialog", { name: "ระดับสมาชิก" })
      await dialog
        .getByRole("region", { name: "ความคืบหน้าสู่ระดับถัดไป" })
        .and(page.locator("[aria-busy=false]"))
        .or(dialog.getByRole("button", { name: "ลองอีกครั้ง" }))
        .first()
        .waitFor({ timeout: STEP_WAIT_MS })
      await page.keyboard.press("Escape")
      await dialog.waitFor({ state: "hidden", timeout: STEP_WAIT_MS })
    }
  }
]
