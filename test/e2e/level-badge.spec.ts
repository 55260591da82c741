import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { closeCheckInPopup, openAs } from "./faults/support/player"

// The level's display name is never clipped (#15): on the balance card, the profile, the ranking
// board and in the levels dialog, for the longest names, on a phone, a narrow phone and with the
// text twice as large.

const PLAYERS = [
  { username: "gold", password: "gold1234", name: "สมหญิง รุ่งเรือง", level: "Gold" },
  { username: "platinum", password: "plat1234", name: "วิชัย มั่งมี", level: "Platinum" },
  { username: "diamond", password: "diamond1234", name: "ประภาพร ศรีสุข", level: "Diamond" }
] as const

/**
 * The level names on the page whose text does not fit: wider than their own box, outside the
 * viewport, or cut by an ancestor that hides its overflow.
 */
const clippedLevelNames = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    const names = Array.from(document.querySelectorAll("[data-level-name], [role='dialog'] li[data-level] h3"))
    const clipped: Array<string> = []
    for (const element of names) {
      if (!(element instanceof HTMLElement) || element.getClientRects().length === 0) continue
      const box = element.getBoundingClientRect()
      const label = element.textContent ?? ""
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 0.5) clipped.push(`${label}: own box`)
      if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5) clipped.push(`${label}: viewport`)
      for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX === "visible" && style.overflowY === "visible") continue
        const frame = parent.getBoundingClientRect()
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) clipped.push(`${label}: ${parent.tagName}`)
      }
    }
    return clipped
  })

const expectNoneClipped = async (page: Page, where: string) => {
  await expect(page.locator("[data-level-name]").first()).toBeVisible()
  expect(await clippedLevelNames(page), where).toEqual([])
}

const checkScreens = async (page: Page, level: string) => {
  await expect(page.locator("[data-level-name]").first()).toHaveText(level)
  await expectNoneClipped(page, "dashboard")
  await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
  const dialog = page.getByRole("dialog", { name: "ระดับสมาชิก" })
  await expect(dialog.locator("li[data-level] h3").first()).toBeVisible()
  expect(await clippedLevelNames(page), "levels dialog").toEqual([])
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await page.goto("/auth/settings")
  await closeCheckInPopup(page)
  await expectNoneClipped(page, "profile")
  await page.goto("/auth/user/ranking")
  await closeCheckInPopup(page)
  await expectNoneClipped(page, "ranking")
}

test.describe("level names are never clipped (#15)", () => {
  for (const width of [390, 320]) {
    for (const player of PLAYERS) {
      test(`#15 ${player.level} at ${width} px wide: the balance card, the levels dialog, the profile and the ranking`, async ({
        page
      }) => {
        await page.setViewportSize({ width, height: 844 })
        await openAs(page, player, "/auth/dashboard")
        await checkScreens(page, player.level)
      })
    }
  }

  test("#15 Platinum at 390 px with the text twice as large", async ({ page }) => {
    const player = PLAYERS[1]
    await openAs(page, player, "/auth/dashboard")
    // The browser's text zoom, approximated: every rem-sized text doubles.
    const name = page.locator("[data-level-name]").first()
    const fontSize = () => name.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
    const before = await fontSize()
    // (Through the CSSOM: the site's CSP refuses an added style element, rightly.)
    await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"))
    await expect(name).toHaveText(player.level)
    expect(await fontSize()).toBeGreaterThanOrEqual(before * 1.9)
    await expectNoneClipped(page, "dashboard")
  })
})
