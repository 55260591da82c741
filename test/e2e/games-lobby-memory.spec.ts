import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { bottomBar } from "./support/session"
import { ACCOUNTS, closeCheckInPopup, openAs } from "./faults/support/player"
import { firstGame, GAMES_TEXTS, gridCards, JK_PATH, openProvider } from "./faults/support/games-targets"

// #29 "A dense, remembering lobby": nine cards at once on a phone, the whole card is the button, the
// grid's scroll and search found again after a game, 'เกมทั้งหมด' opens the category last played or
// chosen, and a favourite says so.

const centreButton = (page: Page) => bottomBar(page).getByRole("link", { name: "เกมทั้งหมด" })
const selectedTab = (page: Page) =>
  page.getByRole("tablist", { name: "หมวดหมู่เกม" }).getByRole("tab", { selected: true })

/** The cards whose whole box is inside the viewport, between the top bar and the bottom bar. */
const fullyVisibleCards = async (page: Page): Promise<number> => {
  const barTop = (await bottomBar(page).boundingBox())?.y ?? 844
  const headerBottom = await page.evaluate(() => document.querySelector("header")?.getBoundingClientRect().bottom ?? 0)
  const boxes = await gridCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect()
      return { top: box.top, bottom: box.bottom, left: box.left, right: box.right }
    })
  )
  return boxes.filter((box) => box.top >= headerBottom && box.bottom <= barTop && box.left >= 0 && box.right <= 390)
    .length
}

