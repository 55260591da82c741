import type { APIRequestContext, Page } from "@playwright/test"
import { expect } from "./fixtures"
import { dismissCheckInPopup, openSignedIn, socketJoined } from "./session"

// The deposit screen's e2e helpers (#10 §1, #29). Its QR reads the player's bonus windows at the
// page's clock (the demo promotion: 09:00–12:00 and 20:00–23:59 in Bangkok), so every test that
// opens it fixes the time of day first: outside the windows unless the test is about them.

/** The demo promotion's windows are closed (the QR's amount is the one chosen). */
export const OUTSIDE_BONUS_WINDOWS = "14:00"
/** The demo promotion's period 1 (10 %, 'ทศนิยมท้าย 1.50', at most ฿500). */
export const IN_BONUS_WINDOW = "10:00"

/** Today in Bangkok at `time` ("14:00"): the same day as the server's, at a known time. */
export const todayInBangkokAt = (time: string): Date => {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Bangkok" }).format(new Date())
  return new Date(`${day}T${time}:00+07:00`)
}

/** Installs the page's clock at `time` of today in Bangkok (before the page loads); it runs on from there. */
export const depositClockAt = (page: Page, time: string = OUTSIDE_BONUS_WINDOWS): Promise<void> =>
  page.clock.install({ time: todayInBangkokAt(time) })

/**
 * Demo with ฿1,000 on /auth/deposit, the page's clock at `time` of today in Bangkok, the check-in
 * popup closed and the accounts shown (the QR needs them).
 */
export const openDepositAt = async (page: Page, request: APIRequestContext, time: string = OUTSIDE_BONUS_WINDOWS) => {
  const credit = await request.post("/__dev/credit", { data: { username: "demo", balance: 1000 } })
  expect(credit.status()).toBe(204)
  await depositClockAt(page, time)
  await openSignedIn(page, "/auth/deposit")
  await dismissCheckInPopup(page)
  await expect(page.getByRole("heading", { level: 1, name: "ฝากเงิน" })).toBeVisible()
  await expect(page.locator("[data-receiving-account]")).toHaveCount(3)
}

/** The operator detects demo's transfer of `baht`, made at the page's now (the bonus reads its time). */
export const creditTransfer = async (page: Page, request: APIRequestContext, baht: number) => {
  await socketJoined(page)
  const at = await page.evaluate(() => Date.now())
  const detected = await request.post("/__dev/deposit", { data: { username: "demo", amount: baht, at } })
  expect(detected.status()).toBe(200)
}
