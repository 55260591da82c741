import type { Page } from "@playwright/test"
import { APP_STYLESHEET_META } from "../../src/first-paint/app-stylesheet-meta"
import { PLAYER_FRAME_PAGES } from "../../src/first-paint/player-frame-pages"
import { expect, test } from "./support/fixtures"
import { returningPlayer, storedSession, submitLogin } from "./support/session"

// #30: a prerendered page carries only the rules of what it shows (vite-plugins/critical-css.ts),
// so its HTML arrives in one round trip; the app's whole stylesheet comes after the first paint and
// React renders nothing before it. These tests hold that promise from both sides: the page painted
// from its own rules looks exactly as it does with the whole stylesheet, and the app neither starts
// unstyled nor stays away when the stylesheet is late or lost.

const APP_CODE = /\/assets\/.+\.js$/
const APP_STYLESHEET = /\/assets\/[\w-]+\.css$/

/** Every style property of every element of the page, as the browser computes it (custom properties aside). */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body, body *")].map((element, index) => {
      const style = getComputedStyle(element)
      const properties: Array<string> = []
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i)
        // What an element shows; the design tokens it could read (custom properties) are not that.
        if (name.startsWith("--")) continue
        properties.push(`${name}: ${style.getPropertyValue(name)}`)
      }
      return `${index} ${element.tagName.toLowerCase()} { ${properties.join("; ")} }`
    })
  )

/**
 * The computed styles once two looks a frame apart agree: the frame settles (its font, its fill)
 * in the first frames after it shows, and the comparison must not catch it midway.
 */
const settledStyles = async (page: Page): Promise<ReadonlyArray<string>> => {
  let last = await computedStyles(page)
  for (let look = 0; look < 50; look++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const next = await computedStyles(page)
    if (next.length === last.length && next.every((line, index) => line === last[index])) return next
    last = next
  }
  throw new Error("the page's styles never settled")
}

/** Adds the whole stylesheet the page names (what the app's entry would do) and waits for it. */
const addWholeStylesheet = (page: Page) =>
  page.evaluate(
    (meta) =>
      new Promise<void>((resolve, reject) => {
        const href = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content
        if (href === undefined) return reject(new Error("the page names no stylesheet"))
        const link = document.createElement("link")
        link.rel = "stylesheet"
        link.href = href
        link.onload = () => resolve()
        link.onerror = () => reject(new Error(`${href} did not load`))
        document.head.append(link)
      }),
    APP_STYLESHEET_META
  )

/** Every page the build prerenders (src/prerender.tsx): the guest's pages and the player screens' frames. */
const PRERENDERED: ReadonlyArray<readonly [string, "guest" | "returning player"]> = [
  ...["/", "/login", "/promotion", "/contact", "/register", "/forgot-password"].map((path) => [path, "guest"] as const),
  ...PLAYER_FRAME_PAGES.map(({ path }) => [path, "returning player"] as const)
]

for (const [path, visitor] of PRERENDERED)
  test(`#30 ${path} (${visitor}) paints from its own rules, a fraction of the stylesheet, and looks exactly the same once the whole stylesheet is there`, async ({
    page,
    request
  }) => {
    if (visitor === "returning player") await returningPlayer(page)
    // Still: a skeleton's pulse would change its opacity between the two looks.
    await page.emulateMedia({ reducedMotion: "reduce" })
    // The app's code is held, so nothing but the page's HTML (and its fill) draws what shows.
    await page.route(APP_CODE, () => undefined)
    await page.goto(path, { waitUntil: "commit" })
    await expect(page.locator("#root[data-prerendered]")).toBeAttached()
    // A returning player's frame shows once its Thai font is there (first-paint/frame-fill-start.ts).
    await page.waitForFunction(
      () =>
        document.readyState !== "loading" &&
        document.fonts.status === "loaded" &&
        !document.documentElement.hasAttribute("data-frame-fonts")
    )
    await expect(page.locator("#root [data-bottom-bar], #root header").first()).toBeVisible()
    const own = await page.evaluate(
      () => [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("").length
    )
    const href = await page.locator(`meta[name="${APP_STYLESHEET_META}"]`).getAttribute("content")
    expect(href).toMatch(APP_STYLESHEET)
    const whole = (await (await request.get(href ?? "")).text()).length
    expect(own, "the page's own rules are less than half the stylesheet").toBeLessThan(whole / 2)
    const before = await settledStyles(page)
    await addWholeStylesheet(page)
    expect(await computedStyles(page)).toEqual(before)
  })

/** Whether React has taken the page's root (createRoot or hydrateRoot marks its container). */
const reactHasRoot = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer$"))
  )

test("#30 the app renders nothing before the whole stylesheet is there, and starts once it is", async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = 0
  await page.route(APP_STYLESHEET, async (route) => {
    asked += 1
    await held
    await route.continue()
  })
  // The app asks for its runtime as it starts, in the same task as it would render without the wait.
  const runtimeAsked = page.waitForRequest(/\/assets\/start-runtime-[\w-]+\.js$/)
  // The page's load waits for the held stylesheet: the page's HTML is enough here.
  await page.goto("/login", { waitUntil: "domcontentloaded" })
  await runtimeAsked
  expect(asked).toBe(1)
  expect(await reactHasRoot(page), "React took the page before its stylesheet").toBe(false)
  release()
  await expect.poll(() => reactHasRoot(page)).toBe(true)
  await submitLogin(page)
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  expect((await storedSession(page)).token).not.toBeNull()
})

test("#30 a stylesheet that cannot load leaves the app working: the login still goes through", async ({ page }) => {
  await page.route(APP_STYLESHEET, (route) => route.abort())
  await page.goto("/login")
  await submitLogin(page)
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
})
