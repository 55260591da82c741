import type { Page } from "@playwright/test"
import { expect, test } from "../support/fixtures"
import type { DevApi } from "../support/dev-api"
import { trackApiCalls } from "../support/network"
import { answerRaw, neverAnswer } from "./support/page-faults"
import {
  ACCOUNTS,
  balanceAmount,
  creditPath,
  expectNetworkBanner,
  networkBanner,
  offlineBanner,
  onDashboard,
  refreshButton,
  storedSession
} from "./support/player"

// Row 4 (#9): a 503, a 408 and a client timeout on a balance refresh raise the network banner
// ('การเชื่อมต่อมีปัญหา', 'กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่'), which clears on the next successful
// answer, and after offline→online. The session stays.
// Needs: client: the banner's hint 'กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่' (today 'กรุณาลองใหม่อีกครั้งในสักครู่');
// a successful answer, and coming back online, clear the network flag (NetworkRecovered is never dispatched today).

const CREDIT = { path: creditPath(ACCOUNTS.demo.username), method: "POST" } as const

interface Armed {
  /** Lets the failure happen once the refresh was pressed. */
  readonly happen: () => Promise<void>
  /** Takes the fault away again. */
  readonly undo: () => Promise<void>
}

interface Trouble {
  readonly label: string
  readonly ids: string
  /** Installs Playwright's clock before the page loads, when the fault needs time to pass. */
  readonly clock: boolean
  /** Makes the next refresh fail this way. */
  readonly arm: (page: Page, dev: DevApi) => Promise<Armed>
}

const nothing = async () => undefined

const serverStatus =
  (status: number): Trouble["arm"] =>
  async (_page, dev) => {
    await dev.injectFault({ ...CREDIT, status, body: { success: false, message: "" } })
    return { happen: nothing, undo: nothing }
  }

const TROUBLES: ReadonlyArray<Trouble> = [
  { label: "a 503", ids: "ERR-07, OPEN-44", clock: false, arm: serverStatus(503) },
  {
    // Through page.route: a 408 from the server on a reused keep-alive connection makes Chromium
    // resend the request by itself (a POST included), so the app would see the resend's answer.
    label: "a 408",
    ids: "ERR-08",
    clock: false,
    arm: async (page) => {
      await answerRaw(page, CREDIT, { status: 408, body: JSON.stringify({ success: false, message: "" }) })
      return { happen: nothing, undo: nothing }
    }
  },
  {
    // HTTP-08: 60 s without an answer is a timeout. The request is held for ever; the page's clock jumps.
    label: "no answer in 60 s",
    ids: "ERR-09, HTTP-08, CONST-01",
    clock: true,
    arm: async (page) => {
      const held = await neverAnswer(page, CREDIT)
      return {
        happen: async () => {
          await expect.poll(held.count, { message: "the refresh is in flight" }).toBe(1)
          // On a busy machine the request can be seen before the app has armed its 60 s timer:
          // jump again (a minute each time, a few times at most) until the timeout has fired.
          await expect
            .poll(
              async () => {
                await page.clock.fastForward(60_000)
                return page.locator('[data-banner="network"]').isVisible()
              },
              { message: "the 60 s timeout fired", intervals: [500, 1_000], timeout: 8_000 }
            )
            .toBe(true)
        },
        undo: held.release
      }
    }
  }
]

for (const trouble of TROUBLES) {
  test(`credit: ${trouble.label} shows the network banner, which clears on the next successful refresh (${trouble.ids}, #9)`, async ({
    page,
    dev
  }) => {
    if (trouble.clock) await page.clock.install()
    await onDashboard(page)
    const shown = await balanceAmount(page).textContent()
    const armed = await trouble.arm(page, dev)
    const calls = trackApiCalls(page)
    await refreshButton(page).click()
    await armed.happen()
    await expectNetworkBanner(page)
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    expect((await storedSession(page)).token).toBeTruthy()
    await armed.undo()
    // The reads the fault held have ended (the clock's jump can also drop the socket, whose
    // reconnection reads the balance): a press while a read runs is not a second read.
    await calls.settled()
    await refreshButton(page).click()
    await expect(balanceAmount(page)).toHaveText(shown ?? "")
    await expect(networkBanner(page)).toHaveCount(0)
  })
}

test("credit: the network banner of a 503 clears after offline→online (ERR-07, COMPAT-11, #9)", async ({
  page,
  context,
  dev
}) => {
  await onDashboard(page)
  await dev.injectFault({ ...CREDIT, status: 503, body: { success: false, message: "" } })
  await refreshButton(page).click()
  await expectNetworkBanner(page)
  await context.setOffline(true)
  await expect(offlineBanner(page)).toBeVisible()
  await context.setOffline(false)
  await expect(offlineBanner(page)).toHaveCount(0)
  await expect(networkBanner(page)).toHaveCount(0)
})
