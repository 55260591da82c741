import type { Page } from "@playwright/test"
import type { Step } from "./steps"
import { withAnswerLost } from "./answer-lost"

// The slip deposit's soak steps (issue #10 §2): a slip made by POST /__dev/bank-transfer, uploaded
// on /auth/deposit/slip and deposited, sometimes with its answer lost (read back, never resent).

const STEP_WAIT_MS = 10_000
const SLIP_PATH = "/auth/deposit/slip"
const REQUEST_DEPOSIT = "/api/auth/slip/request-deposit"

const slipPng = async (page: Page, amount: number): Promise<Buffer> => {
  const origin = new URL(page.url()).origin
  const response = await page.request.post(`${origin}/__dev/bank-transfer`, { data: { amount } })
  const body: unknown = await response.json()
  const png = typeof body === "object" && body !== null ? Reflect.get(body, "slipPng") : null
  if (typeof png !== "string") throw new Error("bank-transfer answered no slip")
  return Buffer.from(png, "base64")
}

/** To the slip screen without a reload (a reload would open the check-in popup over it). */
const toSlipScreen = async (page: Page) => {
  await page.evaluate((path) => {
    window.history.pushState({}, "", path)
    window.dispatchEvent(new PopStateEvent("popstate"))
  }, SLIP_PATH)
  await page.getByRole("heading", { level: 1, name: "ฝากด้วยสลิป" }).waitFor({ timeout: STEP_WAIT_MS })
}

/** A slip screen still showing the last deposit's result or refusal is first taken back to a new upload. */
const backToUpload = async (page: Page) => {
  const again = page.getByRole("button", { name: /^(ฝากสลิปอื่น|เลือกสลิปใหม่)$/ })
  if (await again.isVisible()) await again.first().click({ timeout: STEP_WAIT_MS })
}

const depositASlip = async (page: Page, amount: number) => {
  const png = await slipPng(page, amount)
  await toSlipScreen(page)
  await backToUpload(page)
  await page.getByLabel("อัปโหลดสลิป").setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: png })
  await page.getByRole("button", { name: "ยืนยันการฝาก" }).click({ timeout: STEP_WAIT_MS })
  await Promise.race([
    page.getByRole("status").filter({ hasText: "ฝากเงินสำเร็จ" }).waitFor({ timeout: STEP_WAIT_MS }),
    page.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor({ timeout: STEP_WAIT_MS })
  ])
}

export const SLIP_STEPS: ReadonlyArray<Step> = [
  {
    name: "slip deposit",
    weight: 2,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page, rng }) => depositASlip(page, rng.int(100, 999))
  },
  {
    name: "slip deposit whose answer is lost",
    weight: 1,
    when: (view) => view.loggedIn && !view.popupOpen,
    run: async ({ page, rng }) =>
      withAnswerLost(
        page,
        (url) => url.pathname === REQUEST_DEPOSIT,
        () => depositASlip(page, rng.int(100, 999))
      )
  }
]
