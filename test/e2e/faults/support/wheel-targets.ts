import type { APIRequestContext, Page } from "@playwright/test"
import { expect } from "../../support/fixtures"
import { type Account, ACCOUNTS, closeCheckInPopup, expectThaiErrorWithWayOn, openAs } from "./player"
import type { ListTarget } from "./list-rows"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"
import { TURN_MS } from "../../../../src/ui/wheel/wheel-disc"

// The prize wheel's and the flip card's targets (issue #13): a spin and a play are writes that move
// money or points once; the wheel's log and the flip card's logs are reads the player sees.

const demo = ACCOUNTS.demo

export const WHEEL_PATH = "/auth/media/wheel"
export const FLIP_CARD_PATH = "/auth/media/flip-card"
export const WHEEL_REWARD_API = "/api/auth/wheel/reward"
export const WHEEL_LOG_API = "/api/auth/wheel/log"
export const FLIP_REWARD_API = "/api/auth/game/flip-card/random-reward"
export const FLIP_LOGS_API = "/api/auth/game/flip-card/logs"

export const WHEEL_TEXTS = {
  heading: "วงล้อนำโชค",
  spin: "หมุนวงล้อ",
  noSpins: "สิทธิ์หมุนวันนี้หมดแล้ว",
  history: "ประวัติการหมุน",
  won: "คุณได้รับ เครดิต ฿20",
  ok: "ตกลง"
} as const
export const FLIP_TEXTS = {
  heading: "เปิดไพ่",
  history: "ประวัติการเปิดไพ่",
  playAgain: "เล่นอีกครั้ง",
  noPlays: "สิทธิ์เปิดไพ่วันนี้หมดแล้ว"
} as const

/** The next spin lands on segment `index` (0: 'เครดิต ฿20'). */
export const fixNextSegment = async (request: APIRequestContext, index: number) => {
  expect((await request.post("/__dev/wheel", { data: { nextSegment: index } })).ok()).toBe(true)
}
/** The next picked card holds DEMO_FLIP_PRIZES[index] (1: 'เครดิต ฿50'). */
export const fixNextCard = async (request: APIRequestContext, index: number) => {
  expect((await request.post("/__dev/flip-card", { data: { prize: index } })).ok()).toBe(true)
}

/** Logged in with the check-in popup closed, then on `path` with its h1 shown. */
const openScreen = async (page: Page, path: string, heading: string, account: Account) => {
  await openAs(page, account, path)
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
}
/**
 * On the wheel, with the page's clock installed: a spin turns the disc for TURN_MS before its prize
 * shows, which `letTheWheelStop` jumps past instead of waiting it out.
 */
export const openWheel = async (page: Page, account: Account = demo) => {
  await page.clock.install()
  await openScreen(page, WHEEL_PATH, WHEEL_TEXTS.heading, account)
}
export const openFlipCard = (page: Page, account: Account = demo) =>
  openScreen(page, FLIP_CARD_PATH, FLIP_TEXTS.heading, account)

export const spinButton = (page: Page) => page.getByRole("button", { name: WHEEL_TEXTS.spin, exact: true })
export const wheelResult = (page: Page) => page.getByRole("dialog")

/**
 * The disc has stopped and its prize shows: the clock jumps a turn at a time (the turn starts when
 * the spin's answer arrives, which the page may still be waiting for) until the result is there.
 */
export const letTheWheelStop = async (page: Page) => {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(TURN_MS)
        return wheelResult(page).isVisible()
      },
      { message: "the wheel stopped and named its prize" }
    )
    .toBe(true)
}
export const card = (page: Page, n: number) => page.getByTestId(`flip-card-${n}`)

/** 'หมุนวงล้อ' on segment 0 (฿20): one ledger row "wheel". */
export const wheelSpinWrite: WriteTarget = {
  name: "wheel spin",
  ids: "API-42, OPEN-41, issue #13",
  call: { path: WHEEL_REWARD_API, method: "POST" },
  account: demo,
  ledgerKind: "wheel",
  arrive: async (ctx) => {
    await fixNextSegment(ctx.request, 0)
    await openWheel(ctx.page)
    await expect(spinButton(ctx.page)).toBeEnabled()
  },
  button: (ctx) => spinButton(ctx.page),
  expectSettled: async ({ page }) => {
    await expect(page.getByText(WHEEL_TEXTS.noSpins)).toBeVisible()
  },
  expectDone: async ({ page }) => {
    await letTheWheelStop(page)
    await expect(wheelResult(page)).toContainText(WHEEL_TEXTS.won)
    await wheelResult(page).getByRole("button", { name: WHEEL_TEXTS.ok }).click()
    await expect(page.getByText(WHEEL_TEXTS.noSpins)).toBeVisible()
    await expect(spinButton(page)).toBeDisabled()
  },
  expectNotDone: async ({ page }) => {
    await expect(spinButton(page)).toBeEnabled()
  },
  stateReads: [
    { path: "/api/auth/wheel", method: "GET" },
    { path: WHEEL_LOG_API, method: "POST" }
  ],
  expectReconciled: async ({ page }, done) => {
    await page.goto(WHEEL_PATH)
    await closeCheckInPopup(page)
    if (done) await expect(page.getByText(WHEEL_TEXTS.noSpins)).toBeVisible()
    else await expect(spinButton(page)).toBeEnabled()
  }
}

