import type { Locator, Page } from "@playwright/test"
import { expectNoAxeViolations } from "./support/axe"
import { expect, test } from "./support/fixtures"
import { navigateInApp, screenSettled } from "./support/screens"
import { checkInDialog, loginAndSettle, openSignedIn } from "./support/session"
import { smallTouchTargets } from "./support/touch-targets"

// Accessibility of every screen and main dialog (#15): axe-core (WCAG 2.x A/AA and best practices)
// finds nothing of any impact, each screen has exactly one h1 and a title of its own, and on a
// phone every control is at least 44x44 px. One login per walk; the player's screens are reached
// inside the app (support/screens.ts), as a player moves.

const PHONE = { width: 390, height: 844 } as const
const DESKTOP = { width: 1280, height: 800 } as const
const BRAND = "GoldBet"

const GUEST_SCREENS: ReadonlyArray<string> = [
  "/",
  "/login",
  "/forgot-password",
  "/register",
  "/promotion",
  "/live-score",
  "/score",
  "/contact",
  "/404"
]

/** Every route of src/routes/paths.ts under /auth, and the player layout's not-found page. */
const PLAYER_SCREENS: ReadonlyArray<string> = [
  "/auth/dashboard",
  "/auth/deposit",
  "/auth/deposit/slip",
  "/auth/withdraw",
  "/auth/transaction/history",
  "/auth/winlost",
  "/auth/games/category?cat=slot",
  "/auth/games/slot/JK",
  "/auth/affiliate",
  "/auth/reward",
  "/auth/reward/7",
  "/auth/media",
  "/auth/media/wheel",
  "/auth/media/flip-card",
  "/auth/media/movie",
  "/auth/media/promotion",
  "/auth/user/ranking",
  "/auth/settings",
  "/auth/settings/change-password",
  "/auth/settings/manage-address",
  "/auth/contact",
  "/auth/nope"
]

const isPhone = (page: Page): boolean => page.viewportSize()?.width === PHONE.width

const expectBigTargets = async (page: Page, where: string) => {
  if (!isPhone(page)) return
  expect.soft(await smallTouchTargets(page), `touch targets under 44 px on ${where}`).toEqual([])
}

/** One screen: settled, exactly one h1, the brand's title, no axe violation, big enough targets. */
const checkScreen = async (page: Page, where: string) => {
  await screenSettled(page)
  await expect.soft(page.locator("h1"), `exactly one h1 on ${where}`).toHaveCount(1)
  await expect.soft(page, `the title of ${where}`).toHaveTitle(new RegExp(` — ${BRAND}$`))
  await expectNoAxeViolations(page, where)
  await expectBigTargets(page, where)
}

/** An open dialog: no axe violation on the page it covers, its own controls big enough. */
const checkDialog = async (page: Page, dialog: Locator, where: string) => {
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, where)
  await expectBigTargets(page, where)
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP]
] as const) {
  test.describe(`accessibility on a ${device} (#15)`, () => {
    test.use({ viewport })

    test(`every guest screen and the maintenance page: no axe violation, one h1, a title, 44 px targets (${device}, #15)`, async ({
      page,
      dev
    }) => {
      test.setTimeout(60_000)
      for (const path of GUEST_SCREENS) {
        await page.goto(path)
        await checkScreen(page, path)
      }
      if (device === "phone") {
        await page.goto("/")
        await page.getByRole("button", { name: "เปิดเมนู" }).click()
        await checkDialog(page, page.getByRole("dialog", { name: "เมนู" }), "the public menu drawer")
      }
      await dev.setWebsiteStatus("MA")
      await page.goto("/ma")
      await checkScreen(page, "/ma")
    })

    test(`every player screen: no axe violation, one h1, a title of its own, 44 px targets (${device}, #15)`, async ({
      page
    }) => {
      test.setTimeout(120_000)
      await openSignedIn(page, "/auth/dashboard")
      await checkDialog(page, checkInDialog(page), "the check-in popup")
      await checkInDialog(page).getByRole("button", { name: "ปิด" }).click()
      const titles = new Set<string>()
      for (const path of PLAYER_SCREENS) {
        await navigateInApp(page, path)
        await checkScreen(page, path)
        titles.add(await page.title())
      }
      // Every screen names itself; the two reward screens and the two not-found ones may share.
      expect(titles.size).toBeGreaterThanOrEqual(PLAYER_SCREENS.length - 3)
    })

    test(`the player's dialogs: menu, logout, levels, announcements (${device}, #15)`, async ({ page }) => {
      await loginAndSettle(page)
      await page.getByRole("button", { name: "เมนู", exact: true }).click()
      await checkDialog(page, page.getByRole("dialog", { name: "เมนู" }), "the player menu")
      await page.keyboard.press("Escape")

      await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
      const levels = page.getByRole("dialog", { name: "ระดับสมาชิก" })
      await expect(levels.getByRole("progressbar")).toBeVisible()
      await checkDialog(page, levels, "the levels dialog")
      await page.keyboard.press("Escape")

      await page.getByRole("button", { name: /^ประกาศ/ }).click()
      const news = page.getByRole("dialog", { name: "ประกาศ" })
      await checkDialog(page, news, "the announcements")
      await page.keyboard.press("Escape")

      await page.getByRole("button", { name: "ออกจากระบบ" }).click()
      await checkDialog(page, page.getByRole("dialog", { name: "ยืนยันออกจากระบบ" }), "the logout dialog")
    })
  })
}
