import { expect, type Page, type Request } from "@playwright/test"
import { ACCOUNTS, openAs } from "./player"

// The password change (#14, ROUTE-13, API-24): the screen, its fields and its one write, for the
// e2e spec and its fault rows. No menu links the screen yet (the lead's profile screen will), so
// tests open it by its address after logging in.

export const CHANGE_PASSWORD_URL = "/auth/settings/change-password"
export const changePasswordPath = (uuid: string) => `/api/auth/user/change-password/${uuid}`
export const DEMO_UUID = "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0001"
export const CHANGE_PASSWORD_API = changePasswordPath(DEMO_UUID)

export const PASSWORD_TEXTS = {
  heading: "เปลี่ยนรหัสผ่าน",
  old: "รหัสผ่านเดิม",
  new: "รหัสผ่านใหม่",
  confirm: "ยืนยันรหัสผ่านใหม่",
  submit: "เปลี่ยนรหัสผ่าน",
  wrongOld: "รหัสผ่านเดิมไม่ถูกต้อง",
  mismatch: "รหัสผ่านไม่ตรงกัน",
  changed: "เปลี่ยนรหัสผ่านสำเร็จ",
  unsure: "ยังไม่ทราบผลการเปลี่ยนรหัสผ่าน",
  retry: "ลองอีกครั้ง"
} as const

export const NEW_PASSWORD = "newpass99"

export const passwordInput = (page: Page, label: string) => page.getByLabel(label, { exact: true })
export const changeButton = (page: Page) => page.getByRole("button", { name: PASSWORD_TEXTS.submit, exact: true })

/** Logs in as demo and opens the screen (the check-in popup, which opens with each load, closed). */
export const openChangePassword = async (page: Page) => {
  await openAs(page, ACCOUNTS.demo, CHANGE_PASSWORD_URL)
  await expect(page.getByRole("heading", { level: 1, name: PASSWORD_TEXTS.heading })).toBeVisible()
}

export const fillChange = async (
  page: Page,
  values: { readonly old: string; readonly next: string; readonly confirm: string }
) => {
  await passwordInput(page, PASSWORD_TEXTS.old).fill(values.old)
  await passwordInput(page, PASSWORD_TEXTS.new).fill(values.next)
  await passwordInput(page, PASSWORD_TEXTS.confirm).fill(values.confirm)
}

/** Every password change request the page sends, as it goes out. */
export const recordChanges = (page: Page) => {
  const sent: Array<Request> = []
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/auth/user/change-password/")) sent.push(request)
  })
  return sent
}

/** Whether the reference API lets `password` log demo in (outside the page: its session is untouched). */
export const demoLogsInWith = async (page: Page, password: string): Promise<boolean> => {
  const res = await page.request.post("/api/auth/login", { data: { username: "demo", password } })
  return res.status() === 200
}
