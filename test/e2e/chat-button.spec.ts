import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { boxOf, overlaps } from "./support/screens"
import { bottomBar, loginAndSettle, topBar } from "./support/session"

// The player's chat button steps aside while a dialog or a sheet is open, and never covers the
// bottom bar or a screen's buttons at the end of a page (#15). Since #29 the site draws it (the
// chat provider's own launcher is not drawn): the support button, found by its name.

const launcher = (page: Page) => page.getByRole("button", { name: "แชทกับเจ้าหน้าที่" })

/** Opens something modal, checks the launcher is gone meanwhile, closes it, checks it is back. */
const expectLauncherStepsAside = async (
  page: Page,
  open: () => Promise<Locator>,
  close: (dialog: Locator) => Promise<void>
) => {
  await expect(launcher(page)).toBeVisible()
  const dialog = await open()
  await expect(dialog).toBeVisible()
  await expect(launcher(page)).toBeHidden()
  await close(dialog)
  await expect(dialog).toBeHidden()
  await expect(launcher(page)).toBeVisible()
}

test.describe("the chat button (#15)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("#15 it hides while the levels dialog, the logout dialog or the player menu is open, and comes back after", async ({
    page
  }) => {
    await loginAndSettle(page)
    await expectLauncherStepsAside(
      page,
      async () => {
        await page.getByRole("button", { name: "ดูระดับสมาชิก" }).click()
        return page.getByRole("dialog", { name: "ระดับสมาชิก" })
      },
      async () => page.keyboard.press("Escape")
    )
    await expectLauncherStepsAside(
      page,
      async () => {
        await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
        return page.getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
      },
      (dialog) => dialog.getByRole("button", { name: "ยกเลิก", exact: true }).click()
    )
    await expectLauncherStepsAside(
      page,
      async () => {
        await page.getByRole("button", { name: "เมนู", exact: true }).click()
        return page.getByRole("dialog", { name: "เมนู" })
      },
      async () => page.keyboard.press("Escape")
    )
  })

  for (const path of ["/auth/dashboard", "/auth/deposit", "/auth/deposit/slip", "/auth/withdraw"]) {
    test(`#15 on ${path} it covers neither the bottom bar nor any button or link at the end of the page`, async ({
      page
    }) => {
      await loginAndSettle(page)
      if (path !== "/auth/dashboard") await page.goto(path)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(launcher(page)).toBeVisible()
      // Let the screen's lists arrive, then stand at the end of the page.
      await page.waitForLoadState("networkidle")
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      // Measured once the page rests there (the button may step aside a frame after the scroll).
      await expect(async () => {
        const chat = await boxOf(launcher(page))
        expect(overlaps(chat, await boxOf(bottomBar(page)))).toBe(false)
        const controls = page.locator("main").locator("button, a, input, select, textarea")
        const covered: Array<string> = []
        for (const control of await controls.all()) {
          if (!(await control.isVisible())) continue
          const box = await control.boundingBox()
          if (box !== null && overlaps(chat, box)) covered.push((await control.textContent()) ?? "")
        }
        expect(covered).toEqual([])
      }).toPass({ timeout: 5_000 })
    })
  }
})
