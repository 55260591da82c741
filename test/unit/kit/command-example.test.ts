// Test kit example 1 (docs/testing.md, "Test kit"): a unit test of a command on scripted layers.
// Scripted answers with latency and failures, the TestClock, the recorded calls, the events.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import type { CreditBalance } from "../../../src/domain/credit"
import { Timeout } from "../../../src/domain/errors"
import { satang, type Satang } from "../../../src/domain/money"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectNetworkUnstable } from "../../../src/events/site/selectors"
import { refreshCredit } from "../../../src/runtime/commands/player"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness } from "../../support/app-harness"
import { answer } from "../../support/scripted-answer"
import { playerSession } from "../../support/sessions"

const balance = (amount: Satang): CreditBalance => ({ balance: amount, balanceType: "M" })

describe("test kit: a command on scripted layers", () => {
  it.scoped("refreshCredit: a slow answer lands after its latency, a timeout raises the network flag", () =>
    Effect.gen(function* () {
      const credits = answer.sequence([
        answer.after("2 seconds", balance(satang(152_075))),
        answer.fail(new Timeout({ status: null, message: "no answer" }), { after: "1 second" })
      ])
      const app = yield* makeAppHarness({ storedSession: playerSession, user: { credit: () => credits } })
      yield* app.run(restoreSession)

      const first = yield* Effect.fork(app.run(refreshCredit))
      yield* TestClock.adjust("2 seconds")
      yield* Fiber.join(first)
      expect(selectBalance(app.store.getState())).toBe(152_075)

      const second = yield* Effect.fork(app.run(refreshCredit))
      yield* TestClock.adjust("1 second")
      yield* Fiber.join(second)
      expect(selectNetworkUnstable(app.store.getState())).toBe(true)

      // The recorder saw both calls, with the player's username.
      expect(app.calls("UserService.credit").map((call) => call.args)).toEqual([["somchai01"], ["somchai01"]])
      // One failure, one event: the network flag is derived from CreditFailed's Timeout.
      expect(app.tags()).toEqual(["GetCurrentUser", "CreditLoading", "CreditLoaded", "CreditLoading", "CreditFailed"])
    })
  )
})
