import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./support/fixtures"

// #15 "No dead ends": a guest's way in on every public page, the public links to the promotion,
// the live score and the standings, and score frames that load visibly and end with their content.

const PHONE = { width: 390, height: 844 } as const
const DESKTOP = { width: 1280, height: 800 } as const
const LOGIN = "เข้าสู่ระบบ"
const REGISTER = "สมัครสมาชิก"
const LINKS: ReadonlyArray<readonly [string, string, string]> = [
  ["โปรโมชั่น", "/promotion", "โปรโมชั่นโบนัส"],
  ["ผลบอลสด", "/live-score", "ผลบอลสด"],
  ["ตารางคะแนน", "/score", "ตารางคะแนน"]
]

const header = (page: Page) => page.locator("header").first()
const headerLink = (page: Page, name: string) => header(page).getByRole("link", { name, exact: true })

const expectBigAndVisible = async (target: Locator, what: string) => {
  await expect(target, what).toBeVisible()
  const box = await target.boundingBox()
  expect(box?.width ?? 0, `${what} width`).toBeGreaterThanOrEqual(44)
  expect(box?.height ?? 0, `${what} height`).toBeGreaterThanOrEqual(44)
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP]
] as const) {
  test.describe(`a guest's header on a ${device} (#15)`, () => {
    test.use({ viewport })

    test(`every public page shows 'เข้าสู่ระบบ' and 'สมัครสมาชิก' in the header, visible and at least 44 px (${device}, #15)`, async ({
      page
    }) => {
      for (const path of ["/", "/contact", "/promotion", "/live-score", "/score", "/404"]) {
        await page.goto(path)
        const login = headerLink(page, LOGIN)
        const register = headerLink(page, REGISTER)
        await expectBigAndVisible(login, `${LOGIN} on ${path}`)
        await expectBigAndVisible(register, `${REGISTER} on ${path}`)
        await expect(login).toHaveAttribute("href", "/login")
        await expect(register).toHaveAttribute("href", "/register")
        // Beside the logo, never pushed out of the 390 px the phone shows.
        const box = await register.boundingBox()
        expect((box?.x ?? Infinity) + (box?.width ?? 0), path).toBeLessThanOrEqual(viewport.width)
      }
    })

    test(`no header button leads to the page it is on: /login keeps 'สมัครสมาชิก', registration keeps 'เข้าสู่ระบบ' (${device}, #15)`, async ({
      page
    }) => {
      await page.goto("/login")
      await expect(headerLink(page, LOGIN)).toHaveCount(0)
      await expectBigAndVisible(headerLink(page, REGISTER), `${REGISTER} on /login`)
      await headerLink(page, REGISTER).click()
      await expect(page).toHaveURL(/\/register$/)
      await expect(page.getByRole("heading", { level: 1, name: REGISTER })).toBeVisible()
      // An inviter's link must not lose its code to a 'สมัครสมาชิก' that starts over (ROUTE-30).
      for (const path of ["/register", "/aff/ABC123", "/regis/t1/m1"]) {
        await page.goto(path)
        await expect(headerLink(page, REGISTER), path).toHaveCount(0)
        await expectBigAndVisible(headerLink(page, LOGIN), `${LOGIN} on ${path}`)
      }
      await headerLink(page, LOGIN).click()
      await expect(page).toHaveURL(/\/login$/)
    })
  })
}

