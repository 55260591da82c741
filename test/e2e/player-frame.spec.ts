import type { Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import type { GameProvider } from "../../src/domain/game-schema"
import { decodeShellSnapshot, keptProviders } from "../../src/domain/shell-snapshot"
import { SHELL_SNAPSHOT_KEY } from "../../src/services/shell/shell-snapshot-key"
import { holdAppCode } from "./support/network"
import { bottomBar, loginAndSettle, returningPlayer, topBar } from "./support/session"

// #30: every player screen of spec §2 arrives as HTML: its frame (the top and bottom bars, the
// screen's heading, static text and skeletons) was prerendered at build time, so a returning
// player's first paint waits for no JavaScript. React adopts that HTML (the elements stay), the
// device's snapshot fills the name and balance, the session and the data follow. Anyone without a
// stored session never sees the frame: its gate hides it before the body is parsed.

const SNAPSHOT_KEY = SHELL_SNAPSHOT_KEY
/** demo, a returning player, opens `path` with every script of the app held: the page as its HTML alone. */
const openWithAppHeld = async (page: Page, path: string): Promise<() => void> => {
  await returningPlayer(page)
  const release = await holdAppCode(page)
  await page.goto(path, { waitUntil: "commit" })
  return release
}

/** Whether the frame (its bottom bar) was ever on show in this document, watched from its first byte. */
const watchFrameShown = (page: Page) =>
  page.addInitScript(() => {
    const seen = { shown: false }
    Object.defineProperty(window, "__frameShown", { value: seen })
    const check = () => {
      const root = document.getElementById("root")
      if (root === null || root.dataset["playerFrame"] === undefined) return
      if (getComputedStyle(root).visibility !== "hidden" && root.querySelector("[data-bottom-bar]") !== null)
        seen.shown = true
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
    requestAnimationFrame(function frame() {
      check()
      if (document.readyState !== "complete") requestAnimationFrame(frame)
    })
  })

test("#30 a player screen's frame is in the HTML the server answers, its gate allowed by the page's CSP hash; a lobby address with ?cat= gets the app's shell (ROUTE-07, UI-18)", async ({
  request
}) => {
  const answer = await request.get("/auth/withdraw")
  const html = await answer.text()
  expect(html).toContain('data-prerendered="/auth/withdraw" data-player-frame')
  expect(html).toContain("<title>ถอนเงิน — GoldBet</title>")
  expect(html).toMatch(/<h1[^>]*>ถอนเงิน<\/h1>/)
  expect(html).toContain("data-bottom-bar")
  // Nothing of any player's is in it: it is the same page for everyone.
  expect(html).not.toContain("สมชาย")
  expect(html).not.toContain("1,520.75")
  const gate = /<script>([^<]+)<\/script>/.exec(html)?.[1]
  expect(gate).toContain("shell.snapshot")
  expect(answer.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/)

  const lobby = await (await request.get("/auth/games/category?cat=slot")).text()
  expect(lobby).toContain('<div id="root"></div>')
  expect(await (await request.get("/auth/games/category")).text()).toContain(
    'data-prerendered="/auth/games/category" data-player-frame'
  )
})

test("#30 a returning player's withdraw screen paints from its HTML with no script run, then React adopts it: the same elements, the snapshot's name and balance, then the fresh ones (ROUTE-07, UI-18)", async ({
  page
}) => {
  const release = await openWithAppHeld(page, "/auth/withdraw")

  // Before any of the app's code: the frame is on show, titled, and its fill has put in the
  // snapshot's name, username and balance (the app's own elements are not there yet).
  const heading = page.getByRole("heading", { level: 1, name: "ถอนเงิน" })
  await expect(heading).toBeVisible()
  await expect(page).toHaveTitle("ถอนเงิน — GoldBet")
  await expect(bottomBar(page)).toBeVisible()
  await expect(page.getByLabel("จำนวนเงินที่ต้องการถอน")).toBeVisible()
  await expect(page.locator('header [data-frame-fill="name"]')).toHaveText("สมชาย ใจดี")
  await expect(page.locator('header [data-frame-fill="username"]')).toHaveText("demo")
  await expect(page.locator('main [data-frame-fill="balance"]')).toHaveText("฿1,520.75")
  await expect(page.locator("[data-player-name], [data-withdraw-balance]")).toHaveCount(0)
  // The games button's picture has no address before the app: nothing is drawn for it (its alt
  // text and a broken-image icon were), only the button's round.
  const gamesPicture = bottomBar(page).getByRole("img", { name: "เกมทั้งหมด", includeHidden: true })
  await expect(gamesPicture).not.toHaveAttribute("src")
  await expect(gamesPicture).toBeHidden()
  await heading.evaluate((element) => element.setAttribute("data-from-html", ""))

  release()
  await expect(gamesPicture).toBeVisible()
  await expect(topBar(page).locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
  await expect(page.locator("[data-withdraw-balance]")).toHaveText("฿1,520.75")
  await expect(page.locator("[data-withdraw-balance]")).not.toHaveAttribute("data-refreshing")
  // Adopted, not drawn again: the heading the HTML made is still the one on screen.
  await expect(page.locator("h1[data-from-html]")).toHaveCount(1)
})

/**
 * Watches, from the document's first byte, when the page first asks for the app's code: the entry's
 * dynamic import of app-main, whose dependencies Vite's loader asks for as modulepreload links
 * first (a resource's timing entry is not reliable here: a file the memory cache holds has none).
 */
const watchAppCodeAsked = (page: Page) =>
  page.addInitScript(() => {
    const asked = { at: -1 }
    Object.defineProperty(window, "__appCodeAsked", { value: asked })
    new MutationObserver(() => {
      if (asked.at < 0 && document.querySelector('link[rel="modulepreload"]') !== null) asked.at = performance.now()
    }).observe(document, { subtree: true, childList: true })
  })

/**
 * Chromium reports the paint's time rounded to a whole millisecond (232 for a paint whose report
 * started the request at 231.5): a request asked for after the paint may read up to 1 ms before it.
 * The code asked for before the paint did so 20–60 ms before it.
 */
const PAINT_TIME_GRAIN_MS = 1

/** When the page first painted content and when it first asked for the app's code (page time, ms). */
const paintThenCode = (page: Page) =>
  page.evaluate(() => {
    const asked: unknown = Reflect.get(window, "__appCodeAsked")
    const at = typeof asked === "object" && asked !== null ? Reflect.get(asked, "at") : undefined
    return {
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      appCodeAsked: typeof at === "number" ? at : -1
    }
  })

test("#30 a returning player's frame is on screen (after its font) before the app's code is asked for (UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  await watchAppCodeAsked(page)
  for (const path of ["/auth/withdraw", "/auth/settings"]) {
    await page.goto(path)
    await expect(page.locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
    const { firstContentfulPaint, appCodeAsked } = await paintThenCode(page)
    expect(firstContentfulPaint, path).toBeGreaterThan(0)
    expect(appCodeAsked, path).toBeGreaterThanOrEqual(firstContentfulPaint - PAINT_TIME_GRAIN_MS)
  }
})

test("#30 a guest's prerendered login is on screen before the app's code is asked for (UI-18)", async ({ page }) => {
  await watchAppCodeAsked(page)
  await page.goto("/login")
  await expect(page.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeEnabled()
  const { firstContentfulPaint, appCodeAsked } = await paintThenCode(page)
  expect(firstContentfulPaint).toBeGreaterThan(0)
  expect(appCodeAsked).toBeGreaterThanOrEqual(firstContentfulPaint - PAINT_TIME_GRAIN_MS)
})

test("#30 a returning player's dashboard paints their balance and first banner from its HTML, and the carousel that follows takes the same place (ROUTE-04, UI-18)", async ({
  page
}) => {
  const release = await openWithAppHeld(page, "/auth/dashboard")
  const banner = page.locator('[data-frame-fill="banner"]')
  await expect(banner).toHaveCSS("background-image", /\/banner-1\.svg"\)$/)
  await expect(page.locator('main [data-frame-fill="balance"]')).toHaveText("฿1,520.75")
  const placed = await banner.boundingBox()
  release()
  const first = page.getByRole("region", { name: "โปรโมชั่นแนะนำ" }).locator("img").first()
  await expect(first).toHaveAttribute("src", /banner-1\.svg$/)
  await expect(page.locator("[data-balance]")).toHaveText("฿1,520.75")
  // The carousel's first banner is where the frame painted it, at its size (to the pixel).
  const shown = await first.boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
})

/** The games lobby's default tab's first provider the device's snapshot kept, once it has kept one. */
const keptFirstSportProvider = async (page: Page): Promise<GameProvider> => {
  const first = async () => {
    const stored = await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
    return keptProviders(stored === null ? null : decodeShellSnapshot(stored), "sport")[0] ?? null
  }
  await expect.poll(first).not.toBeNull()
  const kept = await first()
  if (kept === null) throw new Error("the snapshot kept no sport provider")
  return kept
}

test("#30 a returning player's games lobby paints the providers the device kept from its HTML, and the cards that follow take their place (UI-16, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  await page.goto("/auth/games/category")
  await expect(page.locator("[data-provider]").first()).toBeVisible()
  const kept = await keptFirstSportProvider(page)
  const release = await holdAppCode(page)
  await page.goto("/auth/games/category", { waitUntil: "commit" })

  // Before any of the app's code: the first card's place shows the kept provider's name, count and logo.
  const card = page.locator('[data-frame-fill="provider"]').first()
  await expect(card.locator('[data-frame-fill="provider-name"]')).toHaveText(kept.name)
  await expect(card.locator('[data-frame-fill="provider-count"]')).toHaveText(/^[\d,]+ เกม$/)
  const logo = card.locator('[data-frame-fill="provider-logo"]')
  await expect(logo).toHaveCSS("background-image", new RegExp(`${kept.logo.replaceAll(".", "\\.")}"\\)$`))
  const placed = await logo.boundingBox()
  release()
  const first = page.locator("[data-provider]").first().locator("xpath=..").locator("img")
  await expect(first).toHaveAttribute("src", kept.logo)
  await expect(page.locator('[data-frame-fill="provider"]')).toHaveCount(0)
  // The card's logo is where the frame painted it, at its size (to the pixel).
  const shown = await first.boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
})

test("#30 a returning player's promotions page paints the banners the device kept from its HTML, and the list that follows takes their place (ROUTE-21, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  const stored = await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
  const kept = (stored === null ? null : decodeShellSnapshot(stored))?.banners?.[0]
  if (kept === undefined) throw new Error("the snapshot kept no banner")
  const release = await holdAppCode(page)
  await page.goto("/auth/media/promotion", { waitUntil: "commit" })

  // Before any of the app's code: the first card's place shows the kept banner's title and picture.
  const card = page.locator('[data-frame-fill="promotion"]').first()
  await expect(card.locator('[data-frame-fill="promotion-title"]')).toHaveText(kept.title)
  const picture = card.locator('[data-frame-fill="promotion-image"]')
  await expect(picture).toHaveCSS("background-image", new RegExp(`${kept.image.replaceAll(".", "\\.")}"\\)$`))
  const placed = await picture.boundingBox()
  release()
  const first = page.getByRole("img", { name: kept.title })
  await expect(first).toHaveAttribute("data-image", "loaded")
  await expect(page.locator('[data-frame-fill="promotion"]')).toHaveCount(0)
  // The bonus periods above have come too: the banner is where the frame painted it, at its size.
  await expect(page.locator("[data-promotion-period]")).toHaveCount(2)
  const shown = await first.boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
})

test("#30 a returning player's movie page paints the clips' covers the device kept from its HTML, and the clips that follow take their place (ROUTE-19, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  const kept = async () => {
    const stored = await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
    return (stored === null ? null : decodeShellSnapshot(stored))?.movies?.[0] ?? null
  }
  await expect.poll(kept).not.toBeNull()
  const cover = await kept()
  if (cover === null) throw new Error("the snapshot kept no clip")
  const release = await holdAppCode(page)
  await page.goto("/auth/media/movie", { waitUntil: "commit" })

  // Before any of the app's code: the first card's place shows the kept clip's title and poster.
  const card = page.locator('[data-frame-fill="movie"]').first()
  await expect(card.locator('[data-frame-fill="movie-title"]')).toHaveText(cover.title)
  const poster = card.locator('[data-frame-fill="movie-poster"]')
  await expect(poster).toHaveCSS("background-image", new RegExp(`${cover.poster.replaceAll(".", "\\.")}"\\)$`))
  const placed = await poster.boundingBox()
  release()
  const first = page.getByLabel(`คลิป ${cover.title}`)
  await expect(first).toHaveAttribute("poster", cover.poster)
  await expect(page.locator('[data-frame-fill="movie"]')).toHaveCount(0)
  // The first clip is where the frame painted its poster, at its size (to the pixel).
  const shown = await first.boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
})

test("#30 a returning player's reward page paints the categories the device kept from its HTML, and the tiles that follow take their place (ROUTE-11, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  await page.goto("/auth/reward")
  await expect(page.getByRole("list", { name: "หมวดรางวัล" })).toBeVisible()
  const kept = async () => {
    const stored = await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
    return (stored === null ? null : decodeShellSnapshot(stored))?.rewards?.[0] ?? null
  }
  await expect.poll(kept).not.toBeNull()
  const category = await kept()
  if (category === null) throw new Error("the snapshot kept no reward category")
  const release = await holdAppCode(page)
  await page.goto("/auth/reward", { waitUntil: "commit" })

  // Before any of the app's code: the first tile shows the kept category's name and picture.
  const tile = page.locator('[data-frame-fill="reward-category"]').first()
  await expect(tile.locator('[data-frame-fill="reward-category-name"]')).toHaveText(category.name)
  const picture = tile.locator('[data-frame-fill="reward-category-image"]')
  await expect(picture).toHaveCSS("background-image", new RegExp(`${category.image.replaceAll(".", "\\.")}"\\)$`))
  const placed = await picture.boundingBox()
  release()
  const first = page.getByRole("list", { name: "หมวดรางวัล" }).locator("img").first()
  await expect(first).toHaveAttribute("src", category.image)
  await expect(page.locator('[data-frame-fill="reward-category"]')).toHaveCount(0)
  // The first tile's picture is where the frame painted it, at its size (to the pixel).
  const shown = await first.boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
})

