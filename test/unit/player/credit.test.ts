import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import type { CreditBalance } from "../../../src/domain/credit"
import { Timeout, Unauthorized } from "../../../src/domain/errors"
import { satang, type Satang } from "../../../src/domain/money"
import { GetCurrentUser } from "../../../src/events/session/events"
import { replay } from "../../../src/events/reducer"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectErrorMessage, selectNetworkUnstable } from "../../../src/events/site/selectors"
import { selectSessionExpired } from "../../../src/events/session/selectors"
import { CreditEvents } from "../../../src/events/player/events"
import { refreshCredit } from "../../../src/runtime/commands/player"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"

const balance = (amount: Satang): CreditBalance => ({ balance: amount, balanceType: "M" })

describe("refreshCredit (latest wins)", () => {
  it.scoped(
    "STORE-09 DESIGN-07 a slow first refresh is interrupted by a fast second; only the second's CreditLoaded is appended",
    () =>
      Effect.gen(function* () {
        const started: Array<number> = []
        const interrupted: Array<number> = []
        const completed: Array<number> = []
        const script = [
          { delay: 2_000, amount: satang(10_000) },
          { delay: 1_000, amount: satang(20_000) }
        ]
        const app = yield* makeAppHarness({
          storedSession: playerSession,
          user: {
            credit: (username) =>
              Effect.suspend(() => {
                const call = started.length + 1
                started.push(call)
                const answer = script[call - 1]
                if (answer === undefined || username !== "somchai01")
                  return Effect.dieMessage(`unexpected credit call ${call}`)
                return Effect.sleep(answer.delay).pipe(
                  Effect.as(balance(answer.amount)),
                  Effect.tap(() => Effect.sync(() => completed.push(call))),
                  Effect.onInterrupt(() => Effect.sync(() => interrupted.push(call)))
                )
              })
          }
        })
        yield* app.run(restoreSession)
        const first = yield* Effect.fork(app.run(refreshCredit))
        yield* Effect.yieldNow()
        expect(started).toEqual([1])
        const second = yield* Effect.fork(app.run(refreshCredit))
        yield* Effect.yieldNow()
        expect(started).toEqual([1, 2])

        // The first fiber was interrupted as soon as the second started: its fetch is gone.
        yield* Fiber.join(first)
        expect(interrupted).toEqual([1])

        yield* TestClock.adjust(1_000)
        yield* Fiber.join(second)
        yield* TestClock.adjust(2_000)

        expect(completed).toEqual([2])
        expect(app.eventsTagged("CreditLoaded").map((event) => [event.requestId, event.data.balance])).toEqual([
          [2, 20_000]
        ])
        expect(app.eventsTagged("CreditLoading").map((event) => event.requestId)).toEqual([1, 2])
        expect(app.tags()).not.toContain("CreditFailed")
        expect(selectErrorMessage(app.store.getState())).toBeNull()
        expect(selectBalance(app.store.getState())).toBe(20_000)
      })
  )

  it.scoped(
    "DESIGN-06 DESIGN-08 interrupting the caller (the dashboard going away) interrupts the refresh and appends nothing more",
    () =>
      Effect.gen(function* () {
        let interrupted = false
        const app = yield* makeAppHarness({
          storedSession: playerSession,
          user: { credit: () => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))) }
        })
        yield* app.run(restoreSession)
        const caller = yield* Effect.fork(app.run(refreshCredit))
        yield* Effect.yieldNow()
        yield* Fiber.interrupt(caller)
        yield* Effect.yieldNow()
        expect(interrupted).toBe(true)
        expect(app.tags()).toEqual(["GetCurrentUser", "CreditLoading"])
      })
  )

  it.scoped("API-18 a refresh with no current user makes no call and appends no event", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness()
      yield* app.run(refreshCredit)
      expect(app.tags()).toEqual([])
    })
  )

  it.scoped("STORE-03 ERR-09 a credit Timeout is stored on the credit dataset and raises the network flag", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        storedSession: playerSession,
        user: { credit: () => Effect.fail(new Timeout({ status: 503, message: "busy" })) }
      })
      yield* app.run(restoreSession)
      yield* app.run(refreshCredit)
      // One failure, one event: the flag is derived from it (STORE-13).
      expect(app.tags()).toEqual(["GetCurrentUser", "CreditLoading", "CreditFailed"])
      expect(app.eventsTagged("CreditFailed")[0]?.failure).toEqual({ _tag: "Timeout", status: 503, message: "busy" })
      expect(app.store.getState().user.credit._tag).toBe("Failed")
      expect(selectNetworkUnstable(app.store.getState())).toBe(true)
    })
  )

  it.scoped(
    "AUTH-10 ERR-02 an Unauthorized credit call clears the session and dispatches SessionTimeout, not CreditFailed",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({
          storedSession: playerSession,
          user: { credit: () => Effect.fail(new Unauthorized({ status: 403, message: "" })) }
        })
        yield* app.run(restoreSession)
        yield* app.run(refreshCredit)
        expect(app.tags()).toEqual(["GetCurrentUser", "CreditLoading", "SessionTimeout"])
        expect(selectSessionExpired(app.store.getState())).toBe(true)
        const session = yield* app.sessionStore
        expect(yield* session.token).toEqual(Option.none())
        expect(yield* session.restore).toEqual(Option.none())
      })
  )
})

/** Credit only lands in a live session. */
const signedIn = [GetCurrentUser.make({ user: playerSession.user })]

describe("credit reducer guard", () => {
  it("STORE-09 a stale CreditLoaded arriving after the latest one is ignored", () => {
    const state = replay([
      ...signedIn,
      CreditEvents.make.loading({ requestId: 1 }),
      CreditEvents.make.loading({ requestId: 2 }),
      CreditEvents.make.loaded({ requestId: 2 }, balance(satang(20_000))),
      CreditEvents.make.loaded({ requestId: 1 }, balance(satang(10_000)))
    ])
    expect(selectBalance(state)).toBe(20_000)
  })

  it("STORE-09 a stale CreditLoaded arriving before the latest one is ignored too", () => {
    const state = replay([
      ...signedIn,
      CreditEvents.make.loading({ requestId: 1 }),
      CreditEvents.make.loading({ requestId: 2 }),
      CreditEvents.make.loaded({ requestId: 1 }, balance(satang(10_000)))
    ])
    expect(selectBalance(state)).toBeNull()
    expect(state.user.credit._tag).toBe("Loading")
  })

  it("STORE-09 STORE-03 a stale CreditFailed does not overwrite the latest balance", () => {
    const state = replay([
      ...signedIn,
      CreditEvents.make.loading({ requestId: 1 }),
      CreditEvents.make.loading({ requestId: 2 }),
      CreditEvents.make.loaded({ requestId: 2 }, balance(satang(20_000))),
      CreditEvents.make.failed({ requestId: 1 }, { _tag: "ServerError", status: 500, message: "late" })
    ])
    expect(selectBalance(state)).toBe(20_000)
  })
})
