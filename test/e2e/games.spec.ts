import { expect, test } from "./support/fixtures"
import { bottomBar } from "./support/session"
import { recordRequests } from "./support/network"
import {
  ACCOUNTS,
  apiBalance,
  apiLogin,
  bahtText,
  balanceAmount,
  closeCheckInPopup,
  expectLedgerRows,
  openAs
} from "./faults/support/player"
import {
  CASH_OUT_PATH,
  firstGame,
  GAMES_TEXTS,
  gridCards,
  JK_PATH,
  openProvider,
  OPEN_GAME_PATH,
  putInGameWallet
} from "./faults/support/games-targets"

// The games lobby (issue #11; ROUTE-22, ROUTE-23, PROD-10, PROD-11, UI-05, UI-06, UI-16, UI-17, OPEN-25, OPEN-26).

const demo = ACCOUNTS.demo
const tabs = (page: import("@playwright/test").Page) =>
  page.getByRole("tablist", { name: "หมวดหมู่เกม" }).getByRole("tab")
const selectedTab = (page: import("@playwright/test").Page) =>
  page.getByRole("tablist", { name: "หมวดหมู่เกม" }).getByRole("tab", { selected: true })
const centreButton = (page: import("@playwright/test").Page) => bottomBar(page).getByRole("link", { name: "เกมทั้งหมด" })

const toLobby = async (page: import("@playwright/test").Page, query = "") => {
  await openAs(page, demo, `/auth/games/category${query}`)
  await expect(page.getByRole("heading", { level: 1, name: GAMES_TEXTS.heading })).toBeVisible()
}