test("#30 a returning player's flip card page paints today's chances the device kept from its HTML, greyed, and the fresh count takes their place without moving (ROUTE-20, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  await page.goto("/auth/media/flip-card")
  const fresh = page.getByText(/^สิทธิ์เปิดไพ่วันนี้เหลือ \d+ จาก \d+ ครั้ง$/)
  await expect(fresh).toBeVisible()
  const fromStorage = () => page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
  await expect.poll(async () => decodeShellSnapshot((await fromStorage()) ?? "")?.flipCard ?? null).not.toBeNull()
  const said = await fresh.textContent()
  const release = await holdAppCode(page)
  await page.goto("/auth/media/flip-card", { waitUntil: "commit" })

  // Before any of the app's code: the count the device kept for today, greyed, and every card face down
  // and not to be picked.
  const slot = page.locator('[data-frame-fill="flip-card-chances"]')
  await expect(slot).toHaveText(said ?? "")
  await expect(slot).toHaveCSS("color", "rgb(180, 180, 189)")
  await expect(page.getByRole("button", { name: "ไพ่ใบที่ 1", exact: true })).toBeDisabled()
  const line = page.locator("p", { has: slot })
  const placed = await line.boundingBox()
  release()
  await expect(fresh).toBeVisible()
  await expect(slot).toHaveCount(0)
  await expect(page.getByRole("button", { name: "ไพ่ใบที่ 1", exact: true })).toBeEnabled()
  // The fresh line is where the frame's was, at its size (to the pixel), in the page's own colour.
  const shown = await page.locator("p", { has: fresh }).boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
  await expect(fresh).not.toHaveCSS("color", "rgb(180, 180, 189)")
})

