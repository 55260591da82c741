import type { Locator, Page } from "@playwright/test"
import { TOKEN_KEY, USER_KEY } from "../../src/services/session/session-keys"
import { expect, test } from "./support/fixtures"
import { holdRequests } from "./support/network"
import { navigateInApp } from "./support/screens"
import {
  apiLoginResult,
  DEMO,
  dismissCheckInPopup,
  loginAndSettle,
  loginThroughUi,
  openSignedIn,
  socketJoined,
  topBar
} from "./support/session"

// #29 "Balance everywhere a player is": the top bar of every player screen shows the balance (฿,
// two decimals, the live value, 'กำลังอัปเดต' while it is read again), 'รีเฟรชยอดเงิน' and 'ฝาก',
// beside the logo, the name, the username and the logout the spec gives it (LAYOUT-02..LAYOUT-04).

const CREDIT = /\/api\/auth\/user\/getCredit\//
const RUNTIME = /\/assets\/(start-runtime|vendor-effect)-[\w-]+\.js$/

const barBalance = (page: Page) => topBar(page).getByRole("group", { name: "ยอดเงินคงเหลือ" })
const barAmount = (page: Page) => barBalance(page).locator("[data-top-bar-amount]")
const barRefresh = (page: Page) => barBalance(page).getByRole("button", { name: "รีเฟรชยอดเงิน" })

const setCredit = async (page: Page, baht: number) => {
  const response = await page.request.post("/__dev/credit", { data: { username: DEMO.username, balance: baht } })
  expect(response.status()).toBe(204)
}