test.describe("games lobby", () => {
  test("ROUTE-22 PROD-10 UI-16 the seven categories as tabs in order; ?cat= picks one, none or unknown is sport", async ({
    page
  }) => {
    await toLobby(page, "?cat=fishing")
    await expect(tabs(page)).toHaveText([...GAMES_TEXTS.tabs])
    await expect(selectedTab(page)).toHaveText("ยิงปลา")
    await page.goto("/auth/games/category")
    await expect(selectedTab(page)).toHaveText("กีฬา")
    await page.goto("/auth/games/category?cat=poker")
    await expect(selectedTab(page)).toHaveText("กีฬา")
    await expect(page.getByRole("tabpanel").getByRole("link").first()).toBeVisible()
  })

  test("UI-17 choosing a tab replaces the address, the centre button follows it, and Back leaves the lobby", async ({
    page
  }) => {
    await openAs(page, demo, "/auth/dashboard")
    await centreButton(page).click()
    await expect(page).toHaveURL(/\/auth\/games\/category\?cat=sport$/)
    await page.getByRole("tab", { name: "หวย" }).click()
    await expect(page).toHaveURL(/\/auth\/games\/category\?cat=lotto$/)
    await expect(selectedTab(page)).toHaveText("หวย")
    await expect(centreButton(page)).toHaveAttribute("href", /cat=lotto/)
    await page.goBack()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.locator('li[data-tile="allGame"] a')).toHaveAttribute("href", /cat=lotto/)
  })

  test("UI-05 the หวย tile lands on the lotto tab", async ({ page }) => {
    await openAs(page, demo, "/auth/dashboard")
    await page.locator('li[data-tile="huay"] a').click()
    await expect(page).toHaveURL(/cat=lotto$/)
    await expect(selectedTab(page)).toHaveText("หวย")
  })

  test("PROD-11 the slot tab lists the providers JK, AC, SG and XE with their logos and game counts", async ({
    page
  }) => {
    await toLobby(page, "?cat=slot")
    const panel = page.getByRole("tabpanel")
    for (const code of ["JK", "AC", "SG", "XE"]) {
      const card = panel.locator(`a[href="/auth/games/slot/${code}"]`)
      await expect(card).toBeVisible()
      await expect(card).toContainText(/\d+ เกม/)
      await expect(card.locator("img")).toHaveAttribute("src", `/game-art/providers/${code}.svg`)
    }
    await expect(panel.locator('a[href="/auth/games/slot/JK"]')).toContainText("500 เกม")
  })

  test("ROUTE-23 /auth/games/slot/JK: the provider's name as h1, 500 games, search by Thai or English name, 'ไม่พบเกม'", async ({
    page
  }) => {
    await openProvider(page)
    await expect(page.getByRole("heading", { level: 1, name: GAMES_TEXTS.jokerName })).toBeVisible()
    await expect(page.getByText("ทั้งหมด 500 เกม")).toBeVisible()
    const { name } = await firstGame(page)
    const search = page.getByLabel(GAMES_TEXTS.search)
    await search.fill(name.slice(1, 4))
    await expect(page.getByText(/^พบ \d+ จาก 500 เกม$/)).toBeVisible()
    await expect(gridCards(page).filter({ hasText: name }).first()).toBeVisible()
    const english = (await gridCards(page).first().locator("[title]").getAttribute("title")) ?? ""
    await search.fill(english.toUpperCase())
    // The grid filters a render later (a deferred value): wait until every card shown matches.
    const matching = new RegExp(english, "i")
    await expect
      .poll(async () => {
        const titles = await gridCards(page)
          .locator("[title]")
          .evaluateAll((elements) => elements.map((element) => element.getAttribute("title") ?? ""))
        return { shown: titles.length > 0, others: titles.filter((title) => !matching.test(title)) }
      })
      .toEqual({ shown: true, others: [] })
    await search.fill("ไม่มีเกมชื่อนี้แน่นอน")
    await expect(page.getByText(GAMES_TEXTS.noMatch, { exact: true })).toBeVisible()
    await expect(gridCards(page)).toHaveCount(0)
    await page.getByRole("button", { name: "ล้างคำค้นหา" }).first().click()
    await expect(page.getByText("ทั้งหมด 500 เกม")).toBeVisible()
  })

  test("#11 the 500-game grid keeps only what is near the viewport in the page, with fixed picture boxes", async ({
    page
  }) => {
    await openProvider(page)
    expect(await gridCards(page).count()).toBeLessThan(60)
    const box = await gridCards(page).first().locator("[data-game-art]").boundingBox()
    expect(box?.width).toBeGreaterThan(0)
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(2)
    await page.mouse.wheel(0, 20_000)
    // Far down the grid (the wheel scrolls a moment later), the cards drawn are still the few near it.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000)
    await expect(gridCards(page).first()).toBeVisible()
    expect(await gridCards(page).count()).toBeLessThan(60)
  })

  test("ROUTE-23 an unknown provider or category is the not-found page in the player's layout", async ({ page }) => {
    await openAs(page, demo, "/auth/dashboard")
    await page.goto("/auth/games/slot/NOPE")
    await expect(page).toHaveURL(/\/404$/)
    await expect(bottomBar(page)).toBeVisible()
    await page.goto("/auth/games/poker/JK")
    await expect(page).toHaveURL(/\/404$/)
    await page.goto("/auth/games/sport/JK")
    await expect(page).toHaveURL(/\/404$/)
  })

  test("OPEN-26 OPEN-25 a game opens in this tab and 'กลับสู่ล็อบบี้' brings the credit back once", async ({
    page,
    request
  }) => {
    const token = await apiLogin(request, demo)
    const before = await apiBalance(request, demo.username, token)
    await openProvider(page)
    const requests = recordRequests(page)
    const { name, play } = await firstGame(page)
    await play.click()
    await page.waitForURL(/\/stand-in\/game\//)
    await expect(page.getByRole("heading", { name })).toBeVisible()
    const [moved] = await expectLedgerRows(request, demo.username, "game-in", 1)
    expect(moved?.amount).toBe(-before)
    await page.getByRole("link", { name: GAMES_TEXTS.backToLobby }).click()
    await expect(page).toHaveURL(new RegExp(`${JK_PATH}$`))
    await expect(page.getByText(GAMES_TEXTS.pulled).first()).toBeVisible()
    const [back] = await expectLedgerRows(request, demo.username, "game-out", 1)
    expect(back?.amount).toBe(before)
    const sent = (await requests.all()).filter((r) => r.path === CASH_OUT_PATH)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.headers["idempotency-key"]).toMatch(/\S/)
    expect((await requests.all()).filter((r) => r.path === OPEN_GAME_PATH)).toHaveLength(1)
    // 'เล่นล่าสุด' keeps it on this device.
    await page.goto("/auth/games/category")
    await expect(page.getByRole("region", { name: GAMES_TEXTS.recent }).getByRole("article", { name })).toBeVisible()
    // A reload on the lobby sends no second cash-out.
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: GAMES_TEXTS.heading })).toBeVisible()
    await page.waitForTimeout(500)
    await expectLedgerRows(request, demo.username, "game-out", 1)
  })

  test("OPEN-25 coming back by Back pulls the credit back too, and the balance shows it", async ({ page, request }) => {
    const token = await apiLogin(request, demo)
    const before = await apiBalance(request, demo.username, token)
    await openProvider(page)
    const { play } = await firstGame(page)
    await play.click()
    await page.waitForURL(/\/stand-in\/game\//)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${JK_PATH}$`))
    await expectLedgerRows(request, demo.username, "game-out", 1)
    await page.goto("/auth/dashboard")
    await expect(balanceAmount(page)).toHaveText(bahtText(before))
  })

  test("OPEN-25 'ดึงเครดิตกลับ' on the balance card while a game holds credit", async ({ page, request }) => {
    await putInGameWallet(request, 250)
    await openAs(page, demo, "/auth/dashboard")
    await expect(page.getByText("มีเครดิตค้างอยู่ในเกม ฿250.00")).toBeVisible()
    const before = await balanceAmount(page).textContent()
    await page.getByRole("button", { name: GAMES_TEXTS.pullBack }).click()
    await expect(page.getByText(`${GAMES_TEXTS.pulled} ฿250.00`)).toBeVisible()
    await expect(page.getByRole("button", { name: GAMES_TEXTS.pullBack })).toHaveCount(0)
    await expect(balanceAmount(page)).not.toHaveText(before ?? "")
    await expectLedgerRows(request, demo.username, "game-out", 1)
  })

  test("#11 a game that cannot open shows the server's message and the player stays in the lobby", async ({
    page,
    request
  }) => {
    const zero = await request.post("/__dev/credit", { data: { username: demo.username, balance: 0 } })
    expect(zero.ok()).toBe(true)
    await openProvider(page)
    const { play } = await firstGame(page)
    await play.click()
    await expect(page.getByText(GAMES_TEXTS.noCredit).first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${JK_PATH}$`))
    await expect(play).toBeEnabled()
    await expectLedgerRows(request, demo.username, "game-in", 0)
  })

  test("#11 'เพิ่มในเกมโปรด' is a toggle kept on the device; 'เกมโปรด' shows above the categories", async ({ page }) => {
    await openProvider(page)
    const { name } = await firstGame(page)
    const toggle = gridCards(page).first().getByRole("button", { name: GAMES_TEXTS.favourite })
    await expect(toggle).toHaveAttribute("aria-pressed", "false")
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-pressed", "true")
    await page.goto("/auth/games/category?cat=casino")
    await closeCheckInPopup(page)
    const shelf = page.getByRole("region", { name: GAMES_TEXTS.favourites })
    await expect(shelf.getByRole("article", { name })).toBeVisible()
    await page.reload()
    await closeCheckInPopup(page)
    await expect(shelf.getByRole("article", { name })).toBeVisible()
    await shelf.getByRole("article", { name }).getByRole("button", { name: GAMES_TEXTS.favourite }).click()
    await expect(page.getByRole("region", { name: GAMES_TEXTS.favourites })).toHaveCount(0)
  })

  test("#11 latest wins: a tab's late answer never shows on the tab chosen after it", async ({ page }) => {
    await toLobby(page, "?cat=slot")
    await expect(page.getByRole("tabpanel").locator("[data-game-grid] article").first()).toBeVisible()
    let releaseCasino: () => void = () => undefined
    const casinoHeld = new Promise<void>((resolve) => {
      releaseCasino = resolve
    })
    await page.route("**/api/auth/user/games/casino", async (route) => {
      const answer = await route.fetch()
      // The older answer is held until the newer tab has shown its games, then let through.
      await casinoHeld
      await route.fulfill({ response: answer }).catch(() => undefined)
    })
    const casinoAsked = page.waitForRequest("**/api/auth/user/games/casino")
    await page.getByRole("tab", { name: "คาสิโน" }).click()
    await casinoAsked
    await page.getByRole("tab", { name: "ไพ่" }).click()
    await expect(selectedTab(page)).toHaveText("ไพ่")
    const cardGames = page.getByRole("tabpanel").locator("[data-game-grid] article")
    await expect(cardGames.first()).toBeVisible()
    const shown = await cardGames.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-game") ?? ""))
    releaseCasino()
    await page.waitForTimeout(500)
    await expect(selectedTab(page)).toHaveText("ไพ่")
    const after = await cardGames.evaluateAll((cards) => cards.map((card) => card.getAttribute("data-game") ?? ""))
    expect(after).toEqual(shown)
    expect(after.every((key) => !key.includes(":CS"))).toBe(true)
  })
})