test("#30 a count the device kept on another Bangkok day is never painted: the chances renewed at midnight (ROUTE-20)", async ({
  page
}) => {
  await returningPlayer(page)
  await page.goto("/auth/media/flip-card")
  await expect(page.getByText(/^สิทธิ์เปิดไพ่วันนี้เหลือ/)).toBeVisible()
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key)?.includes('"flipCard"') ?? false, SNAPSHOT_KEY))
    .toBe(true)
  // Yesterday's count, with no play left: today would say otherwise.
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? "{}")
    stored.flipCard = { day: "2000-01-01", playsLeft: 0, playsPerDay: 3 }
    localStorage.setItem(key, JSON.stringify(stored))
  }, SNAPSHOT_KEY)
  const release = await holdAppCode(page)
  await page.goto("/auth/media/flip-card", { waitUntil: "commit" })
  const slot = page.locator('[data-frame-fill="flip-card-chances"]')
  await expect(page.locator('header [data-frame-fill="name"]')).toHaveText("สมชาย ใจดี")
  await expect(slot).toHaveText("")
  await expect(slot).not.toHaveAttribute("data-frame-filled")
  release()
  await expect(page.getByText(/^สิทธิ์เปิดไพ่วันนี้เหลือ/)).toBeVisible()
})

test("#30 a returning player's affiliate page paints the income the device kept from its HTML, greyed, and the fresh figure takes its place without moving (ROUTE-08, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  await page.goto("/auth/affiliate")
  const fresh = page.locator("[data-affiliate-income]")
  await expect(fresh).toHaveText(/^฿[\d,]+\.\d{2}$/)
  const fromStorage = () => page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
  await expect
    .poll(async () => decodeShellSnapshot((await fromStorage()) ?? "")?.affiliateIncome ?? null)
    .not.toBeNull()
  const said = await fresh.textContent()
  const release = await holdAppCode(page)
  await page.goto("/auth/affiliate", { waitUntil: "commit" })

  // Before any of the app's code: the income the device kept, greyed; no withdrawal can be opened.
  const slot = page.locator('[data-frame-fill="affiliate-income"]')
  await expect(slot).toHaveText(said ?? "")
  await expect(slot).toHaveCSS("color", "rgb(180, 180, 189)")
  await expect(page.getByRole("button", { name: "ถอนรายได้" })).toHaveCount(0)
  const placed = await slot.boundingBox()
  release()
  await expect(fresh).toBeVisible()
  await expect(slot).toHaveCount(0)
  // The fresh figure is where the frame's was, at its size (to the pixel), in the brand's colour.
  const shown = await fresh.boundingBox()
  for (const side of ["x", "y", "width", "height"] as const) expect(shown?.[side]).toBeCloseTo(placed?.[side] ?? -1, 0)
  await expect(fresh).not.toHaveCSS("color", "rgb(180, 180, 189)")
})

