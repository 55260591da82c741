import { expect, test } from "./support/fixtures"
import { ACCOUNTS, openAs } from "./faults/support/player"

// The media pages (issue #13, ROUTE-17, ROUTE-19, ROUTE-21, OPEN-64, PROD-13): the hub and its
// cards, the movies played from local clips, the promotion page with the bonus panel and banners.

const openHub = async (page: import("@playwright/test").Page) => {
  await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
  await page.getByRole("link", { name: "สื่อบันเทิง" }).first().click()
  await expect(page).toHaveURL(/\/auth\/media$/)
  await expect(page.getByRole("heading", { level: 1, name: "มีเดีย" })).toBeVisible()
}

test.describe("media", () => {
  test("ROUTE-17 PROD-13 the hub's cards lead to the wheel, flip card, movies and promotions, and to the sports pages", async ({
    page
  }) => {
    await openHub(page)
    const cards = page.getByRole("list", { name: "กิจกรรม" }).getByRole("link")
    await expect(cards).toHaveCount(4)
    for (const [name, path] of [
      ["วงล้อนำโชค", "/auth/media/wheel"],
      ["เปิดไพ่", "/auth/media/flip-card"],
      ["ดูหนัง", "/auth/media/movie"],
      ["โปรโมชั่น", "/auth/media/promotion"]
    ] as const) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", path)
    }
    await expect(page.getByRole("link", { name: /^ผลบอลสด/ })).toHaveAttribute("href", "/live-score")
    // A player opens the standings in the player layout (not sent back to the dashboard).
    await page.getByRole("link", { name: /^ตารางคะแนน/ }).click()
    await expect(page).toHaveURL(/\/score$/)
    await expect(page.getByRole("heading", { level: 1, name: "ตารางคะแนน" })).toBeVisible()
    await expect(page.locator("[data-player-name]")).toBeVisible()
  })

  test("ROUTE-19 a movie plays: its video starts from the poster and its time advances; one plays at a time", async ({
    page
  }) => {
    await openHub(page)
    await page.getByRole("link", { name: /^ดูหนัง/ }).click()
    await expect(page.getByRole("heading", { level: 1, name: "ดูหนัง" })).toBeVisible()
    const videos = page.locator("video")
    await expect(videos).toHaveCount(4)
    const first = videos.first()
    await expect(first).toHaveAttribute("preload", "none")
    await expect(first).toHaveAttribute("poster", /\/content\/media\/poster-1\.svg$/)
    await first.evaluate((video: HTMLVideoElement) => {
      video.muted = true
      return video.play()
    })
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.2)
    // Starting another pauses the first.
    const second = videos.nth(1)
    await second.evaluate((video: HTMLVideoElement) => {
      video.muted = true
      return video.play()
    })
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
    await expect.poll(() => second.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0)
  })

  test("ROUTE-21 the promotion page shows the player's bonus panel and each banner's terms under 'เงื่อนไข' (#29: in sight)", async ({
    page
  }) => {
    await openHub(page)
    await page.getByRole("link", { name: /^โปรโมชั่น/ }).click()
    await expect(page.getByRole("heading", { level: 1, name: "โปรโมชั่น" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "โบนัสของคุณ" })).toBeVisible()
    await expect(page.getByText("10%").first()).toBeVisible()
    await expect(page.getByText("เงื่อนไข", { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/ทำยอดเทิร์นโอเวอร์ 5 เท่าก่อนถอน/)).toBeVisible()
    await expect(page.getByRole("img", { name: "ฝากแรกของวัน รับโบนัส 10%" })).toBeVisible()
  })
})