test.describe("the public links on a desktop (#15)", () => {
  test.use({ viewport: DESKTOP })

  test("a row under the header links to โปรโมชั่น, ผลบอลสด and ตารางคะแนน, marks the page shown, and LAYOUT-20's menu keeps its four items (#15, LAYOUT-20)", async ({
    page
  }) => {
    await page.goto("/contact")
    const row = page.getByRole("navigation", { name: "โปรโมชั่นและผลบอล" })
    await expect(row).toBeVisible()
    // Under the 110 px header, not in it.
    expect((await row.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(110)
    await expect(row.getByRole("link")).toHaveText(LINKS.map(([label]) => label))
    for (const [label, path, heading] of LINKS) {
      const link = row.getByRole("link", { name: label, exact: true })
      await expectBigAndVisible(link, label)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
      await expect(link).toHaveAttribute("aria-current", "page")
    }
    const menu = header(page).getByRole("navigation", { name: "เมนูหลัก" })
    await expect(menu.getByRole("listitem")).toHaveText(["คาสิโน", "สล็อต", "กีฬา", "ติดต่อเรา"])
  })
})

test.describe("the public links on a phone (#15)", () => {
  test.use({ viewport: PHONE })

  test("the drawer holds the four menu items, then โปรโมชั่น, ผลบอลสด and ตารางคะแนน, each of which opens its page (#15, LAYOUT-23)", async ({
    page
  }) => {
    await page.goto("/login")
    // The row is a desktop's: on a phone the drawer holds the links.
    await expect(page.getByRole("navigation", { name: "โปรโมชั่นและผลบอล" })).toBeHidden()
    for (const [label, path, heading] of LINKS) {
      await page.getByRole("button", { name: "เปิดเมนู" }).click()
      const drawer = page.getByRole("dialog", { name: "เมนู" })
      await expect(drawer.getByRole("navigation", { name: "เมนูหลัก" }).getByRole("listitem")).toHaveText([
        "คาสิโน",
        "สล็อต",
        "กีฬา",
        "ติดต่อเรา"
      ])
      const link = drawer.getByRole("navigation", { name: "โปรโมชั่นและผลบอล" }).getByRole("link", { name: label })
      await expectBigAndVisible(link, label)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(drawer).toHaveCount(0)
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    }
  })
})

const frameBox = (page: Page) => page.locator("[data-frame-box]")
/** The live-score frame's Thai loading state, shown until the frame's page has loaded. */
const liveScoreLoading = (page: Page) => page.getByRole("status").filter({ hasText: "กำลังโหลดผลบอลสด…" })
/** The demo live-score frame's own page, inside /live-score. */
const LIVE_SCORE_PAGE = "**/stand-in/live-score.html"
const boxHeight = (page: Page) => frameBox(page).evaluate((box) => box.getBoundingClientRect().height)

test.describe("the score frames (#15, UI-11, UI-12)", () => {
  test.use({ viewport: PHONE })

  test("a Thai loading state shows until the frame has loaded, then goes (#15, UI-11)", async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(LIVE_SCORE_PAGE, async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/live-score")
    const loading = liveScoreLoading(page)
    await expect(loading).toBeVisible()
    // While it loads, a screenful of skeleton, not 2,500 px of grey.
    expect(await boxHeight(page)).toBeLessThan(PHONE.height)
    release()
    await expect(loading).toHaveCount(0)
    await expect(page.locator("iframe")).toHaveCSS("height", "2500px")
  })

  for (const [path, specified] of [
    ["/live-score", 2500],
    ["/score", 520]
  ] as const) {
    test(`on a phone the demo frame on ${path} is shown down to its content's end, the frame itself ${specified} px (#15, UI-11, UI-12)`, async ({
      page
    }) => {
      await page.goto(path)
      const frame = page.locator("iframe")
      await expect(frame).toHaveCSS("height", `${specified}px`)
      // The frame's content as it is now (its Thai font may arrive late and make it taller).
      const content = () =>
        page
          .frameLocator("iframe")
          .locator("body")
          .evaluate((body) => Math.ceil(body.getBoundingClientRect().height))
      await expect.poll(async () => (await boxHeight(page)) - Math.min(await content(), specified)).toBe(0)
      // No blank scroll below the scores: the page ends soon after the frame's content does.
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(pageHeight).toBeLessThan((await content()) + 600)
    })
  }

  test("a frame that says nothing about its height keeps the specified 2500 px once loaded (#15, UI-11)", async ({
    page
  }) => {
    await page.route("**/stand-in/frame-height.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" })
    )
    await page.goto("/live-score")
    await expect(liveScoreLoading(page)).toHaveCount(0)
    await expect.poll(() => boxHeight(page)).toBe(2500)
  })

  test("a height from another window, another origin or of another shape is ignored; the frame's own is used, never above the specified height (#15)", async ({
    page
  }) => {
    await page.goto("/live-score")
    // The frame's page has loaded (the box is below 2500 px while it loads too), then told its height.
    await expect.poll(() => page.frame({ url: LIVE_SCORE_PAGE }) !== null).toBe(true)
    await expect(liveScoreLoading(page)).toHaveCount(0)
    await expect.poll(() => boxHeight(page)).toBeLessThan(2500)
    const frameWindow = page.frame({ url: LIVE_SCORE_PAGE })
    if (frameWindow === null) throw new Error("the live-score frame is missing")
    await frameWindow.evaluate(() => document.fonts.ready.then(() => undefined))
    // Every height the box ever takes from here on.
    await frameBox(page).evaluate((box) => {
      const seen: Array<string> = []
      Object.assign(window, { __boxHeights: seen })
      new MutationObserver(() => seen.push(box.style.height)).observe(box, { attributeFilter: ["style"] })
    })
    await page.evaluate(() => {
      const frame = document.querySelector("iframe")?.contentWindow ?? null
      // The page itself (another window, the same origin).
      window.postMessage({ type: "frame-height", height: 101 }, "*")
      // The frame's window, but from another origin (as after it navigated elsewhere).
      window.dispatchEvent(
        new MessageEvent("message", {
          data: { type: "frame-height", height: 102 },
          origin: "https://elsewhere.example",
          source: frame
        })
      )
    })
    // The frame itself, with a message of another shape, then a good one.
    await frameWindow.evaluate(() => {
      window.parent.postMessage({ type: "frame-height", height: "103" }, window.location.origin)
      window.parent.postMessage({ type: "height", height: 104 }, window.location.origin)
      window.parent.postMessage({ type: "frame-height", height: 333.2 }, window.location.origin)
    })
    await expect.poll(() => boxHeight(page)).toBe(334)
    const seen: unknown = await page.evaluate(() => Reflect.get(window, "__boxHeights"))
    expect(seen).toEqual(expect.arrayContaining(["334px"]))
    for (const ignored of ["101px", "102px", "103px", "104px"]) expect(seen).not.toContain(ignored)
    // Never above the specified height.
    await frameWindow.evaluate(() =>
      window.parent.postMessage({ type: "frame-height", height: 99_999 }, window.location.origin)
    )
    await expect.poll(() => boxHeight(page)).toBe(2500)
  })
})
