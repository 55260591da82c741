import { expect, test } from "../support/fixtures"
import { ACCOUNTS, loginAs } from "./support/player"
import { TEXTS } from "./support/texts"

// Row 14 (#9, COMPAT-01..COMPAT-09): a browser below the minimum versions sees the 'ไม่รองรับ' banner
// with its name and version, and the app stays usable.

const OLD_BROWSERS = [
  {
    label: "Chrome 78",
    ids: "COMPAT-01, COMPAT-02",
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36",
    shown: /Chrome 78/
  },
  {
    label: "Mobile Safari 12",
    ids: "COMPAT-01, COMPAT-09",
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
    shown: /Mobile Safari 12/
  }
] as const

for (const browser of OLD_BROWSERS) {
  test.describe(browser.label, () => {
    test.use({ userAgent: browser.userAgent })

    test(`an old browser (${browser.label}) sees 'ไม่รองรับ' and can still log in (${browser.ids}, #9)`, async ({
      page
    }) => {
      await page.goto("/login")
      const banner = page.getByText(TEXTS.unsupported).first()
      await expect(banner).toBeVisible()
      await expect(page.locator("body")).toContainText(browser.shown)
      await loginAs(page, ACCOUNTS.demo, { goto: false })
    })
  })
}