test("#30 a returning player's wheel page draws the disc the device kept from its HTML, and the fresh board's disc takes its place without moving a label (ROUTE-18, UI-18)", async ({
  page
}) => {
  await returningPlayer(page)
  await page.goto("/auth/media/wheel")
  const fresh = page.getByTestId("wheel-disc")
  await expect(fresh.locator("text").first()).toBeVisible()
  const fromStorage = () => page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)
  await expect.poll(async () => decodeShellSnapshot((await fromStorage()) ?? "")?.wheel?.length ?? 0).toBeGreaterThan(1)
  const labels = await fresh.locator("text").allTextContents()
  const release = await holdAppCode(page)
  await page.goto("/auth/media/wheel", { waitUntil: "commit" })

  // Before any of the app's code: the kept disc over the grey one ('หมุนวงล้อ' not there yet).
  const drawn = page.locator('[data-frame-fill="wheel"] text')
  await expect(drawn).toHaveText(labels)
  await expect(page.getByRole("button", { name: "หมุนวงล้อ" })).toHaveCount(0)
  const boxes = async (texts: typeof drawn) =>
    Promise.all(Array.from({ length: labels.length }, (_, index) => texts.nth(index).boundingBox()))
  const placed = await boxes(drawn)
  release()
  await expect(page.getByRole("button", { name: "หมุนวงล้อ" })).toBeVisible()
  await expect(page.locator('[data-frame-fill="wheel"]')).toHaveCount(0)
  // Every label of the fresh disc is where the frame drew it, at its size (to the pixel).
  const shown = await boxes(fresh.locator("text"))
  shown.forEach((box, index) => {
    for (const side of ["x", "y", "width", "height"] as const)
      expect(box?.[side], `label ${index + 1}`).toBeCloseTo(placed[index]?.[side] ?? -1, 0)
  })
})

