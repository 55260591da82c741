import type { Page } from "@playwright/test"
import type { Step } from "./steps"

// The soak's password-change step (#14): the screen reached inside the app, as a player goes there
// ('เมนู' → 'บัญชีของฉัน' → 'เปลี่ยนรหัสผ่าน'), and a wrong old password submitted: refused, the
// session stays. Never a real change (the soak's players must keep their passwords). Until the
// profile screen and its menu entry exist (the lead's part of #14), the step finds no way in and
// does nothing.

const STEP_WAIT_MS = 10_000
const WRONG_OLD = "soak-wrong-1"

/** Opens the screen through the menu and the profile; false when the app has no way there yet. */
const viaProfile = async (page: Page): Promise<boolean> => {
  await page.getByRole("button", { name: "เมนู", exact: true }).click({ timeout: STEP_WAIT_MS })
  const menu = page.getByRole("dialog", { name: "เมนู" })
  const profile = menu.getByRole("link", { name: "บัญชีของฉัน" })
  if ((await profile.count()) === 0) {
    await page.keyboard.press("Escape")
    return false
  }
  await profile.first().click({ timeout: STEP_WAIT_MS })
  await page.getByRole("heading", { level: 1, name: "บัญชีของฉัน" }).waitFor({ timeout: STEP_WAIT_MS })
  await page.getByRole("link", { name: "เปลี่ยนรหัสผ่าน" }).first().click({ timeout: STEP_WAIT_MS })
  await page.getByRole("heading", { level: 1, name: "เปลี่ยนรหัสผ่าน" }).waitFor({ timeout: STEP_WAIT_MS })
  return true
}

export const PASSWORD_STEPS: ReadonlyArray<Step> = [
  {
    name: "change password with a wrong old password (refused)",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      if (!(await viaProfile(page))) return
      await page.getByLabel("รหัสผ่านเดิม", { exact: true }).fill(WRONG_OLD)
      await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("soakpass99")
      await page.getByLabel("ยืนยันรหัสผ่านใหม่", { exact: true }).fill("soakpass99")
      await page.getByRole("button", { name: "เปลี่ยนรหัสผ่าน", exact: true }).click({ timeout: STEP_WAIT_MS })
      // Refused: the wrong old password, or after five the throttle's wait ('ลองใหม่ในอีก N นาที'),
      // or a fault the soak injected; never 'เปลี่ยนรหัสผ่านสำเร็จ'.
      await page.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor({ timeout: STEP_WAIT_MS })
      if ((await page.getByText("เปลี่ยนรหัสผ่านสำเร็จ").count()) > 0) throw new Error("a soak step changed a password")
    }
  }
]
