import { expect, test } from "../support/fixtures"
import { ACCOUNTS, closeCheckInPopup, openAs } from "./support/player"
import { RANKING_API_PATH, RANKING_PATH, RANKING_TEXTS, ownRank, rankRows } from "./support/ranking-targets"

// Rows 8 and 9 (#13, OPEN-09): the ranking's answer hangs (a slow network). Switching the period
// interrupts it and the new period's answer is the one shown (latest wins); leaving the screen
// aborts the hanging request, and nothing it would have said appears later.

test("ranking: a hanging week answer is interrupted by switching to the month, which is shown (OPEN-09, #13)", async ({
  page
}) => {
  await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
  const held: Array<() => Promise<void>> = []
  await page.route(
    (url) => url.pathname === RANKING_API_PATH && url.searchParams.get("period") === "week",
    async (route) => {
      // Held until the test lets it go: the player switches period meanwhile.
      await new Promise<void>((resolve) => held.push(async () => resolve()))
      await route.continue().catch(() => undefined)
    }
  )
  const aborted = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === RANKING_API_PATH)
  const weekSent = page.waitForRequest((request) => new URL(request.url()).searchParams.get("period") === "week")
  await page.goto(RANKING_PATH)
  await closeCheckInPopup(page)
  await expect(page.locator("[aria-busy=true]")).toBeVisible()
  await weekSent
  await page.getByRole("tab", { name: RANKING_TEXTS.month }).click()
  await expect((await aborted).failure()?.errorText ?? "").toMatch(/abort|cancel/i)
  await expect(ownRank(page)).toHaveAttribute("data-own-rank", /^(2[1-9]|[3-9]\d)$/)
  await Promise.all(held.map((release) => release()))
  await expect(page.getByRole("tab", { name: RANKING_TEXTS.month })).toHaveAttribute("aria-selected", "true")
  await expect(rankRows(page)).toHaveCount(20)
  await expect(page.locator("[data-self]")).toHaveCount(0)
})

test("ranking: leaving the screen while its answer hangs aborts the request and shows nothing of it (OPEN-09, #13)", async ({
  page
}) => {
  await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
  await page.route(
    (url) => url.pathname === RANKING_API_PATH,
    async () => {
      // Never answered: only the page's abort ends it.
    }
  )
  const aborted = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === RANKING_API_PATH)
  // The call goes out once the ranking's contract rows have loaded (services/lazy-endpoints.ts).
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === RANKING_API_PATH)
  // In the app (no page load): the dashboard's tile in, the browser's back out.
  await page.getByRole("link", { name: RANKING_TEXTS.heading }).first().click()
  await expect(page).toHaveURL(new RegExp(`${RANKING_PATH}$`))
  await expect(page.getByRole("heading", { level: 1, name: RANKING_TEXTS.heading })).toBeVisible()
  await sent
  await page.evaluate(() => window.history.back())
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  expect((await aborted).url()).toContain(RANKING_API_PATH)
  await expect(page.getByRole("alert")).toHaveCount(0)
})
