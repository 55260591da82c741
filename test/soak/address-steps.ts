import type { Page } from "@playwright/test"
import { settleWriteDialog } from "./settle-dialog"
import type { Step } from "./steps"

// The soak's delivery address step (#14): no menu entry reaches the address screen yet (the
// profile screen /auth/settings will link to it), so the step takes the only way inside the app: a
// goods reward refused for want of an address (412) links to 'เพิ่มที่อยู่จัดส่ง'. A player with
// an address (or without the points) redeems or is refused otherwise, and the step ends there.
// On the screen it saves an address and waits for 'บันทึกที่อยู่สำเร็จ' (or a Thai refusal).

const STEP_WAIT_MS = 10_000

const toGoodsCategory = async (page: Page) => {
  if (!new URL(page.url()).pathname.startsWith("/auth/reward")) {
    await page.mouse.move(195, 300)
    await page.getByRole("button", { name: "เมนู", exact: true }).click({ timeout: STEP_WAIT_MS })
    await page
      .getByRole("dialog", { name: "เมนู" })
      .getByRole("link", { name: "แลกรางวัล" })
      .click({ timeout: STEP_WAIT_MS })
  }
  if (new URL(page.url()).pathname === "/auth/reward/8") return
  if (new URL(page.url()).pathname !== "/auth/reward") {
    await page.getByRole("link", { name: /หมวดรางวัลทั้งหมด/ }).click({ timeout: STEP_WAIT_MS })
  }
  await page
    .getByRole("list", { name: "หมวดรางวัล" })
    .getByRole("link", { name: /ของรางวัล/ })
    .click({ timeout: STEP_WAIT_MS })
}

/**
 * A form left with changes would hold every later navigation behind the leave question (and a
 * page load behind the browser's beforeunload one): it is left through 'ออกโดยไม่บันทึก'.
 */
const leaveUnsaved = async (page: Page) => {
  if (await page.getByText("บันทึกที่อยู่สำเร็จ").isVisible()) return
  await page.goBack({ timeout: STEP_WAIT_MS }).catch(() => undefined)
  const leave = page.getByRole("dialog", { name: "ออกจากหน้านี้?" }).getByRole("button", { name: "ออกโดยไม่บันทึก" })
  if (await leave.isVisible()) await leave.click({ timeout: STEP_WAIT_MS })
}

const saveAddress = async (page: Page) => {
  await page.getByRole("heading", { level: 1, name: "ที่อยู่จัดส่ง" }).waitFor({ timeout: STEP_WAIT_MS })
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field("ชื่อผู้รับ").fill("ผู้รับ ทดสอบ", { timeout: STEP_WAIT_MS })
  await field("เบอร์โทรศัพท์").fill("0891112222")
  await field("บ้านเลขที่").fill("1/1")
  await field("รหัสไปรษณีย์").fill("10900")
  await page.getByRole("option", { name: "จตุจักร · จตุจักร · กรุงเทพมหานคร" }).click({ timeout: STEP_WAIT_MS })
  await page.getByRole("button", { name: "บันทึก", exact: true }).click({ timeout: STEP_WAIT_MS })
  await page
    .getByText("บันทึกที่อยู่สำเร็จ")
    .or(page.locator("#address-status").filter({ hasText: /\S/ }))
    .first()
    .waitFor({ timeout: STEP_WAIT_MS })
}

export const ADDRESS_STEPS: ReadonlyArray<Step> = [
  {
    name: "delivery address save (through a goods reward's 412)",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page }) => {
      await toGoodsCategory(page)
      const open = page.locator('article[data-reward-id="201"]').getByRole("button")
      await open.waitFor({ timeout: STEP_WAIT_MS })
      if (!(await open.isEnabled())) return
      await open.click({ timeout: STEP_WAIT_MS })
      const dialog = page.getByRole("dialog", { name: "ยืนยันการแลกรางวัล" })
      await dialog.getByRole("button", { name: "ยืนยันแลกรางวัล" }).click({ timeout: STEP_WAIT_MS })
      const link = dialog.getByRole("link", { name: "เพิ่มที่อยู่จัดส่ง" })
      await Promise.race([
        link.waitFor({ timeout: STEP_WAIT_MS }),
        dialog.waitFor({ state: "hidden", timeout: STEP_WAIT_MS })
      ])
      if (!(await link.isVisible())) return settleWriteDialog(dialog, STEP_WAIT_MS)
      await link.click({ timeout: STEP_WAIT_MS })
      try {
        await saveAddress(page)
      } finally {
        await leaveUnsaved(page)
      }
    }
  }
]
