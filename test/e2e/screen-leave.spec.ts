import { expect, test } from "./support/fixtures"
import { bottomBar, loginAndSettle, storedSession } from "./support/session"

// Leaving a screen aborts its requests (DESIGN-06, HTTP-09, AMB-06, AMB-31).
//
// The slow answer comes from the server (a /__dev/faults delay with a valid body), not from
// page.route: Chromium does not cancel a request paused by Playwright's interception, so a page-side
// abort would never surface as `requestfailed` there.

const CREDIT_PATH = "/api/auth/user/getCredit/demo"

test("leaving the dashboard while the balance loads aborts the request and keeps the session (DESIGN-06, HTTP-09, AMB-06)", async ({
  page,
  dev
}) => {
  await loginAndSettle(page)
  await expect(page.locator("[data-balance]")).toHaveText("฿1,520.75")
  // Links navigate in a transition: the dashboard stays mounted until the contact screen has
  // rendered, so wait for that screen, not only the URL, before coming back.
  const contactHeading = page.getByRole("heading", { name: "ติดต่อเจ้าหน้าที่" })
  await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click()
  await expect(contactHeading).toBeVisible()

  await dev.injectFault({
    path: CREDIT_PATH,
    method: "POST",
    status: 200,
    delayMs: 3_000,
    body: { success: true, message: "", data: { balance: 1, balanceType: "M" } }
  })
  const failed: Array<string> = []
  const finished: Array<string> = []
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname === CREDIT_PATH) failed.push(request.failure()?.errorText ?? "unknown")
  })
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname === CREDIT_PATH)
      finished.push(`${request.method()} ${CREDIT_PATH} answered after leaving`)
  })
  const creditSent = page.waitForRequest((r) => new URL(r.url()).pathname === CREDIT_PATH)
  await bottomBar(page).getByRole("link", { name: "หน้าหลัก" }).click()
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  await creditSent
  await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click()
  await expect(contactHeading).toBeVisible()

  await expect
    .poll(() => [...failed, ...finished], {
      timeout: 4_000,
      message: "the balance request of the left dashboard is aborted"
    })
    .toContain("net::ERR_ABORTED")
  expect((await storedSession(page)).token).toBeTruthy()
  await expect(page.locator("[data-player-name]")).toBeVisible()
  // An app-started cancel never ends the session nor raises the network flag.
  await page.waitForTimeout(500)
  await expect(page).toHaveURL(/\/auth\/contact$/)
  await expect(page.locator('[data-banner="network"]')).toHaveCount(0)
  expect((await storedSession(page)).token).toBeTruthy()
})