for (const [path, heading] of [
  ["/auth/dashboard", "หน้าหลัก"],
  ["/auth/deposit", "ฝากเงิน"],
  ["/auth/settings", "บัญชีของฉัน"],
  ["/auth/games/category", "เกม"]
] as const) {
  test(`#30 ${path} for a returning player: its heading comes from the HTML and stays through React's adoption (UI-18)`, async ({
    page
  }) => {
    const release = await openWithAppHeld(page, path)
    const h1 = page.getByRole("heading", { level: 1, name: heading })
    await expect(h1).toBeVisible()
    await h1.evaluate((element) => element.setAttribute("data-from-html", ""))
    release()
    await expect(topBar(page).locator("[data-player-name]")).toHaveText("สมชาย ใจดี")
    await expect(page.locator("h1[data-from-html]")).toHaveCount(1)
  })
}

test("#30 a guest who opens a player's address never sees its frame and lands on /login (ROUTE-02, AUTH-10)", async ({
  page
}) => {
  await watchFrameShown(page)
  await page.goto("/auth/withdraw")
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole("heading", { level: 1, name: "เข้าสู่ระบบ" })).toBeVisible()
  expect(await page.evaluate(() => Reflect.get(window, "__frameShown"))).toEqual({ shown: false })
})

test("#30 a player whose device kept no snapshot does not see the empty frame: the page is drawn for them as before (AUTH-03)", async ({
  page
}) => {
  await loginAndSettle(page)
  // Gone before the next page's first script (the open page's runtime could keep it again).
  await page.addInitScript((key) => localStorage.removeItem(key), SNAPSHOT_KEY)
  await watchFrameShown(page)
  await page.goto("/auth/withdraw")
  await expect(page.locator("[data-withdraw-balance]")).toHaveText("฿1,520.75")
  expect(await page.evaluate(() => Reflect.get(window, "__frameShown"))).toEqual({ shown: false })
})

test("#30 the password change's frame cannot be submitted before React adopts it, and would never put a password in the address (ROUTE-13, OPEN-10)", async ({
  page
}) => {
  const release = await openWithAppHeld(page, "/auth/settings/change-password")
  const submit = page.getByRole("button", { name: "เปลี่ยนรหัสผ่าน" })
  await expect(submit).toBeDisabled()
  await expect(page.locator("form")).toHaveAttribute("method", "post")
  release()
  await expect(submit).toBeEnabled()
})
