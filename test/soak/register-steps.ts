import type { Page } from "@playwright/test"
import type { Step } from "./steps"

// The soak's registration step (#12, money.md): a guest registers a new player in the two steps
// and lands on the dashboard as them, or is told why not. Each registration takes numbers of its
// own (the soak's resets bring the seeded players back and forget the registered ones).

const STEP_WAIT_MS = 10_000
let made = 0

/** A phone, username and KBank number no seeded player has, different for each registration. */
const nextPlayer = () => {
  made += 1
  const serial = String(made).padStart(6, "0")
  return { phone: `0899${serial}`, username: `soak${serial}`, password: "soak1234", bankId: `7700${serial}` }
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\(ไม่บังคับ\\))?$`))

/**
 * In the app, never by a page load: the soak's whole run is one load (its developer hooks and its
 * heap figures live in it). A guest is on /login, whose form links to registration.
 */
const registerNewPlayer = async (page: Page) => {
  if (new URL(page.url()).pathname !== "/login") return
  const player = nextPlayer()
  // The form's link (the header has one too, #15).
  await page.getByRole("main").getByRole("link", { name: "สมัครสมาชิก" }).click({ timeout: STEP_WAIT_MS })
  await field(page, "เบอร์โทรศัพท์").fill(player.phone, { timeout: STEP_WAIT_MS })
  await field(page, "ชื่อผู้ใช้").fill(player.username)
  await field(page, "รหัสผ่าน").fill(player.password)
  await field(page, "ยืนยันรหัสผ่าน").fill(player.password)
  // The field's own note (the developer panel may show the same words in its event list).
  await page.getByRole("status").filter({ hasText: "ใช้ชื่อผู้ใช้นี้ได้" }).waitFor({ timeout: STEP_WAIT_MS })
  await page.getByRole("button", { name: "ถัดไป" }).click()
  await page.getByRole("radio", { name: "กสิกรไทย" }).check({ timeout: STEP_WAIT_MS })
  await field(page, "เลขบัญชีธนาคาร").fill(player.bankId)
  await page.getByRole("status").filter({ hasText: "ใช้เลขบัญชีนี้ได้" }).waitFor({ timeout: STEP_WAIT_MS })
  await page.getByRole("button", { name: "สมัครสมาชิก", exact: true }).click()
  // Logged in on the dashboard, or a refusal said in Thai under the form (then back to /login).
  await Promise.race([
    page.waitForURL(/\/auth\/dashboard$/, { timeout: STEP_WAIT_MS }),
    page.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor({ timeout: STEP_WAIT_MS })
  ])
  if (new URL(page.url()).pathname !== "/auth/dashboard") {
    await page.getByRole("main").getByRole("link", { name: "เข้าสู่ระบบ" }).click({ timeout: STEP_WAIT_MS })
  }
}

export const REGISTER_STEPS: ReadonlyArray<Step> = [
  {
    name: "registration of a new player",
    weight: 1,
    when: (view) => !view.loggedIn,
    run: async ({ page }) => registerNewPlayer(page)
  }
]
