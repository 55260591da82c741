import type { Page } from "@playwright/test"
import { LOGOUT_SUCCESS_MESSAGE_MS } from "../../src/domain/constants"
import { holdTheClock } from "./support/clock"
import { expect, test } from "./support/fixtures"
import { loginAndSettle, storedSession, topBar } from "./support/session"

// The logout confirmation dialog (LAYOUT-04..LAYOUT-14) and logging out (AUTH-04, AUTH-11).

const logoutDialog = (page: Page) => page.getByRole("dialog", { name: "ยืนยันออกจากระบบ" })

const openLogoutDialog = async (page: Page) => {
  await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
  await expect(logoutDialog(page)).toBeVisible()
}

/** The dialog's margins no longer depend on how fast the runner is: time moves only by fastForward. */
const HOLD_WITHIN_MS = 500

const expectStillLoggedIn = async (page: Page) => {
  await expect(logoutDialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  expect((await storedSession(page)).token).toBeTruthy()
  await expect(page.locator("[data-player-name]")).toBeVisible()
}

test.describe("logout dialog", () => {
  test("the logout button opens the dialog with its title, body, question icon, #212121 background and cancel left of confirm, without logging out (LAYOUT-04, LAYOUT-05, LAYOUT-06, LAYOUT-07, LAYOUT-08, LAYOUT-10, LAYOUT-12, LAYOUT-13)", async ({
    page
  }) => {
    await loginAndSettle(page)
    await openLogoutDialog(page)
    const dialog = logoutDialog(page)
    await expect(dialog.getByRole("heading")).toHaveText("ยืนยันออกจากระบบ")
    await expect(dialog).toContainText("คุณต้องการออกจากระบบใช่หรือไม่?")
    await expect(dialog.locator('[data-icon="question"]')).toHaveCount(1)
    await expect(dialog).toHaveCSS("background-color", "rgb(33, 33, 33)")
    const cancel = dialog.getByRole("button", { name: "ยกเลิก", exact: true })
    const confirm = dialog.getByRole("button", { name: "ออกจากระบบ", exact: true })
    await expect(cancel).toBeVisible()
    await expect(confirm).toBeVisible()
    const cancelBox = await cancel.boundingBox()
    const confirmBox = await confirm.boundingBox()
    expect(cancelBox).not.toBeNull()
    expect(confirmBox).not.toBeNull()
    expect(cancelBox?.x ?? Infinity).toBeLessThan(confirmBox?.x ?? -Infinity)
    expect((await storedSession(page)).token).toBeTruthy()
  })

  test("the close button dismisses the dialog and keeps the session (LAYOUT-11)", async ({ page }) => {
    await loginAndSettle(page)
    await openLogoutDialog(page)
    await logoutDialog(page).getByRole("button", { name: "ปิด" }).click()
    await expectStillLoggedIn(page)
  })

  test("cancel closes the dialog and keeps the session (LAYOUT-08)", async ({ page }) => {
    await loginAndSettle(page)
    await openLogoutDialog(page)
    await logoutDialog(page).getByRole("button", { name: "ยกเลิก", exact: true }).click()
    await expectStillLoggedIn(page)
  })

  test("the dialog closes by itself after 5 s without logging out (LAYOUT-09, CONST-03, AMB-26)", async ({ page }) => {
    await page.clock.install()
    await loginAndSettle(page)
    await openLogoutDialog(page)
    await holdTheClock(page, HOLD_WITHIN_MS)
    await page.clock.fastForward(4_000)
    await expect(logoutDialog(page)).toBeVisible()
    await page.clock.fastForward(600)
    await expectStillLoggedIn(page)
  })

  test("the countdown pauses while the pointer is over the dialog and resumes when it leaves (#15, WCAG 2.2.1)", async ({
    page
  }) => {
    await page.clock.install()
    await loginAndSettle(page)
    await openLogoutDialog(page)
    await logoutDialog(page).getByRole("heading").hover()
    await holdTheClock(page, HOLD_WITHIN_MS)
    await page.clock.fastForward(30_000)
    await expect(logoutDialog(page)).toBeVisible()
    await page.mouse.move(1, 1)
    await page.clock.fastForward(5_000)
    await expectStillLoggedIn(page)
  })

  test("once the player moves focus with Tab the dialog stays until they choose (#15, WCAG 2.2.1)", async ({
    page
  }) => {
    await page.clock.install()
    await loginAndSettle(page)
    await openLogoutDialog(page)
    await page.keyboard.press("Tab")
    await expect(logoutDialog(page).getByRole("button", { name: "ออกจากระบบ", exact: true })).toBeFocused()
    await holdTheClock(page, HOLD_WITHIN_MS)
    await page.clock.fastForward(30_000)
    await expect(logoutDialog(page)).toBeVisible()
  })

  test("confirm shows 'ออกจากระบบสำเร็จ', clears the token and user, and lands on /login (LAYOUT-14, AUTH-04, AUTH-11, CONST-04)", async ({
    page
  }) => {
    await page.clock.install()
    await loginAndSettle(page)
    await openLogoutDialog(page)
    const laterCalls: Array<Promise<string>> = []
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith("/api/"))
        laterCalls.push(request.allHeaders().then((h) => `${path}: ${h["authorization"] ?? "none"}`))
    })
    await logoutDialog(page).getByRole("button", { name: "ออกจากระบบ", exact: true }).click()
    await expect(page.getByText("ออกจากระบบสำเร็จ")).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedSession(page)).toEqual({ token: null, user: null })
    await expect(page.locator("[data-player-name]")).toHaveCount(0)
    // The message goes after its 2 s and sonner's exit: the page's clock jumps past them, a step at a
    // time, since the exit's own timer starts only once the 2 s are over.
    await expect
      .poll(async () => {
        await page.clock.runFor(LOGOUT_SUCCESS_MESSAGE_MS)
        return page.getByText("ออกจากระบบสำเร็จ").count()
      })
      .toBe(0)
    // Requests after logout carry no Authorization (AUTH-04), but for the one that tells the server
    // to revoke the token (#9).
    const calls = await Promise.all(laterCalls)
    expect(calls.filter((call) => call.startsWith("/api/auth/logout:"))).toEqual([
      expect.stringMatching(/^\/api\/auth\/logout: Bearer \S+$/)
    ])
    for (const call of calls.filter((c) => !c.startsWith("/api/auth/logout:"))) expect(call).toMatch(/: none$/)
  })
})