/** The third card picked, holding ฿50: one ledger row "flip-card". */
export const flipCardWrite: WriteTarget = {
  name: "flip card",
  ids: "API-44, OPEN-34, issue #13",
  call: { path: FLIP_REWARD_API, method: "POST" },
  account: demo,
  ledgerKind: "flip-card",
  arrive: async (ctx) => {
    await fixNextCard(ctx.request, 1)
    await openFlipCard(ctx.page)
    await expect(card(ctx.page, 3)).toBeEnabled()
  },
  button: (ctx) => card(ctx.page, 3),
  expectSettled: async ({ page }) => {
    await expect(card(page, 3)).toHaveAttribute("data-revealed", "true")
  },
  expectDone: async ({ page }) => {
    await expect(page.getByTestId("flip-result")).toHaveText("คุณได้รับ เครดิต ฿50")
    await expect(card(page, 3)).toHaveAccessibleName("ไพ่ใบที่ 3: เครดิต ฿50")
  },
  expectNotDone: async ({ page }) => {
    await expect(card(page, 3)).toBeEnabled()
  },
  stateReads: [{ path: FLIP_LOGS_API, method: "GET" }],
  expectReconciled: async ({ page }, done) => {
    await page.goto(FLIP_CARD_PATH)
    await closeCheckInPopup(page)
    await expect(page.getByText(done ? "สิทธิ์เปิดไพ่วันนี้เหลือ 2 จาก 3 ครั้ง" : "สิทธิ์เปิดไพ่วันนี้เหลือ 3 จาก 3 ครั้ง")).toBeVisible()
  }
}

const failedThenRecovered = (ok: (page: Page) => Promise<void>) => ({
  expectFailed: async ({ page }: RowContext) => {
    await expectThaiErrorWithWayOn(page)
    await expect(page.getByRole("button", { name: "ลองใหม่" }).first()).toBeVisible()
  },
  recover: async ({ page }: RowContext) => {
    await page.getByRole("button", { name: "ลองใหม่" }).first().click()
    await ok(page)
  }
})

/** 'ประวัติการหมุน' (API-43). */
export const wheelLogList: ListTarget<null> = {
  name: "wheel log",
  ids: "API-43, issue #13",
  call: { path: WHEEL_LOG_API, method: "POST" },
  arrive: async ({ page }) => {
    await openAs(page, demo, "/auth/dashboard")
    return null
  },
  send: async ({ page }) => {
    await page.goto(WHEEL_PATH)
    await closeCheckInPopup(page)
  },
  ...failedThenRecovered(async (page) => {
    await expect(page.getByTestId("wheel-log").getByRole("listitem").first()).toBeVisible()
  }),
  wrongShapes: [
    { label: "spins as an object", body: { success: true, message: "", data: { spins: [] } } },
    {
      label: "a credit prize with 3 decimals",
      body: {
        success: true,
        message: "",
        data: [{ id: 1, at: "2026-11-15T03:00:00.000Z", segmentIndex: 0, label: "x", kind: "credit", value: 20.005 }]
      }
    }
  ]
}

/** The flip card's logs with today's plays left (API-45). */
export const flipCardLogsList: ListTarget<null> = {
  name: "flip-card logs",
  ids: "API-45, issue #13",
  call: { path: FLIP_LOGS_API, method: "GET" },
  arrive: wheelLogList.arrive,
  send: async ({ page }) => {
    await page.goto(FLIP_CARD_PATH)
    await closeCheckInPopup(page)
  },
  ...failedThenRecovered(async (page) => {
    await expect(card(page, 1)).toBeEnabled()
  }),
  wrongShapes: [
    {
      label: "plays left below zero",
      body: { success: true, message: "", data: { playsPerDay: 3, playsLeft: -1, plays: [] } }
    }
  ]
}
