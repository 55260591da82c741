import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { loginAndSettle, storedSession, topBar } from "./support/session"

// #16: a returning player's shell paints from the device's snapshot (name, balance, dashboard tiles)
// before the Effect runtime arrives; the runtime then reads the session and the fresh values replace
// the snapshot's. No session: /login, the snapshot gone. The snapshot never holds the token.

const SNAPSHOT_KEY = "shell.snapshot"
const RUNTIME = /\/assets\/(start-runtime|vendor-effect)-[\w-]+\.js$/

const storedSnapshot = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)

/** Logs in as demo and waits until the runtime has written the snapshot (after the balance loaded). */
const loginAndKeepSnapshot = async (page: Page) => {
  await loginAndSettle(page)
  await expect.poll(() => storedSnapshot(page)).not.toBeNull()
}

/** Holds the runtime's chunks until `release` is called; `asked` says whether the page asked for them. */
const holdRuntime = async (page: Page) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const state = { asked: false }
  await page.route(RUNTIME, async (route) => {
    state.asked = true
    await held
    await route.continue()
  })
  return { release, asked: () => state.asked }
}

test("#16 a returning player sees their name, balance and dashboard tiles before the runtime, then the fresh balance (AUTH-01, UI-18)", async ({
  page,
  request
}) => {
  await loginAndKeepSnapshot(page)
  const { token } = await storedSession(page)
  const raw = await storedSnapshot(page)
  expect(token).not.toBeNull()
  expect(raw).not.toContain(token)
  expect(Object.keys(JSON.parse(raw ?? "{}"))).not.toContain("token")

  const runtime = await holdRuntime(page)
  await page.reload()

  const bar = topBar(page)
  await expect(bar.locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
  await expect(bar.locator("[data-player-username]")).toHaveText("demo")
  const balance = page.locator("[data-balance]")
  await expect(balance).toHaveText("฿1,520.75")
  await expect(balance).toHaveAttribute("data-refreshing", "true")
  await expect(page.getByRole("status").filter({ hasText: "กำลังอัปเดต" })).toBeVisible()
  // The money buttons wait: the refresh is busy until the fresh balance arrives.
  await expect(page.getByRole("button", { name: "รีเฟรชยอดเงิน" })).toBeDisabled()
  const huay = page.locator('[data-tile="huay"] img')
  await expect(huay).toHaveAttribute("src", /lottery\.svg$/)
  await expect(page.locator("[data-tile]")).toHaveCount(11)
  // Painted without the runtime: it is asked for only after that paint, and is still held.
  await expect.poll(runtime.asked).toBe(true)
  await expect(balance).toHaveText("฿1,520.75")

  // The balance moves on the server while the page shows the snapshot's.
  const credit = await request.post("/__dev/credit", { data: { username: "demo", balance: 2000 } })
  expect(credit.status()).toBe(204)
  runtime.release()
  await expect(balance).toHaveText("฿2,000.00")
  await expect(balance).not.toHaveAttribute("data-refreshing")
  await expect(bar.locator("[data-player-name]")).not.toHaveAttribute("data-updating")
  await expect.poll(async () => JSON.parse((await storedSnapshot(page)) ?? "{}").balance).toBe(2000_00)
})

test("#16 #30 a returning player's promotion carousel paints its first banner before the runtime, the picture asked for once, by the page itself before any of the app's code (ROUTE-04, UI-18)", async ({
  page
}) => {
  await loginAndKeepSnapshot(page)
  await expect.poll(async () => JSON.parse((await storedSnapshot(page)) ?? "{}").banners?.length).toBe(3)
  const asked: Array<string> = []
  page.on("request", (request) => asked.push(new URL(request.url()).pathname))

  const runtime = await holdRuntime(page)
  await page.reload()

  const carousel = page.getByRole("region", { name: "โปรโมชั่นแนะนำ" })
  await expect(carousel.getByText("ฝากแรกของวัน รับโบนัส 10%")).toBeVisible()
  await expect(carousel.locator("[aria-roledescription='slide']")).toHaveCount(3)
  const first = carousel.locator("img").first()
  await expect(first).toHaveAttribute("src", /banner-1\.svg$/)
  await expect(first).toHaveAttribute("data-image", "loaded")
  // Asked for once, by the prerendered dashboard's first-paint fill (#30), before the app's own
  // code (app-main) was even asked for; the app adds no preload of its own. The runtime is held.
  expect(asked.filter((path) => path.endsWith("/banner-1.svg"))).toHaveLength(1)
  const appMain = asked.findIndex((path) => /\/assets\/app-main-[\w-]+\.js$/.test(path))
  expect(asked.findIndex((path) => path.endsWith("/banner-1.svg"))).toBeLessThan(appMain)
  expect(appMain).toBeGreaterThan(-1)
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0)
  expect(runtime.asked()).toBe(true)

  runtime.release()
  await expect(page.locator("[data-balance]")).not.toHaveAttribute("data-refreshing")
  // The configuration's own list takes over without asking for the picture again.
  await expect(carousel.locator("[aria-roledescription='slide']")).toHaveCount(3)
  expect(asked.filter((path) => path.endsWith("/banner-1.svg"))).toHaveLength(1)
})

