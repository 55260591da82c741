import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { decodeShellSnapshot, keptProviders, type ShellSnapshot } from "../../src/domain/shell-snapshot"
import { SHELL_SNAPSHOT_KEY } from "../../src/services/shell/shell-snapshot-key"
import { holdAppCode } from "./support/network"
import { returningPlayer } from "./support/session"

// #30: every provider's games screen (/auth/games/{type}/{slot}) is answered with one prerendered
// frame; its first-paint fill reads the provider from the address. A returning player who last
// opened that provider sees its first games, its name and the way back to its tab from the HTML,
// before any of the app's code; React adopts the page (a mismatch React reports is a page error,
// which fails the fixture) and the fresh list takes the kept cards' places.

const JOKER = "/auth/games/slot/JK"

const storedSnapshot = async (page: Page): Promise<ShellSnapshot | null> => {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SHELL_SNAPSHOT_KEY)
  return stored === null ? null : decodeShellSnapshot(stored)
}

/** demo has opened Joker's games once, so the device keeps its first ones. */
const openedJokerBefore = async (page: Page) => {
  await returningPlayer(page)
  await page.goto(JOKER)
  await expect(page.locator("[data-game]").first()).toBeVisible()
  await expect.poll(async () => (await storedSnapshot(page))?.providerGames?.games.length ?? 0).toBe(12)
  const kept = (await storedSnapshot(page))?.providerGames
  if (kept === undefined) throw new Error("the snapshot kept no games")
  return kept
}

const FRAME_GAME = '[data-frame-fill="game"]'

test("#30 a provider's games screen paints the games the device kept from its HTML, and the cards that follow take their place (ROUTE-23, UI-18)", async ({
  page
}) => {
  const kept = await openedJokerBefore(page)
  expect(kept).toMatchObject({ category: "slot", provider: "JK" })
  const release = await holdAppCode(page)
  await page.goto(JOKER, { waitUntil: "commit" })

  // Before any of the app's code: the heading, the way back and the first games, from the HTML.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kept.name)
  await expect(page.getByRole("link", { name: "ค่ายเกมทั้งหมด" })).toHaveAttribute("href", "/auth/games/category?cat=slot")
  const places = page.locator(FRAME_GAME)
  await expect(places).toHaveCount(12)
  const first = kept.games[0]
  if (first === undefined) throw new Error("no game kept")
  await expect(places.first().locator('[data-frame-fill="game-name"]')).toHaveText(first.name)
  await expect(places.first().locator('[data-frame-fill="game-provider-name"]')).toHaveText(kept.name)
  const art = places.first().locator('[data-frame-fill="game-art"]')
  await expect(art).toHaveCSS("background-image", new RegExp(`${first.image.replaceAll(".", "\\.")}"\\)$`))
  const placed = await art.boundingBox()
  expect(await page.evaluate(() => typeof window.__memberSite)).toBe("undefined")

  release()
  const card = page.locator(`[data-game="JK:${first.code}"]`)
  await expect(card.locator("img")).toHaveAttribute("src", first.image)
  await expect(places).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kept.name)
  // The card's picture is where the frame painted it, at its size (to the pixel).
  const shown = await card.locator("[data-game-art]").boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
})

test("#30 another provider's address gets the same frame, named by the address: the lobby's kept name, its own tab back, no other provider's games (ROUTE-23, UI-18)", async ({
  page
}) => {
  await openedJokerBefore(page)
  const other = keptProviders(await storedSnapshot(page), "casino")[0]
  if (other === undefined) throw new Error("the snapshot kept no casino provider")
  const address = `/auth/games/casino/${other.code}`
  const release = await holdAppCode(page)
  const answer = await page.goto(address, { waitUntil: "commit" })
  expect(await answer?.text()).toContain('data-frame-fill="game"')

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.name)
  await expect(page.getByRole("link", { name: "ค่ายเกมทั้งหมด" })).toHaveAttribute(
    "href",
    "/auth/games/category?cat=casino"
  )
  // Joker's games are not this provider's: no picture asked for, no name, no place hidden; the
  // places stay grey, never a false list.
  await expect(page.locator(FRAME_GAME)).toHaveCount(12)
  await expect(page.locator("[data-frame-picture]")).toHaveCount(0)
  await expect(page.locator('[data-frame-fill^="game-"][data-frame-filled]')).toHaveCount(0)
  await expect(page.locator(`${FRAME_GAME}[hidden]`)).toHaveCount(0)

  release()
  await expect(page.locator("[data-game]").first()).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.name)
  // The way back, pressed now, goes to this provider's tab.
  await page.getByRole("link", { name: "ค่ายเกมทั้งหมด" }).click()
  await expect(page).toHaveURL(/\/auth\/games\/category\?cat=casino$/)
})

test("#30 a provider's search in the address gets the app's shell, not the frame: the frame shows no search (ROUTE-23)", async ({
  page
}) => {
  await openedJokerBefore(page)
  const answer = await page.goto(`${JOKER}?q=joker`, { waitUntil: "commit" })
  expect(await answer?.text()).not.toContain("data-player-frame")
  await expect(page.getByRole("searchbox")).toHaveValue("joker")
})
