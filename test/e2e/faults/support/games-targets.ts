import type { APIRequestContext, Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import { type Account, ACCOUNTS, bahtText, balanceAmount, closeCheckInPopup, openAs } from "./player"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"
import type { ListTarget } from "./list-rows"

// The games lobby's targets (issue #11): opening a game moves the balance into the game's wallet
// ("game-in"), the cash-out brings it back ("game-out"); both are writes that happen once.

const demo = ACCOUNTS.demo

export const GAMES_TEXTS = {
  heading: "เกม",
  tabs: ["เกมฮิต", "กีฬา", "คาสิโน", "สล็อต", "ยิงปลา", "ไพ่", "หวย"],
  search: "ค้นหาเกม",
  noMatch: "ไม่พบเกม",
  favourite: "เพิ่มในเกมโปรด",
  recent: "เล่นล่าสุด",
  favourites: "เกมโปรด",
  backToLobby: "กลับสู่ล็อบบี้",
  pullBack: "ดึงเครดิตกลับ",
  pulled: "ดึงเครดิตกลับแล้ว",
  openedElsewhere: "เครดิตเข้าเกมแล้ว",
  noCredit: "เครดิตไม่พอสำหรับเข้าเกม",
  jokerName: "Joker Kingdom"
} as const

export const LOBBY_PATH = "/api/auth/game"
export const OPEN_GAME_PATH = "/api/auth/user/opengame"
export const CASH_OUT_PATH = "/api/auth/user/game/cashOut"
export const JK_PATH = "/auth/games/slot/JK"

/** The games the JK grid shows first. */
export const gridCards = (page: Page) => page.locator("[data-game-grid] article")

/** Logged in, on a provider's games with the check-in popup closed and the first cards shown. */
export const openProvider = async (page: Page, path: string = JK_PATH, account: Account = demo) => {
  await openAs(page, account, path)
  await expect(gridCards(page).first()).toBeVisible()
}

/** The first card's game name, and its 'เล่น <name>' button. */
export const firstGame = async (page: Page) => {
  const card = gridCards(page).first()
  const name = (await card.getAttribute("aria-label")) ?? ""
  expect(name).not.toBe("")
  return { name, play: card.getByRole("button", { name: `เล่น ${name}`, exact: true }) }
}

/** Puts credit in the player's game wallet as if a game still held it (`/__dev/game-wallet`). */
export const putInGameWallet = async (request: APIRequestContext, baht: number, username: string = demo.username) => {
  const answer = await request.post("/__dev/game-wallet", { data: { username, amount: baht } })
  expect(answer.ok()).toBe(true)
}

const firstPlay = (ctx: RowContext) => gridCards(ctx.page).first().getByRole("button", { name: /^เล่น / })

/** 'เล่น' on JK's first game: the whole balance into the game's wallet, one "game-in" row. */
export const openGameWrite: WriteTarget = {
  name: "opening a game",
  ids: "OPEN-26, issue #11",
  call: { path: OPEN_GAME_PATH, method: "POST" },
  account: demo,
  ledgerKind: "game-in",
  arrive: async (ctx) => {
    await openProvider(ctx.page)
    await expect(firstPlay(ctx)).toBeEnabled()
  },
  button: firstPlay,
  expectSettled: async ({ page }) => {
    await page.waitForURL(/\/stand-in\/game\//, { timeout: 10_000 })
  },
  expectDone: async ({ page }, ledger) => {
    // The answer arrived: the tab went to the game. Lost: the lobby read the credit and says so.
    const saidOrLeft = async () =>
      page.url().includes("/stand-in/game/") ||
      (await page
        .getByText(GAMES_TEXTS.openedElsewhere)
        .first()
        .isVisible()
        .catch(() => false))
    await expect
      .poll(saidOrLeft, { message: "the game opened, or the lobby says the credit went in", timeout: 10_000 })
      .toBe(true)
    const row = await ledger()
    if (row === null) return
    expect(row.balanceAfter).toBe(0)
  },
  expectNotDone: async (ctx) => {
    await expect(firstPlay(ctx)).toBeEnabled()
  },
  stateReads: [{ path: `/api/auth/user/getCredit/${demo.username}`, method: "POST" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto("/auth/dashboard")
    await closeCheckInPopup(page)
    if (done) await expect(page.getByRole("button", { name: GAMES_TEXTS.pullBack })).toBeVisible()
    else await expect(page.getByRole("button", { name: GAMES_TEXTS.pullBack })).toHaveCount(0)
  }
}

const pullBackButton = (ctx: RowContext) => ctx.page.getByRole("button", { name: GAMES_TEXTS.pullBack })

/** 'ดึงเครดิตกลับ' on the balance card: ฿250.00 from the game's wallet, one "game-out" row. */
export const cashOutWrite: WriteTarget = {
  name: "pulling credit back from a game",
  ids: "OPEN-25, STORE-03, issue #11",
  call: { path: CASH_OUT_PATH, method: "POST" },
  account: demo,
  ledgerKind: "game-out",
  arrive: async (ctx) => {
    await putInGameWallet(ctx.request, 250)
    await openAs(ctx.page, demo, "/auth/dashboard")
    await expect(pullBackButton(ctx)).toBeEnabled()
  },
  button: pullBackButton,
  expectSettled: async (ctx) => {
    await expect(pullBackButton(ctx)).toHaveCount(0)
  },
  expectDone: async (ctx, ledger) => {
    await expect(pullBackButton(ctx)).toHaveCount(0)
    const row = await ledger()
    if (row === null) return
    expect(bahtText(row.amount)).toBe("฿250.00")
    await expect(balanceAmount(ctx.page)).toHaveText(bahtText(row.balanceAfter))
  },
  expectNotDone: async (ctx) => {
    await expect(pullBackButton(ctx)).toBeEnabled()
  },
  stateReads: [{ path: `/api/auth/user/getCredit/${demo.username}`, method: "POST" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto("/auth/dashboard")
    await closeCheckInPopup(page)
    if (done) await expect(page.getByRole("button", { name: GAMES_TEXTS.pullBack })).toHaveCount(0)
    else await expect(page.getByRole("button", { name: GAMES_TEXTS.pullBack })).toBeVisible()
  }
}

/** The lobby's structure: the category screen's providers. */
export const lobbyList: ListTarget<null> = {
  name: "games lobby",
  ids: "ROUTE-22, issue #11",
  call: { path: LOBBY_PATH, method: "GET" },
  arrive: async ({ page }) => {
    await openAs(page, demo, "/auth/dashboard")
    return null
  },
  send: async ({ page }) => {
    await page.goto("/auth/games/category?cat=slot")
    await closeCheckInPopup(page)
  },
  expectFailed: async ({ page }) => {
    await expect(page.getByText("โหลดรายการค่ายเกมไม่สำเร็จ")).toBeVisible()
    await expect(page.getByRole("heading", { level: 1, name: GAMES_TEXTS.heading })).toBeVisible()
  },
  recover: async ({ page }) => {
    await page.getByRole("button", { name: "ลองใหม่" }).first().click()
    await expect(page.getByRole("link", { name: /Joker Kingdom/ })).toBeVisible()
  },
  wrongShapes: [
    { label: "categories not a list", body: { success: true, message: "", data: { categories: "slot" } } },
    {
      label: "a provider without its code",
      body: { success: true, message: "", data: { categories: [{ category: "slot", providers: [{ name: "x" }] }] } }
    }
  ]
}
