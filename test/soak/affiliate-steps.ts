import type { Page } from "@playwright/test"
import { closeIfOpen, settleWriteDialog } from "./settle-dialog"
import type { Step } from "./steps"

// The soak's affiliate steps (#12, money.md): the screen read, and 'ถอนรายได้' of 100 baht into the
// game balance (from the seeded income, when there is enough). The ledger checks of main.ts then
// prove each withdrawal moved the balance once ("affiliate-income" rows, one per reference).
// The screen is reached through the player menu's 'แนะนำเพื่อน' (a reload would bring the
// check-in popup back over the page).

const STEP_WAIT_MS = 10_000
const HEADING = "แนะนำเพื่อน"

const toAffiliate = async (page: Page) => {
  if (new URL(page.url()).pathname !== "/auth/affiliate") {
    await page.mouse.move(195, 300)
    await page.getByRole("button", { name: "เมนู", exact: true }).click({ timeout: STEP_WAIT_MS })
    await page
      .getByRole("dialog", { name: "เมนู" })
      .getByRole("link", { name: HEADING })
      .click({ timeout: STEP_WAIT_MS })
  }
  await page.getByRole("heading", { level: 1, name: HEADING }).waitFor({ timeout: STEP_WAIT_MS })
}

/** Types 100 baht into the balance and confirms when allowed; waits until the dialog closed or says why not. */
const withdraw100 = async (page: Page) => {
  await toAffiliate(page)
  const open = page.getByRole("region", { name: "รายได้", exact: true }).getByRole("button", { name: "ถอนรายได้" })
  await open.click({ timeout: STEP_WAIT_MS })
  const dialog = page.getByRole("dialog", { name: "ถอนรายได้" })
  await dialog.getByLabel("จำนวนเงินที่ต้องการถอน").fill("100", { timeout: STEP_WAIT_MS })
  const confirm = dialog.getByRole("button", { name: "ยืนยันถอนรายได้" })
  // Not enough income left: the dialog says 'รายได้ไม่พอ' and nothing is sent.
  if (await confirm.isEnabled()) {
    await confirm.click({ timeout: STEP_WAIT_MS })
    await settleWriteDialog(dialog, STEP_WAIT_MS)
  } else {
    await closeIfOpen(dialog, STEP_WAIT_MS)
  }
}

export const AFFILIATE_STEPS: ReadonlyArray<Step> = [
  {
    name: "affiliate screen",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await toAffiliate(page)
      await page
        .locator("[data-affiliate-income]")
        .or(page.getByRole("button", { name: "ลองใหม่" }))
        .first()
        .waitFor({ timeout: STEP_WAIT_MS })
    }
  },
  {
    name: "affiliate income withdrawal of 100 baht",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => withdraw100(page)
  }
]
