import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import type { CreditBalance } from "../../../src/domain/credit"
import { ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { selectBalance, selectCreditInFlight } from "../../../src/events/player/selectors"
import { keepCreditShown, refreshCredit, refreshCreditOnPress } from "../../../src/runtime/commands/player"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"

// #29: the top bar shows the balance on every player screen, so the layout keeps one loaded or on
// its way, with no request more than needed, and its refresh button outlives the screens.

const answer: CreditBalance = { balance: satang(152_075), balanceType: "M" }

/** A player whose credit calls answer after `delayMs` each, counted. */
const playerApp = (delayMs: number, fail: boolean = false) =>
  Effect.gen(function* () {
    const calls = { count: 0 }
    const app = yield* makeAppHarness({
      storedSession: playerSession,
      user: {
        credit: () =>
          Effect.suspend(() => {
            calls.count += 1
            return fail
              ? Effect.fail(new ServerError({ status: 500, message: "ระบบขัดข้อง", body: null }))
              : Effect.as(Effect.sleep(delayMs), answer)
          })
      }
    })
    yield* app.run(restoreSession)
    return { app, calls }
  })

describe("keepCreditShown (#29)", () => {
  it.scoped("#29 on a screen that never reads the balance, it reads it once", () =>
    Effect.gen(function* () {
      const { app, calls } = yield* playerApp(0)
      yield* app.run(keepCreditShown)
      expect(calls.count).toBe(1)
      expect(selectBalance(app.store.getState())).toBe(152_075)
    })
  )

  it.scoped("#29 with a balance already read, it sends nothing", () =>
    Effect.gen(function* () {
      const { app, calls } = yield* playerApp(0)
      yield* app.run(refreshCredit)
      yield* app.run(keepCreditShown)
      expect(calls.count).toBe(1)
    })
  )

  it.scoped("#29 a refresh the screen started is waited for, not replaced (one request)", () =>
    Effect.gen(function* () {
      const { app, calls } = yield* playerApp(1_000)
      const screen = yield* Effect.fork(app.run(refreshCredit))
      yield* Effect.yieldNow()
      const layout = yield* Effect.fork(app.run(keepCreditShown))
      yield* Effect.yieldNow()
      yield* TestClock.adjust(1_000)
      yield* Fiber.join(screen)
      yield* Fiber.join(layout)
      expect(calls.count).toBe(1)
      expect(app.tags().filter((tag) => tag === "CreditLoaded")).toHaveLength(1)
    })
  )

  it.scoped("#29 a refresh left behind by a screen that went away is read again, and the flag clears", () =>
    Effect.gen(function* () {
      const { app, calls } = yield* playerApp(1_000)
      const screen = yield* Effect.fork(app.run(refreshCredit))
      yield* Effect.yieldNow()
      yield* Fiber.interrupt(screen)
      // The interrupted load appended nothing more: the state still says a refresh is on its way.
      expect(selectCreditInFlight(app.store.getState())).toBe(true)
      const layout = yield* Effect.fork(app.run(keepCreditShown))
      yield* Effect.yieldNow()
      yield* TestClock.adjust(1_000)
      yield* Fiber.join(layout)
      expect(calls.count).toBe(2)
      expect(selectCreditInFlight(app.store.getState())).toBe(false)
      expect(selectBalance(app.store.getState())).toBe(152_075)
    })
  )

  it.scoped("#29 a failed read is left to the screen's retry: no second request at once", () =>
    Effect.gen(function* () {
      const { app, calls } = yield* playerApp(0, true)
      yield* app.run(refreshCredit)
      yield* app.run(keepCreditShown)
      expect(calls.count).toBe(1)
      expect(app.store.getState().user.credit._tag).toBe("Failed")
    })
  )
})

describe("refreshCreditOnPress (#9, #29)", () => {
  it.scoped("#9 a press while a refresh runs sends nothing", () =>
    Effect.gen(function* () {
      const { app, calls } = yield* playerApp(1_000)
      const first = yield* Effect.fork(app.run(refreshCreditOnPress))
      yield* Effect.yieldNow()
      yield* app.run(refreshCreditOnPress)
      yield* TestClock.adjust(1_000)
      yield* Fiber.join(first)
      expect(calls.count).toBe(1)
    })
  )

  it.scoped(
    "#29 a press after a screen left its refresh behind reads the balance (the flag alone does not stop it)",
    () =>
      Effect.gen(function* () {
        const { app, calls } = yield* playerApp(1_000)
        const screen = yield* Effect.fork(app.run(refreshCredit))
        yield* Effect.yieldNow()
        yield* Fiber.interrupt(screen)
        const press = yield* Effect.fork(app.run(refreshCreditOnPress))
        yield* Effect.yieldNow()
        yield* TestClock.adjust(1_000)
        yield* Fiber.join(press)
        expect(calls.count).toBe(2)
        expect(selectCreditInFlight(app.store.getState())).toBe(false)
      })
  )
})
