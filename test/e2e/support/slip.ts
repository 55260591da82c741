import type { APIRequestContext, Page } from "@playwright/test"
import { expect } from "./fixtures"
import { dismissCheckInPopup, loginAndSettle } from "./session"

// The slip deposit's e2e helpers: a slip made by POST /__dev/bank-transfer, the screen opened.

export const SLIP_PATH = "/auth/deposit/slip"
export const VERIFY_PATH = "/api/auth/slip/verify"
export const REQUEST_DEPOSIT_PATH = "/api/auth/slip/request-deposit"
export const MY_REQUESTS_PATH = "/api/auth/slip/my/request"

export interface BankTransfer {
  readonly amount: number
  readonly toOperator?: boolean
  readonly daysAgo?: number
  readonly inLedger?: boolean
}

export interface MadeSlip {
  readonly transRef: string
  readonly png: Buffer
}

export const makeSlip = async (request: APIRequestContext, transfer: BankTransfer): Promise<MadeSlip> => {
  const response = await request.post("/__dev/bank-transfer", { data: transfer })
  expect(response.status()).toBe(200)
  const body: unknown = await response.json()
  const transRef = typeof body === "object" && body !== null ? Reflect.get(body, "transRef") : null
  const slipPng = typeof body === "object" && body !== null ? Reflect.get(body, "slipPng") : null
  if (typeof transRef !== "string" || typeof slipPng !== "string") throw new Error("bank-transfer answered no slip")
  return { transRef, png: Buffer.from(slipPng, "base64") }
}

export const slipInput = (page: Page) => page.getByLabel("อัปโหลดสลิป")

/** Chooses a slip image in the file input (the upload starts at once). */
export const chooseSlip = (page: Page, png: Buffer, name = "slip.png", mimeType = "image/png") =>
  slipInput(page).setInputFiles({ name, mimeType, buffer: png })

/** Logs in as demo and opens the slip screen (the check-in popup closed). */
export const openSlipScreen = async (page: Page) => {
  await loginAndSettle(page)
  await page.goto(SLIP_PATH)
  await dismissCheckInPopup(page)
  await expect(page.getByRole("heading", { level: 1, name: "ฝากด้วยสลิป" })).toBeVisible()
}

export const ledgerOf = async (request: APIRequestContext, username = "demo"): Promise<ReadonlyArray<unknown>> => {
  const response = await request.get(`/__dev/ledger?username=${username}`)
  const rows: unknown = await response.json()
  return Array.isArray(rows) ? rows : []
}
