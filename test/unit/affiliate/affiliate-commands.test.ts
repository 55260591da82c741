import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { rangeInstants } from "../../../src/domain/day-range"
import { satang } from "../../../src/domain/money"
import { selectAffiliateBusy, selectAffiliateWithdraw } from "../../../src/events/affiliate/selectors"
import {
  loadAffiliateBonus,
  loadAffiliateLog,
  loadAffiliateScreen,
  verifyAffiliateWithdrawal,
  withdrawAffiliateIncome
} from "../../../src/runtime/commands/affiliate"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { affiliateIncome, affiliateLogEntry, affiliateWithdrawal, downlineBonus, THIS_MONTH } from "./fixtures"

// The affiliate commands (#12, money.md): 'ถอนรายได้' sent once, a lost answer read back from the
// "af" log, never resent; the bonus of the picked range.

const NOW = Date.UTC(2026, 10, 19, 5, 0)
const credit = () => Effect.succeed({ balance: satang(162_075), balanceType: "M" as const })
const OLD = affiliateLogEntry()

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("affiliate commands (#12)", () => {
  it.scoped("the screen's load asks for the code, income, downline and the 'af' log of the last 180 days", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        affiliate: {
          code: () => Effect.succeed({ code: "SC7788" }),
          income: () => Effect.succeed(affiliateIncome()),
          downline: () => Effect.succeed({ total: 0, active: 0, members: [] }),
          log: () => Effect.succeed([OLD])
        }
      })
      yield* app.run(loadAffiliateScreen)
      const state = app.store.getState().affiliate
      expect(state.code._tag).toBe("Loaded")
      expect(state.balance._tag).toBe("Loaded")
      expect(state.withdrawals._tag).toBe("Loaded")
      const [, range] = app.calls("AffiliateService.log")[0]?.args ?? []
      expect(range).toEqual({ start: "2026-05-23T05:00:00.000Z", end: "2026-11-19T05:00:00.001Z" })
    })
  )

  it.scoped("the bonus is asked for with the picked range's Bangkok instants and kept with its range", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ affiliate: { bonus: () => Effect.succeed(downlineBonus) } })
      yield* app.run(loadAffiliateBonus(THIS_MONTH, rangeInstants(THIS_MONTH)))
      const [, range] = app.calls("AffiliateService.bonus")[0]?.args ?? []
      expect(range).toEqual({ start: "2026-10-31T17:00:00.000Z", end: "2026-11-19T17:00:00.000Z" })
      expect(app.store.getState().affiliate.bonusRange).toEqual(THIS_MONTH)
      expect(app.store.getState().affiliate.downlineBonus._tag).toBe("Loaded")
    })
  )

  it.scoped("money.md a second press while one is in flight sends nothing; done once, then the balance", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        affiliate: {
          withdraw: () => Effect.as(Effect.sleep(1_000), affiliateWithdrawal()),
          income: () => Effect.succeed(affiliateIncome()),
          log: () => Effect.succeed([OLD])
        },
        user: { credit }
      })
      const first = yield* Effect.fork(app.run(withdrawAffiliateIncome(satang(10_000), "credit")))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(selectAffiliateBusy(app.store.getState())).toBe(true)
      expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))).toBe("not-done")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("done")
      expect(app.calls("AffiliateService.withdraw")).toHaveLength(1)
      expect(app.calls("UserService.credit").length).toBeGreaterThan(0)
      expect(selectAffiliateWithdraw(app.store.getState()).done?.id).toBe(affiliateWithdrawal().id)
    })
  )

  it.scoped("OPEN-20 a refusal keeps the server's Thai message, and the next press is a new intent", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        affiliate: { withdraw: () => Effect.fail(new ServerError({ status: 422, message: "รายได้ไม่พอ", body: null })) }
      })
      expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "bank"))).toBe("refused")
      expect(selectAffiliateWithdraw(app.store.getState()).error).toContain("รายได้ไม่พอ")
      yield* app.run(withdrawAffiliateIncome(satang(10_000), "bank"))
      const keys = app.calls("AffiliateService.withdraw").map((call) => call.args[2])
      expect(keys[0]).not.toBe(keys[1])
    })
  )

  it.scoped("money.md a lost answer is read back from the log: a new line of that amount and type is done", () =>
    Effect.gen(function* () {
      const made = affiliateLogEntry({ id: "af-new", amount: satang(10_000), type: "credit" })
      let logReads = 0
      const app = yield* loggedIn({
        affiliate: {
          withdraw: () => Effect.fail(new NetworkError({ message: "lost" })),
          log: () => Effect.sync(() => (++logReads === 1 ? [OLD] : [made, OLD])),
          income: () => Effect.succeed(affiliateIncome())
        },
        user: { credit }
      })
      yield* app.run(loadAffiliateLog)
      expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))).toBe("done")
      expect(app.calls("AffiliateService.withdraw")).toHaveLength(1)
      expect(app.tags()).toContain("AffiliateWithdrawUnsure")
      expect(selectAffiliateWithdraw(app.store.getState())).toMatchObject({ phase: null, pending: null })
      expect(selectAffiliateWithdraw(app.store.getState()).done?.id).toBe("af-new")
    })
  )

  it.scoped("money.md a lost answer that did not happen keeps the key: the player's resend reuses it", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        affiliate: {
          withdraw: () => Effect.fail(new NetworkError({ message: "lost" })),
          log: () => Effect.succeed([OLD])
        }
      })
      expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))).toBe("not-done")
      expect(selectAffiliateWithdraw(app.store.getState()).phase).toBe("not-done")
      yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))
      yield* app.run(withdrawAffiliateIncome(satang(20_000), "credit"))
      const keys = app.calls("AffiliateService.withdraw").map((call) => call.args[2])
      expect(keys[1]).toBe(keys[0])
      expect(keys[2]).not.toBe(keys[0])
    })
  )

  /**
   * A ฿100 bank withdrawal whose answer is lost while its log cannot be read; `logReadable` makes
   * the log answer from then on, with the withdrawal in it.
   */
  const lostWithdrawalUnreadableLog = Effect.gen(function* () {
    let readable = false
    const made = affiliateLogEntry({ id: "af-new", amount: satang(10_000), type: "bank" })
    const app = yield* loggedIn({
      affiliate: {
        withdraw: () => Effect.fail(new NetworkError({ message: "lost" })),
        log: () =>
          readable
            ? Effect.succeed([made, OLD])
            : Effect.fail(new ServerError({ status: 503, message: "down", body: null })),
        income: () => Effect.succeed(affiliateIncome())
      },
      user: { credit }
    })
    expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "bank"))).toBe("unknown")
    const logReadable = () => {
      readable = true
    }
    return { app, logReadable }
  })

  it.scoped("money.md an unreadable outcome offers 'ตรวจสอบอีกครั้ง', which reads again and sends nothing", () =>
    Effect.gen(function* () {
      const { app, logReadable } = yield* lostWithdrawalUnreadableLog
      expect(selectAffiliateWithdraw(app.store.getState()).phase).toBe("unverified")
      logReadable()
      expect(yield* app.run(verifyAffiliateWithdrawal)).toBe("done")
      expect(app.calls("AffiliateService.withdraw")).toHaveLength(1)
    })
  )

  it.scoped(
    "money.md a log reloaded after the lost answer already showing the withdrawal still reads as done on 'ตรวจสอบอีกครั้ง'",
    () =>
      Effect.gen(function* () {
        const { app, logReadable } = yield* lostWithdrawalUnreadableLog
        // The screen's money reloads (a socket push, the reload after the lost answer) before the press.
        logReadable()
        yield* app.run(loadAffiliateLog)
        expect(yield* app.run(verifyAffiliateWithdrawal)).toBe("done")
        expect(app.calls("AffiliateService.withdraw")).toHaveLength(1)
      })
  )
  it.scoped(
    "money.md offline a press sends nothing and says so; the open withdrawal's key stays for the next press",
    () =>
      Effect.gen(function* () {
        const app = yield* loggedIn({
          affiliate: {
            withdraw: () => Effect.fail(new NetworkError({ message: "lost" })),
            log: () => Effect.succeed([OLD])
          }
        })
        expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))).toBe("not-done")
        const key = selectAffiliateWithdraw(app.store.getState()).pending?.key
        app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
        expect(yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))).toBe("not-done")
        expect(app.calls("AffiliateService.withdraw")).toHaveLength(1)
        expect(app.tags()).toContain("AffiliateWithdrawOffline")
        expect(selectAffiliateWithdraw(app.store.getState())).toMatchObject({
          pending: { key },
          error: ERROR_TEXT.NetworkError
        })
        app.store.dispatch({ _tag: "ConnectivityChanged", online: true })
        yield* app.run(withdrawAffiliateIncome(satang(10_000), "credit"))
        expect(app.calls("AffiliateService.withdraw").map((call) => call.args[2])).toEqual([key, key])
      })
  )
})
