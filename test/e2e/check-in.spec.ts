import { expect, test } from "./support/fixtures"
import { holdRequests, recordRequests } from "./support/network"
import { restingBox } from "./support/screens"
import { bottomBar, checkInDialog, checkInPopupDecision, openSignedIn, submitLogin } from "./support/session"

// The daily check-in popup of the logged-in area (CHECKIN-02..CHECKIN-06).

const LIST_PATH = "/api/auth/game/check-in"

test.describe("daily check-in", () => {
  test("the popup shows once the list loads without an entry for today (CHECKIN-04, CHECKIN-01)", async ({ page }) => {
    const listLoaded = page.waitForResponse(
      (r) => new URL(r.url()).pathname === LIST_PATH && r.request().method() === "GET"
    )
    await openSignedIn(page, "/auth/dashboard")
    expect((await listLoaded).ok()).toBe(true)
    await expect(checkInDialog(page)).toBeVisible()
    await expect(checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" })).toBeVisible()
  })

  test("UI-15 the check-in toast sits above the bottom bar, so the bar's links stay pressable", async ({ page }) => {
    await openSignedIn(page, "/auth/dashboard")
    await checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" }).click()
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: /เช็คอินสำเร็จ/ })
    await expect(toast).toBeVisible()
    // The pointer resting on a toast pauses it: the bar must never be under one.
    await toast.hover()
    // Where the toast rests, not where its entrance slide has taken it so far.
    const toastBox = await restingBox(toast)
    const barBox = await bottomBar(page).boundingBox()
    expect(toastBox).not.toBeNull()
    expect(barBox).not.toBeNull()
    if (toastBox !== null && barBox !== null) {
      // The centre button rises 28 px above the bar's top edge.
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y - 28)
    }
    await bottomBar(page).getByRole("link", { name: "ติดต่อ" }).click({ timeout: 5_000 })
    await expect(page).toHaveURL(/\/auth\/contact$/)
  })

  test("checking in sends one POST with an empty body, hides the popup, shows the reward and stays hidden after a reload (CHECKIN-05, CHECKIN-06, CHECKIN-03)", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/dashboard")
    const requests = recordRequests(page)
    await checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" }).click()
    await expect(checkInDialog(page)).toBeHidden()
    await expect(page.getByText(/เช็คอินสำเร็จ/)).toBeVisible()

    const posts = (await requests.all()).filter((r) => r.path === LIST_PATH && r.method === "POST")
    expect(posts).toHaveLength(1)
    expect(posts[0]?.postData ?? "").toBe("")

    const listAgain = page.waitForResponse(
      (r) => new URL(r.url()).pathname === LIST_PATH && r.request().method() === "GET"
    )
    await page.reload()
    expect((await listAgain).ok()).toBe(true)
    await expect(page.locator("[data-balance]")).toBeVisible()
    // The layout has decided, with the list that says today is done: no popup.
    await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "closed")
    await expect(checkInDialog(page)).toHaveCount(0)
  })

  test("no popup is shown while the check-in list is still loading (CHECKIN-02)", async ({ page }) => {
    await page.goto("/login")
    const held = await holdRequests(page, `**${LIST_PATH}`, 10_000, "GET")
    await openSignedIn(page, "/auth/dashboard")
    await expect(page.locator("[data-balance]")).toBeVisible()
    for (let i = 0; i < 4; i += 1) {
      await expect(checkInDialog(page)).toHaveCount(0)
      await page.waitForTimeout(300)
    }
    held.release()
    await expect(checkInDialog(page)).toBeVisible()
  })

  test("closed once, the popup stays closed for the rest of the Bangkok day: after a reload and a return to the player area (#15)", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/dashboard")
    await checkInDialog(page).getByRole("button", { name: "ปิด" }).click()
    await expect(checkInDialog(page)).toBeHidden()
    await page.reload()
    await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "closed")
    await expect(checkInDialog(page)).toHaveCount(0)
    await page.goto("/contact")
    await page.goto("/auth/deposit")
    await expect(checkInPopupDecision(page)).toHaveAttribute("data-check-in-popup", "closed")
    await expect(checkInDialog(page)).toHaveCount(0)
  })

  test("the popup shows again on a new Bangkok day and for another player of the same device (#15, AMB-18)", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/dashboard")
    await checkInDialog(page).getByRole("button", { name: "ปิด" }).click()
    await expect(checkInDialog(page)).toBeHidden()
    // Another player on this device: their first entry of the day opens it.
    await page.evaluate(() => {
      const stored = localStorage.getItem("checkIn.seen")
      localStorage.clear()
      if (stored !== null) localStorage.setItem("checkIn.seen", stored)
    })
    await page.goto("/login")
    await submitLogin(page, { username: "gold", password: "gold1234" })
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(checkInDialog(page)).toBeVisible()
    await checkInDialog(page).getByRole("button", { name: "ปิด" }).click()
    // The next Bangkok day (00:01 there): the same player sees it again.
    const now = Date.now()
    const bangkokMidnight = Math.ceil((now + 7 * 3_600_000) / 86_400_000) * 86_400_000 - 7 * 3_600_000
    await page.clock.install({ time: bangkokMidnight + 60_000 })
    await page.reload()
    await expect(checkInDialog(page)).toBeVisible()
  })
})
