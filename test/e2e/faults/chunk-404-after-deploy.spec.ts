import { expect, test } from "../support/fixtures"
import { recordRequests } from "../support/network"
import { bottomBar, checkInPopupDecision } from "../support/session"
import { balanceAmount, checkInDialog, loginAs, storedSession, ACCOUNTS, LOGIN_PATH } from "./support/player"
import { TEXTS } from "./support/texts"

// Row 10 (#9, ERR-16, AMB-38): a new version was deployed while the player was on the site, and the
// old screen chunk they ask for next is gone (404). The app offers a reload, and nothing is lost:
// the session, the check-in just made, the balance.

const CONTACT_CHUNK = /\/assets\/contact-screens-[\w-]+\.js$/

test("a screen chunk that 404s after a deploy offers a reload, and nothing is lost (ERR-16, AMB-38, #9)", async ({
  page
}) => {
  await loginAs(page, ACCOUNTS.demo)
  await checkInDialog(page).getByRole("button", { name: TEXTS.checkIn.submit }).click()
  await expect(checkInDialog(page)).toBeHidden()
  await expect(page.getByText(TEXTS.checkIn.success).first()).toBeVisible()
  await expect(balanceAmount(page)).not.toHaveText("฿1,520.75")
  const balance = (await balanceAmount(page).textContent()) ?? ""
  const session = await storedSession(page)

  const missing: Array<string> = []
  await page.route(CONTACT_CHUNK, async (route) => {
    missing.push(route.request().url())
    await route.fulfill({ status: 404, contentType: "text/html", body: "<h1>404 Not Found</h1>" })
  })
  await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click()
  const fallback = page.getByRole("alert").filter({ hasText: TEXTS.chunk.message })
  await expect(fallback).toBeVisible()
  const reload = fallback.getByRole("button", { name: TEXTS.chunk.reload })
  await expect(reload).toBeVisible()
  expect(missing.length).toBeGreaterThan(0)
  // Nothing lost while the screen is missing: the session is still stored.
  expect(await storedSession(page)).toEqual(session)

  // The reload gets the new version.
  await page.unroute(CONTACT_CHUNK)
  const requests = recordRequests(page)
  await reload.click()
  await expect(page.getByRole("heading", { name: "ติดต่อเจ้าหน้าที่" })).toBeVisible()
  await expect(page.locator("[data-player-name]")).toHaveText(ACCOUNTS.demo.name)
  expect(await storedSession(page)).toEqual(session)
  await bottomBar(page).getByRole("link", { name: "หน้าหลัก" }).click()
  await expect(balanceAmount(page)).toHaveText(balance)
  await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "closed")
  await expect(checkInDialog(page), "the check-in made before the reload stays made").toHaveCount(0)
  expect((await requests.all()).filter((r) => r.path === LOGIN_PATH)).toEqual([])
})
