import { CHUNK_LOAD_FAILED } from "../../../src/routes/lazy-screen"
import { expect, test } from "../support/fixtures"
import { bottomBar } from "../support/session"
import { ACCOUNTS, onDashboard } from "./support/player"
import { markPage } from "./support/row-context"

// Row 18 (#9, ERR-16, COMPAT-11): the player opens a screen while offline, so its lazily loaded code
// cannot arrive. Back online, the screen loads by itself: no reload press, no page reload.
// Needs: client: retry a failed screen chunk when the browser comes back online.

const CONTACT_CHUNK = /\/assets\/contact-screens-[\w-]+\.js/

test("a screen whose code failed to load while offline loads by itself back online (ERR-16, COMPAT-11, #9)", async ({
  page,
  context
}) => {
  await onDashboard(page)
  const unchanged = await markPage(page)
  const failed: Array<string> = []
  page.on("requestfailed", (request) => {
    if (CONTACT_CHUNK.test(request.url())) failed.push(request.failure()?.errorText ?? "")
  })
  // The app logs the failed import just before it looks whether the browser is offline: back online
  // only after that (the request's failure alone can reach the test before the app has seen it).
  const importFailed = page.waitForEvent("console", {
    predicate: (message) => message.type() === "error" && message.text().includes(CHUNK_LOAD_FAILED)
  })
  await context.setOffline(true)
  await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click()
  await importFailed
  await expect.poll(() => failed.length, { message: "the screen's code failed to load" }).toBeGreaterThan(0)
  await context.setOffline(false)
  await expect(page.getByRole("heading", { name: "ติดต่อเจ้าหน้าที่" })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/contact$/)
  await expect(page.locator("[data-player-name]")).toHaveText(ACCOUNTS.demo.name)
  await unchanged()
})
