// #10 §5 #28 the loss refund's payouts over the test kit (money.md): one key per intent, reused by a
// resend to the same destination only; a double press sends once; a lost answer or 'already
// claimed' is read back from the report, never resent; offline nothing is sent.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import {
  selectWinlostBusy,
  selectWinlostError,
  selectWinlostNotDone,
  selectWinlostPayout
} from "../../../src/events/winlost/selectors"
import { restoreSession } from "../../../src/runtime/commands/session"
import {
  claimWinlost,
  loadWinlostReport,
  transferWinlostToBank,
  verifyWinlost
} from "../../../src/runtime/commands/winlost"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { winlostPayout, winlostReport } from "./fixtures"

const credit = { credit: () => Effect.succeed({ balance: satang(213_802), balanceType: "M" as const }) }
const noLog = { log: () => Effect.succeed([]) }

/** Logged in with the report loaded (unclaimed unless scripted otherwise). */
const onTheScreen = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, user: credit, ...options })
    yield* app.run(restoreSession)
    yield* app.run(loadWinlostReport)
    return app
  })

describe("winlost payouts (#10 §5, #28, money.md)", () => {
  it.scoped("'รับยอดเสีย' pays into the balance with a key; the balance and the log refresh", () =>
    Effect.gen(function* () {
      const keys: Array<string> = []
      const app = yield* onTheScreen({
        winlost: {
          ...noLog,
          report: () => Effect.succeed(winlostReport()),
          claim: (_name, key) => Effect.sync(() => keys.push(key)).pipe(Effect.as(winlostPayout()))
        }
      })
      expect(yield* app.run(claimWinlost)).toBe("paid")
      expect(keys).toHaveLength(1)
      expect(app.eventsTagged("WinlostPayoutStarted")).toEqual([
        { _tag: "WinlostPayoutStarted", key: keys[0], destination: "balance" }
      ])
      expect(selectWinlostPayout(app.store.getState())).toEqual(winlostPayout())
      expect(app.tags()).toEqual(expect.arrayContaining(["CreditLoaded", "WinlostLogLoaded"]))
    })
  )

  it.scoped("a second press while a payout is in flight sends nothing", () =>
    Effect.gen(function* () {
      let claims = 0
      const app = yield* onTheScreen({
        winlost: {
          ...noLog,
          report: () => Effect.succeed(winlostReport()),
          claim: () =>
            Effect.sync(() => claims++).pipe(Effect.zipRight(Effect.sleep(1_000)), Effect.as(winlostPayout()))
        }
      })
      const first = yield* Effect.fork(app.run(claimWinlost))
      yield* Effect.repeatN(Effect.yieldNow(), 5)
      expect(selectWinlostBusy(app.store.getState())).toBe(true)
      expect(yield* app.run(transferWinlostToBank)).toBe("not-paid")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("paid")
      expect(claims).toBe(1)
      expect(app.tags().filter((tag) => tag === "WinlostPayoutStarted")).toHaveLength(1)
    })
  )

  it.scoped("a lost answer read back as not done keeps its key for the same destination, not for the other", () =>
    Effect.gen(function* () {
      const bankKeys: Array<string> = []
      const claimKeys: Array<string> = []
      const app = yield* onTheScreen({
        winlost: {
          ...noLog,
          report: () => Effect.succeed(winlostReport()),
          transferToBank: (_amount, key) =>
            Effect.zipRight(
              Effect.sync(() => bankKeys.push(key)),
              Effect.fail(new NetworkError({ message: "lost" }))
            ),
          claim: (_name, key) => Effect.sync(() => claimKeys.push(key)).pipe(Effect.as(winlostPayout()))
        }
      })
      expect(yield* app.run(transferWinlostToBank)).toBe("not-paid")
      expect(app.tags()).toEqual(expect.arrayContaining(["WinlostPayoutUnsure", "WinlostPayoutNotDone"]))
      expect(selectWinlostNotDone(app.store.getState())).toBe(true)
      expect(yield* app.run(transferWinlostToBank)).toBe("not-paid")
      expect(bankKeys).toHaveLength(2)
      expect(bankKeys[1]).toBe(bankKeys[0])
      expect(yield* app.run(claimWinlost)).toBe("paid")
      expect(claimKeys).toHaveLength(1)
      expect(claimKeys[0]).not.toBe(bankKeys[0])
    })
  )

  it.scoped("the server's 'already claimed' is read back: claimed there means 'already-paid', nothing resent", () =>
    Effect.gen(function* () {
      let reads = 0
      let claims = 0
      const app = yield* onTheScreen({
        winlost: {
          ...noLog,
          report: () => Effect.sync(() => winlostReport({ claimed: reads++ > 0, claimedTo: "balance" })),
          claim: () =>
            Effect.zipRight(
              Effect.sync(() => claims++),
              Effect.fail(new ServerError({ status: 409, message: "รับยอดเสียของรอบนี้แล้ว", body: null }))
            )
        }
      })
      expect(yield* app.run(claimWinlost)).toBe("already-paid")
      expect(claims).toBe(1)
      expect(selectWinlostBusy(app.store.getState())).toBe(false)
      expect(app.store.getState().winlost).toMatchObject({ phase: null, pending: null, error: null })
    })
  )

  it.scoped("an unreadable outcome offers 'ตรวจสอบอีกครั้ง', which reads again and sends nothing", () =>
    Effect.gen(function* () {
      let reads = 0
      let claims = 0
      const app = yield* onTheScreen({
        winlost: {
          ...noLog,
          report: () =>
            Effect.suspend(() => {
              reads++
              if (reads === 1) return Effect.succeed(winlostReport())
              if (reads === 2) return Effect.fail(new ServerError({ status: 500, message: "x", body: null }))
              return Effect.succeed(winlostReport({ claimed: true, claimedTo: "balance" }))
            }),
          claim: () =>
            Effect.zipRight(
              Effect.sync(() => claims++),
              Effect.fail(new NetworkError({ message: "lost" }))
            )
        }
      })
      expect(yield* app.run(claimWinlost)).toBe("not-paid")
      expect(app.store.getState().winlost.phase).toBe("unverified")
      expect(yield* app.run(verifyWinlost)).toBe("paid")
      expect(claims).toBe(1)
      expect(app.tags()).toContain("WinlostPayoutVerifyStarted")
      expect(app.store.getState().winlost.phase).toBeNull()
    })
  )

  it.scoped("#28 offline a press sends nothing and says the network message", () =>
    Effect.gen(function* () {
      let claims = 0
      const app = yield* onTheScreen({
        winlost: {
          ...noLog,
          report: () => Effect.succeed(winlostReport()),
          claim: () => Effect.sync(() => claims++).pipe(Effect.as(winlostPayout()))
        }
      })
      app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
      expect(yield* app.run(claimWinlost)).toBe("not-paid")
      expect(claims).toBe(0)
      expect(app.tags()).toContain("WinlostPayoutOffline")
      expect(app.tags()).not.toContain("WinlostPayoutStarted")
      expect(selectWinlostError(app.store.getState())).toBe(ERROR_TEXT.NetworkError)
    })
  )
})