test.describe("games lobby, dense and remembering (#29)", () => {
  test("#29 at 390x844 at least nine game cards are fully visible at once in a provider's grid", async ({ page }) => {
    await openProvider(page)
    await page.evaluate(() => window.scrollTo(0, 1_500))
    await expect.poll(() => fullyVisibleCards(page)).toBeGreaterThanOrEqual(9)
    // Three columns, no 'เล่น' row: the card's name and its provider's are read on it.
    await page.evaluate(() => window.scrollTo(0, 0))
    // The virtual grid renders the top rows again after the scroll: one card, named, measured.
    await expect(gridCards(page).first()).toBeInViewport()
    const name = (await gridCards(page).first().getAttribute("aria-label")) ?? ""
    const card = gridCards(page).and(page.getByRole("article", { name, exact: true }))
    await expect(card).toContainText(GAMES_TEXTS.jokerName)
    // The provider's line lies over the card's button: a press on it plays too.
    const providerLine = await card.getByText(GAMES_TEXTS.jokerName).boundingBox()
    const button = await card.getByRole("button", { name: /^เล่น / }).boundingBox()
    expect((providerLine?.y ?? 0) + (providerLine?.height ?? 0)).toBeLessThanOrEqual(
      (button?.y ?? 0) + (button?.height ?? 0)
    )
    await expect(card.getByText("เล่น", { exact: true })).toHaveCount(0)
  })

  test("#29 the whole card opens the game: a press on its picture goes to the game", async ({ page }) => {
    await openProvider(page)
    const { name, play } = await firstGame(page)
    // The favourite toggle is a sibling, not inside the card's button.
    await expect(play.getByRole("button")).toHaveCount(0)
    const picture = gridCards(page).first().locator("[data-game-art]")
    const box = await picture.boundingBox()
    expect(box).not.toBeNull()
    await page.mouse.click((box?.x ?? 0) + 12, (box?.y ?? 0) + (box?.height ?? 0) - 12)
    await page.waitForURL(/\/stand-in\/game\//)
    await expect(page.getByRole("heading", { name })).toBeVisible()
  })

  test("#29 back from a game, 'กลับสู่ล็อบบี้' restores the grid's scroll and its search", async ({ page }) => {
    await openProvider(page)
    await page.getByLabel(GAMES_TEXTS.search).fill("a")
    await expect(page.getByText(/^พบ \d+ จาก 500 เกม$/)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 2_500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2_500)
    const card = gridCards(page).filter({ has: page.locator(":scope:visible") })
    const cardInView = () =>
      card.evaluateAll((cards) =>
        cards.findIndex((element) => {
          const box = element.getBoundingClientRect()
          return box.top > 120 && box.bottom < 600
        })
      )
    // The virtual grid draws the rows of the new place after the scroll event, a render later (on a
    // busy machine, after the scroll has landed): wait for a card in view, not for one frame.
    await expect.poll(cardInView, { message: "a card of the grid in view after the scroll" }).toBeGreaterThanOrEqual(0)
    const inView = await cardInView()
    await gridCards(page).nth(inView).getByRole("button", { name: /^เล่น / }).click()
    await page.waitForURL(/\/stand-in\/game\//)
    await page.getByRole("link", { name: GAMES_TEXTS.backToLobby }).click()
    await expect(page).toHaveURL(new RegExp(JK_PATH))
    await expect(page.getByLabel(GAMES_TEXTS.search)).toHaveValue("a")
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(2_490)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 2_500)).toBeLessThanOrEqual(5)
  })

  test("#29 Back to a provider's grid restores its scroll; a tile pressed in the lobby starts at the top", async ({
    page
  }) => {
    await openProvider(page)
    await page.evaluate(() => window.scrollTo(0, 3_000))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(3_000)
    // The place is kept once the scroll rests (in this tab's storage): wait for it, not for a time,
    // since a load of the next address would drop a keep still on its way.
    await expect
      .poll(() => page.evaluate(() => Object.values(sessionStorage).some((kept) => kept.includes('"scrollY":3000'))))
      .toBe(true)
    await page.goto("/auth/games/category?cat=slot")
    await closeCheckInPopup(page)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${JK_PATH}$`))
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(2_990)
    await page.goto("/auth/games/category?cat=slot")
    await closeCheckInPopup(page)
    await page.locator(`a[href="${JK_PATH}"]`).click()
    await expect(gridCards(page).first()).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200)
  })

  test("#29 'เกมทั้งหมด' opens sport on a first visit, then the category last chosen, its tab selected", async ({
    page
  }) => {
    await openAs(page, ACCOUNTS.demo, "/auth/dashboard")
    await expect(centreButton(page)).toHaveAttribute("href", /cat=sport$/)
    await centreButton(page).click()
    await expect(selectedTab(page)).toHaveText("กีฬา")
    await page.getByRole("tab", { name: "คาสิโน" }).click()
    await expect(selectedTab(page)).toHaveText("คาสิโน")
    // The tab shows the address at once; the choice is kept when the state follows it.
    await expect(centreButton(page)).toHaveAttribute("href", /cat=casino$/)
    // A new visit on this device: the choice is kept for the player.
    await page.goto("/auth/dashboard")
    await closeCheckInPopup(page)
    await expect(centreButton(page)).toHaveAttribute("href", /cat=casino$/)
    await expect(page.locator('li[data-tile="allGame"] a')).toHaveAttribute("href", /cat=casino$/)
    await centreButton(page).click()
    await expect(selectedTab(page)).toHaveText("คาสิโน")
  })

  test("#29 'เกมทั้งหมด' opens the category of the game last played", async ({ page }) => {
    await openProvider(page)
    const { play } = await firstGame(page)
    await play.click()
    await page.waitForURL(/\/stand-in\/game\//)
    await page.goto("/auth/dashboard")
    await closeCheckInPopup(page)
    await expect(centreButton(page)).toHaveAttribute("href", /cat=slot$/)
    await centreButton(page).click()
    await expect(selectedTab(page)).toHaveText("สล็อต")
  })

  test("#29 favouriting says so: 'เพิ่มในรายการโปรดแล้ว', then 'นำออกจากรายการโปรดแล้ว'", async ({ page }) => {
    await openProvider(page)
    const toggle = gridCards(page).first().getByRole("button", { name: GAMES_TEXTS.favourite })
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByText("เพิ่มในรายการโปรดแล้ว")).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-pressed", "false")
    await expect(page.getByText("นำออกจากรายการโปรดแล้ว")).toBeVisible()
  })
})
