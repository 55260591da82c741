import type { Page } from "@playwright/test"
import { expect, test } from "../support/fixtures"
import type { DevApi } from "../support/dev-api"
import { checkInDialog, loginForm, submitLogin } from "../support/session"
import { ACCOUNTS, apiLoginResult, CHECK_IN_PATH, dataOf, LOGIN_PATH, loginAs, SETTING_PATH } from "./support/player"
import type { APIRequestContext } from "@playwright/test"

// Row 12 (#9): an XSS payload in every server text the app shows: the settings' LINE ids, the
// promotion's times, the player's name, the server's refusal messages (login, check-in). No script
// runs (no dialog, no window flag, no element made from the payload, no CSP report: the fixture
// fails on one), and the payload shows as text. Level names are not served (a client constant,
// LEVEL-13), so they are not a target.

const PAYLOAD = `<img src=x onerror="window.__xssRan=1;alert('xss')"><script>window.__xssRan=1</script>`
/** For messages shown verbatim (ERR-18): a Thai sentence with markup inside. */
const THAI_PAYLOAD = `ผิดพลาด <img src=x onerror="window.__xssRan=1;alert('xss')"> กรุณาลองใหม่`

interface XssTarget {
  readonly label: string
  readonly ids: string
  /** Puts the payload in the server's answer and brings the player to where it shows. */
  readonly show: (page: Page, dev: DevApi, request: APIRequestContext) => Promise<void>
  /** The text the player must read, verbatim. */
  readonly shown: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** The seeded public settings with `change` applied, served by the reference API for this page load. */
const serveSettings = async (
  dev: DevApi,
  request: APIRequestContext,
  change: (data: Record<string, unknown>) => void
) => {
  const data = dataOf(await (await request.get(SETTING_PATH)).json())
  if (!isRecord(data)) throw new Error("no settings")
  const copy: Record<string, unknown> = structuredClone(data)
  change(copy)
  await dev.injectFault({
    path: SETTING_PATH,
    method: "GET",
    status: 200,
    times: 3,
    body: { success: true, message: "", data: copy }
  })
}

const TARGETS: ReadonlyArray<XssTarget> = [
  {
    label: "the LINE id of the settings",
    ids: "SUPPORT-06, ENT-09",
    shown: PAYLOAD,
    show: async (page, dev, request) => {
      await serveSettings(dev, request, (data) => {
        data["line"] = { line1: { id: PAYLOAD }, line2: { id: PAYLOAD } }
      })
      await page.goto("/contact")
    }
  },
  {
    label: "the promotion's times",
    ids: "PROMO-02, PROMO-04",
    // Times show their first 5 characters (PROMO-04).
    shown: PAYLOAD.slice(0, 5),
    show: async (page, dev, request) => {
      await serveSettings(dev, request, (data) => {
        const promotion = isRecord(data["promotion"]) ? data["promotion"] : {}
        data["promotion"] = { ...promotion, bonusMax: 500, bonusTimeStart: PAYLOAD, bonusTimeEnd: PAYLOAD }
      })
      await page.goto("/promotion")
    }
  },
  {
    label: "the player's name",
    ids: "LAYOUT-03, AUTH-07",
    shown: PAYLOAD,
    show: async (page, dev, request) => {
      const { token, user } = await apiLoginResult(request, ACCOUNTS.demo)
      await dev.injectFault({
        path: LOGIN_PATH,
        method: "POST",
        status: 200,
        body: { success: true, message: "", data: { token, user: { ...user, name: PAYLOAD } } }
      })
      await page.goto("/login")
      await submitLogin(page, ACCOUNTS.demo)
      await expect(page).toHaveURL(/\/auth\/dashboard$/)
    }
  },
  {
    label: "the login refusal message",
    ids: "AUTH-08, ERR-18",
    shown: THAI_PAYLOAD,
    show: async (page, dev) => {
      await dev.injectFault({
        path: LOGIN_PATH,
        method: "POST",
        status: 401,
        body: { success: false, message: THAI_PAYLOAD }
      })
      await page.goto("/login")
      await submitLogin(page, ACCOUNTS.demo)
      await expect(loginForm(page).getByRole("alert")).toBeVisible()
    }
  },
  {
    label: "the check-in refusal message",
    ids: "CHECKIN-05, ERR-18, OPEN-61",
    shown: THAI_PAYLOAD,
    show: async (page, dev) => {
      await loginAs(page, ACCOUNTS.demo)
      await dev.injectFault({
        path: CHECK_IN_PATH,
        method: "POST",
        status: 400,
        body: { success: false, message: THAI_PAYLOAD }
      })
      await checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" }).click()
    }
  }
]

for (const target of TARGETS) {
  test(`XSS in ${target.label}: no script runs and the payload shows as text (${target.ids}, #9)`, async ({
    page,
    dev,
    request
  }) => {
    const dialogs: Array<string> = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await target.show(page, dev, request)
    await expect(page.getByText(target.shown, { exact: false }).first()).toBeVisible()
    await page.waitForTimeout(300)
    expect(dialogs, "no dialog opened").toEqual([])
    expect(await page.evaluate(() => Reflect.get(window, "__xssRan")), "no script ran").toBeUndefined()
    expect(await page.locator('img[src="x"]').count(), "no element made from the payload").toBe(0)
  })
}