test("#16 a returning player's withdraw screen shows the last balance as updating before the runtime; only the fresh one is acted on (ROUTE-07, UI-18)", async ({
  page,
  request
}) => {
  await loginAndKeepSnapshot(page)
  const runtime = await holdRuntime(page)
  await page.goto("/auth/withdraw")

  const balance = page.locator("[data-withdraw-balance]")
  await expect(balance).toHaveText("฿1,520.75")
  await expect(balance).toHaveAttribute("data-refreshing", "true")
  await expect(page.getByRole("status").filter({ hasText: "กำลังอัปเดต" })).toBeVisible()
  // Nothing is worked out from the device's balance: 'ถอนทั้งหมด' and the submit wait for the fresh one.
  await expect(page.getByRole("button", { name: "ถอนทั้งหมด" })).toBeDisabled()
  await expect.poll(runtime.asked).toBe(true)

  const credit = await request.post("/__dev/credit", { data: { username: "demo", balance: 2000 } })
  expect(credit.status()).toBe(204)
  runtime.release()
  await expect(balance).toHaveText("฿2,000.00")
  await expect(balance).not.toHaveAttribute("data-refreshing")
  await expect(page.getByRole("status").filter({ hasText: "กำลังอัปเดต" })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "ถอนทั้งหมด" })).toBeEnabled()
})

test("#16 a returning player's games lobby paints the providers this device saw before the runtime, the first logo asked for as the app starts (PROD-11, UI-16)", async ({
  page
}) => {
  await loginAndKeepSnapshot(page)
  await page.goto("/auth/games/category?cat=slot")
  await expect(page.getByRole("tabpanel").locator('a[href="/auth/games/slot/JK"]')).toBeVisible()
  await expect.poll(async () => JSON.parse((await storedSnapshot(page)) ?? "{}").lobby?.length ?? 0).toBeGreaterThan(0)
  const asked: Array<string> = []
  page.on("request", (request) => asked.push(new URL(request.url()).pathname))

  const runtime = await holdRuntime(page)
  await page.reload()

  const panel = page.getByRole("tabpanel")
  for (const code of ["JK", "AC", "SG", "XE"])
    await expect(panel.locator(`a[href="/auth/games/slot/${code}"]`)).toBeVisible()
  await expect(panel.locator('a[href="/auth/games/slot/JK"]')).toContainText("500 เกม")
  const logo = panel.locator('a[href="/auth/games/slot/JK"] img')
  await expect(logo).toHaveAttribute("src", "/game-art/providers/JK.svg")
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
    "href",
    "/game-art/providers/JK.svg"
  )
  expect(runtime.asked()).toBe(true)

  runtime.release()
  await expect(page.locator("[data-player-name]")).not.toHaveAttribute("data-updating")
  // The lobby's own answer takes over with the same cards, the logo asked for once.
  await expect.poll(() => asked.filter((path) => path === "/api/auth/game").length).toBe(1)
  await expect(panel.locator('a[href="/auth/games/slot/JK"]')).toBeVisible()
  expect(asked.filter((path) => path === "/game-art/providers/JK.svg")).toHaveLength(1)
})

test("#16 a garbage token with a snapshot ends on /login, the snapshot removed (ERR-02, AUTH-10)", async ({ page }) => {
  await loginAndKeepSnapshot(page)
  await page.evaluate(() => localStorage.setItem("token", "garbage-token"))
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => storedSnapshot(page)).toBeNull()
})

test("#16 an unreadable stored user record leaves the snapshot unused and removed: /login (AUTH-02, AMB-34)", async ({
  page
}) => {
  await loginAndKeepSnapshot(page)
  await page.evaluate(() => localStorage.setItem("user", "{not json"))
  await page.reload()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => storedSnapshot(page)).toBeNull()
})

test("#16 a snapshot of another player than the stored session's is never shown (AUTH-01)", async ({ page }) => {
  await loginAndKeepSnapshot(page)
  await page.evaluate((key) => {
    const snapshot: Record<string, unknown> = JSON.parse(localStorage.getItem(key) ?? "{}")
    localStorage.setItem(key, JSON.stringify({ ...snapshot, username: "gold", name: "ผู้เล่นอื่น" }))
  }, SNAPSHOT_KEY)
  const runtime = await holdRuntime(page)
  await page.reload()
  // Without a usable snapshot the page waits for the runtime, as before #16.
  await expect.poll(runtime.asked).toBe(true)
  await expect(page.getByText("ผู้เล่นอื่น")).toHaveCount(0)
  runtime.release()
  await expect(topBar(page).locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
})

test("#16 logging out removes the snapshot (AUTH-11)", async ({ page }) => {
  await loginAndKeepSnapshot(page)
  await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
  const dialog = page.getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
  await dialog.getByRole("button", { name: "ออกจากระบบ", exact: true }).click()
  await expect.poll(() => storedSnapshot(page)).toBeNull()
  await expect.poll(() => storedSession(page)).toEqual({ token: null, user: null })
})