/** The element shows whole: inside the viewport, and its text not cut (no overflow of its own box). */
const expectWhole = async (page: Page, locator: Locator, what: string) => {
  await expect(locator, what).toBeVisible()
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  expect(box, what).not.toBeNull()
  expect(viewport).not.toBeNull()
  if (box === null || viewport === null) return
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what} ends inside the screen`).toBeLessThanOrEqual(viewport.width)
  const cut = await locator.evaluate(
    (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1
  )
  expect(cut, `${what} is not cut`).toBe(false)
}

test.describe("the top bar's balance (#29)", () => {
  test("#29 the top bar shows the balance on the games lobby, withdraw and history screens, and follows the credit when it changes", async ({
    page
  }) => {
    await openSignedIn(page, "/auth/games/category")
    await dismissCheckInPopup(page)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    // The server moves the balance (the socket tells the app): the bar shows the new one, no reload.
    await socketJoined(page)
    await setCredit(page, 2_000)
    await expect(barAmount(page)).toHaveText("฿2,000.00")

    await navigateInApp(page, "/auth/withdraw")
    await expect(barAmount(page)).toHaveText("฿2,000.00")
    await setCredit(page, 2_345.5)
    await expect(barAmount(page)).toHaveText("฿2,345.50")
    await expect(page.locator("[data-withdraw-balance]")).toHaveText("฿2,345.50")

    await navigateInApp(page, "/auth/transaction/history")
    await expect(barAmount(page)).toHaveText("฿2,345.50")
    await expect(barAmount(page)).toHaveCSS("font-variant-numeric", "tabular-nums")
  })

  test("#29 the top bar's balance steps aside on the dashboard while the card shows it, and hangs under the bar once the card is scrolled away", async ({
    page
  }) => {
    await loginAndSettle(page)
    await expect(page.locator("[data-balance]")).toHaveText("฿1,520.75")
    await expect(barBalance(page)).toHaveCount(0)
    const barHeight = (await topBar(page).boundingBox())?.height
    await page.mouse.wheel(0, 600)
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    // It hangs below the bar: the bar, and so the page under it, does not move.
    expect((await topBar(page).boundingBox())?.height).toBe(barHeight)
    await page.mouse.wheel(0, -2_000)
    await expect(barBalance(page)).toHaveCount(0)
  })

  test("#29 'รีเฟรชยอดเงิน' in the top bar shows 'กำลังอัปเดต' while the balance is read again, then the new amount", async ({
    page
  }) => {
    await loginAndSettle(page, "/auth/games/category")
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    // A refresh the app starts itself (the server moved the balance) says so too.
    const held = await holdRequests(page, CREDIT, 10_000)
    await socketJoined(page)
    await setCredit(page, 1_000)
    await expect(barAmount(page)).toHaveAttribute("data-refreshing", "true")
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toBeVisible()
    held.release()
    await expect(barAmount(page)).toHaveText("฿1,000.00")
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toHaveCount(0)

    const again = await holdRequests(page, CREDIT, 10_000)
    await barRefresh(page).click()
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toBeVisible()
    await expect(barRefresh(page)).toHaveAttribute("aria-busy", "true")
    // The amount stays while it is read again.
    await expect(barAmount(page)).toHaveText("฿1,000.00")
    again.release()
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toHaveCount(0)
    await expect(barRefresh(page)).toHaveAttribute("aria-busy", "false")
  })

  test("#29 a login reads the balance once: the top bar waits for the dashboard's read instead of sending its own", async ({
    page
  }) => {
    const reads: Array<string> = []
    page.on("request", (request) => {
      if (CREDIT.test(request.url())) reads.push(request.url())
    })
    await loginThroughUi(page)
    await expect(page.locator("[data-balance]")).toHaveText("฿1,520.75")
    await page.mouse.wheel(0, 600)
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    expect(reads).toHaveLength(1)
  })

  test("#29 a balance read left behind by a screen the player left is read again: the top bar never stays 'กำลังอัปเดต'", async ({
    page
  }) => {
    await loginAndSettle(page, "/auth/games/category")
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    // The dashboard reads the balance on entry; the player leaves before the answer.
    const held = await holdRequests(page, CREDIT, 10_000)
    const reads: Array<string> = []
    page.on("request", (request) => {
      if (CREDIT.test(request.url())) reads.push(request.url())
    })
    await navigateInApp(page, "/auth/dashboard")
    await expect(page.locator("[data-balance]")).toHaveAttribute("data-refreshing", "true")
    // The dashboard's read is on its way (the card says 'refreshing' as the command starts, a moment
    // before its request leaves: counted from here, that request was once counted as the lobby's).
    await expect.poll(() => reads.length).toBe(1)
    await navigateInApp(page, "/auth/games/category")
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toBeVisible()
    // The dashboard's read was abandoned with it (its answer would change nothing): the lobby reads again, once.
    await expect.poll(() => reads.length).toBe(2)
    await page.unroute(CREDIT)
    held.release()
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toHaveCount(0)
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    await expect(barRefresh(page)).toHaveAttribute("aria-busy", "false")
  })

  test("#29 'ฝาก' in the top bar opens /auth/deposit", async ({ page }) => {
    await loginAndSettle(page, "/auth/transaction/history")
    await barBalance(page).getByRole("link", { name: "ฝาก", exact: true }).click()
    await expect(page).toHaveURL(/\/auth\/deposit$/)
    await expect(page.getByRole("heading", { level: 1, name: "ฝากเงิน" })).toBeVisible()
  })

  test("#29 at 390x844 the logo, name, username, logout and the balance with its controls all show whole", async ({
    page
  }) => {
    await loginAndSettle(page, "/auth/games/category")
    const bar = topBar(page)
    await expectWhole(page, bar.getByRole("link").first(), "the logo")
    await expectWhole(page, bar.locator("[data-player-name]"), "the name")
    await expect(bar.locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
    await expectWhole(page, bar.locator("[data-player-username]"), "the username")
    await expectWhole(page, bar.getByRole("button", { name: "ออกจากระบบ" }), "the logout button")
    await expectWhole(page, barAmount(page), "the balance")
    await expectWhole(page, barBalance(page).getByText("ยอดเงิน", { exact: true }), "the balance's label")
    for (const control of [barRefresh(page), barBalance(page).getByRole("link", { name: "ฝาก", exact: true })]) {
      await expectWhole(page, control, "a balance control")
      const box = await control.boundingBox()
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test("#29 at 390x844 a long name is shortened, never dropped (nor the username), and the balance still fits", async ({
    page
  }) => {
    const { token, user, origin } = await apiLoginResult(page.request, DEMO)
    const longName = "สมชายผู้มีชื่อยาวมากเป็นพิเศษ ใจดีเหลือเกินจริงๆ"
    const stored = { ...user, name: longName }
    await page.context().setStorageState({
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: TOKEN_KEY, value: token },
            { name: USER_KEY, value: JSON.stringify(stored) }
          ]
        }
      ]
    })
    await page.goto("/auth/games/category")
    await dismissCheckInPopup(page)
    const bar = topBar(page)
    const name = bar.locator("[data-player-name]")
    await expect(name).toHaveText(longName)
    for (const [what, locator] of [
      ["the name", name],
      ["the username", bar.locator("[data-player-username]")],
      ["the logout button", bar.getByRole("button", { name: "ออกจากระบบ" })],
      ["the balance", barAmount(page)]
    ] as const) {
      await expect(locator, what).toBeVisible()
      const box = await locator.boundingBox()
      expect(box === null ? -1 : box.x + box.width, `${what} ends inside the screen`).toBeLessThanOrEqual(390)
    }
    // Shortened with an ellipsis, not wrapped under the bar.
    await expect(name).toHaveCSS("text-overflow", "ellipsis")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test("#29 a returning player's top bar paints the device's balance before the runtime, as 'กำลังอัปเดต', then the fresh one without moving", async ({
    page
  }) => {
    await loginAndSettle(page, "/auth/games/category")
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shell.snapshot"))).not.toBeNull()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(RUNTIME, async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    await expect(barAmount(page)).toHaveText("฿1,520.75")
    await expect(barAmount(page)).toHaveAttribute("data-refreshing", "true")
    await expect(barBalance(page).getByText("กำลังอัปเดต")).toBeVisible()
    const before = await barAmount(page).boundingBox()
    const barBefore = await topBar(page).boundingBox()
    await setCredit(page, 2_000)
    release()
    await expect(barAmount(page)).toHaveText("฿2,000.00")
    await expect(barAmount(page)).not.toHaveAttribute("data-refreshing")
    // Same place, same bar: the fresh amount replaces the snapshot's where it stood (CLS).
    const after = await barAmount(page).boundingBox()
    expect(after?.x).toBe(before?.x)
    expect(after?.y).toBe(before?.y)
    expect((await topBar(page).boundingBox())?.height).toBe(barBefore?.height)
  })
})
