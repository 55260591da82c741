import { expect, test } from "../support/fixtures"
import { ACCOUNTS, balanceRegion, creditPath, onDashboard, refreshButton } from "./support/player"
import { THAI } from "./support/texts"

// Row 17 (#9, PROD-02): a server error message in English (a stack trace leaking through a proxy)
// on the balance refresh: the player reads Thai, never the English text.
// Needs: client: a server message without Thai is replaced by the Thai text of its kind.

const ENGLISH = "Internal Server Error: java.lang.NullPointerException"

test("credit: an English server error shows a Thai message, not the English text (PROD-02, ERR-01, #9)", async ({
  page,
  dev
}) => {
  await onDashboard(page)
  await dev.injectFault({
    path: creditPath(ACCOUNTS.demo.username),
    method: "POST",
    status: 500,
    body: { success: false, message: ENGLISH }
  })
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === creditPath(ACCOUNTS.demo.username))
  await refreshButton(page).click()
  expect((await answered).status()).toBe(500)
  await expect(
    balanceRegion(page).locator('[role="alert"], [role="status"]').filter({ hasText: THAI }).first()
  ).toBeVisible()
  await page.waitForTimeout(300)
  const text = await page.locator("body").innerText()
  expect(text).not.toContain("NullPointerException")
  expect(text).not.toContain("Internal Server Error")
})
