import { expect, test } from "../support/fixtures"
import { recordRequests } from "../support/network"
import { ACCOUNTS, balanceAmount, checkInDialog, loginAs } from "./support/player"
import { TEXTS } from "./support/texts"

// Row 14 (#9, COMPAT-10, HTTP-01, HTTP-02): LINE's in-app browser (players open the site from LINE
// chats) works normally: no 'ไม่รองรับ' banner, login, balance, check-in, and the platform header of
// its system.

const LINE_BROWSERS = [
  {
    label: "LINE on Android",
    ids: "COMPAT-10, HTTP-01",
    userAgent:
      "Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Line/13.21.0/IAB",
    platform: "AND"
  },
  {
    label: "LINE on iPhone",
    ids: "COMPAT-10, HTTP-02",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0",
    platform: "IOS"
  }
] as const

for (const browser of LINE_BROWSERS) {
  test.describe(browser.label, () => {
    test.use({ userAgent: browser.userAgent })

    test(`${browser.label}'s in-app browser works normally (${browser.ids}, #9)`, async ({ page }) => {
      const requests = recordRequests(page)
      await loginAs(page, ACCOUNTS.demo)
      await expect(page.getByText(TEXTS.unsupported)).toHaveCount(0)
      await expect(balanceAmount(page)).toHaveText("฿1,520.75")
      await checkInDialog(page).getByRole("button", { name: TEXTS.checkIn.submit }).click()
      await expect(checkInDialog(page)).toBeHidden()
      await expect(page.getByText(TEXTS.checkIn.success).first()).toBeVisible()
      const calls = await requests.all()
      expect(calls.length).toBeGreaterThan(0)
      for (const call of calls) expect(call.headers["platform"], `${call.method} ${call.path}`).toBe(browser.platform)
    })
  })
}
