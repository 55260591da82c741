import type { Locator, Page } from "@playwright/test"
import { GAME_CATEGORY_NAMES, LOBBY_TABS } from "../../src/domain/game"
import { expect, test } from "./support/fixtures"
import { boxOf, navigateInApp, overlaps } from "./support/screens"
import { bottomBar, dismissCheckInPopup, loginThroughUi, openSignedIn, topBar } from "./support/session"
import { historySection, REWARD_PATH } from "./faults/support/reward-targets"
import { historyList, WITHDRAW_TEXTS } from "./faults/support/withdraw-targets"

// #29 "One look per thing": a desktop player keeps the category navigation, one status pill for
// every status, and a bank account masked the same on every screen.

const DESKTOP = { width: 1280, height: 800 }
const SMALL_DESKTOP = { width: 1024, height: 768 }
const PHONE = { width: 390, height: 844 }

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "เมนูหมวดเกม" })
const barBalance = (page: Page) => topBar(page).getByRole("group", { name: "ยอดเงินคงเหลือ" })

/** The computed background colour of an element. */
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor)

/** The row sits under the top bar and clear of its balance, and every part of the bar stays on screen. */
const expectClearOfTheBar = async (page: Page) => {
  const viewport = page.viewportSize()
  if (viewport === null) throw new Error("no viewport")
  const nav = await boxOf(categoryNav(page))
  const bar = await boxOf(topBar(page))
  expect(nav.y, "the row starts under the top bar").toBeGreaterThanOrEqual(bar.y + bar.height - 1)
  const balance = await boxOf(barBalance(page))
  expect(overlaps(nav, balance), "the row does not cover the balance").toBe(false)
  for (const part of [
    barBalance(page),
    topBar(page).getByRole("button", { name: "ออกจากระบบ" }),
    topBar(page).locator("[data-player-menu-button]")
  ]) {
    const box = await boxOf(part)
    expect(box.x + box.width, "the bar's parts stay on screen").toBeLessThanOrEqual(viewport.width)
  }
}

test.describe("one look per thing (#29)", () => {
  test("#29 at 1280x800 a player on the dashboard sees the game categories, and 'สล็อต' opens the lobby on the slot tab, marked current", async ({
    page
  }) => {
    await page.setViewportSize(DESKTOP)
    await loginThroughUi(page)
    await dismissCheckInPopup(page)
    const nav = categoryNav(page)
    await expect(nav).toBeVisible()
    // The lobby's categories, in its tabs' order and with their names; none current off the lobby.
    await expect(nav.getByRole("link")).toHaveText(LOBBY_TABS.map((category) => GAME_CATEGORY_NAMES[category]))
    await expect(nav.locator("[aria-current]")).toHaveCount(0)
    const slot = nav.getByRole("link", { name: "สล็อต", exact: true })
    expect((await boxOf(slot)).height, "a 44 px target").toBeGreaterThanOrEqual(44)

    // By keyboard: the link takes the focus and Enter follows it.
    await slot.focus()
    await expect(slot).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/auth\/games\/category\?cat=slot$/)
    await expect(page.getByRole("tab", { name: "สล็อต", exact: true })).toHaveAttribute("aria-selected", "true")
    await expect(slot).toHaveAttribute("aria-current", "page")
    await expect(nav.locator("[aria-current]")).toHaveCount(1)
    await expectClearOfTheBar(page)

    // The choice is the lobby's remembered one: the bottom bar's games button opens slot now.
    await navigateInApp(page, "/auth/dashboard")
    await expect(bottomBar(page).locator('a[href$="cat=slot"]')).toHaveCount(1)
  })

  test("#29 at 1024x768 the category row leaves the top bar's balance, bell, logout and menu whole", async ({
    page
  }) => {
    await page.setViewportSize(SMALL_DESKTOP)
    await openSignedIn(page, "/auth/games/category?cat=casino")
    await dismissCheckInPopup(page)
    await expect(categoryNav(page).getByRole("link", { name: "คาสิโน", exact: true })).toHaveAttribute(
      "aria-current",
      "page"
    )
    await expectClearOfTheBar(page)
  })

  test("#29 at 390x844 the category row is not shown: the bottom bar serves a phone", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await openSignedIn(page, "/auth/dashboard")
    await dismissCheckInPopup(page)
    await expect(bottomBar(page)).toBeVisible()
    await expect(categoryNav(page)).toBeHidden()
  })

  test("#29 every status in the reward history is a StatusPill, its tone's colour the withdraw list's", async ({
    page
  }) => {
    await openSignedIn(page, REWARD_PATH)
    await dismissCheckInPopup(page)
    const rows = historySection(page).getByRole("listitem")
    await expect(rows).toHaveCount(4)
    const tones = { pending: "waiting", shipped: "waiting", done: "done", cancelled: "refused" } as const
    for (const [status, tone] of Object.entries(tones)) {
      const pill = historySection(page).locator(`[data-status="${status}"][data-tone]`)
      await expect(pill, `the ${status} redemption's pill`).toHaveCount(1)
      await expect(pill).toHaveAttribute("data-tone", tone)
    }
    // Every row's status is a pill: as many pills as rows.
    await expect(historySection(page).locator("[data-tone]")).toHaveCount(4)
    const rewardDone = await background(historySection(page).locator('[data-tone="done"]'))
    const rewardRefused = await background(historySection(page).locator('[data-tone="refused"]'))

    await navigateInApp(page, "/auth/withdraw")
    const withdrawals = historyList(page)
    await expect(withdrawals.locator('[data-tone="done"]').first()).toHaveText(WITHDRAW_TEXTS.approved)
    expect(await background(withdrawals.locator('[data-tone="done"]').first())).toBe(rewardDone)
    expect(await background(withdrawals.locator('[data-tone="refused"]').first())).toBe(rewardRefused)
    expect(rewardDone, "two tones, two colours").not.toBe(rewardRefused)
  })

  test("#29 the player's bank account reads the same, masked, on withdraw and on the profile", async ({ page }) => {
    await openSignedIn(page, "/auth/withdraw")
    await dismissCheckInPopup(page)
    const onWithdraw = page.locator("[data-account-number]")
    await expect(onWithdraw).toHaveText(/^xxx-x-xx\d{3}-\d$/)
    const masked = (await onWithdraw.textContent()) ?? ""

    await navigateInApp(page, "/auth/settings")
    await expect(page.locator("[data-account-bank]")).toHaveText(masked)
    // The phone by the same rule: its last 4 digits, 'x' for the rest.
    await expect(page.locator("[data-account-phone]")).toHaveText(/^xxx-xxx-\d{4}$/)
  })
})
