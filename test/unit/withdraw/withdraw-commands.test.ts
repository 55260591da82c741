import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { loadWithdraw, retryWithdraw, withdraw } from "../../../src/runtime/commands/withdraw"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { playerSession } from "../../support/sessions"
import { withdrawRequest } from "./withdraw-fixtures"

// The withdraw commands (#10 §3, money.md): one in flight, one key per intent, a lost answer read
// back from the lists and never resent, the Bangkok day carried in the list events.

/** 06:30 on 15 June 2025 in Bangkok: still the 14th in UTC. */
const BANGKOK_15TH = Date.parse("2025-06-14T23:30:00Z")
const credit = { credit: () => Effect.succeed({ balance: satang(500_000), balanceType: "M" as const }) }

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("withdraw commands", () => {
  it.scoped("loadWithdraw carries today's Bangkok day in its events", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(BANGKOK_15TH)
      const app = yield* loggedIn({
        withdraw: { requests: () => Effect.succeed([]), history: () => Effect.succeed([]) }
      })
      expect(yield* app.run(loadWithdraw)).toBe(true)
      expect(app.eventsTagged("WithdrawListsLoaded")[0]?.today).toBe("2025-06-15")
    })
  )

  it.scoped("money.md a second press while one is in flight sends nothing", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        user: credit,
        withdraw: {
          withdraw: (_uuid, amount) =>
            rec.record("withdraw", Effect.as(Effect.sleep(1_000), withdrawRequest("WD-2", amount)))
        }
      })
      const first = yield* Effect.fork(app.run(withdraw(satang(50_000))))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(yield* app.run(withdraw(satang(50_000)))).toBe("not-done")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("done")
      expect(rec.count("withdraw")).toBe(1)
    })
  )

  it.scoped("money.md a lost answer is read back from the lists: found there, it is done; nothing is resent", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      let taken = false
      const app = yield* loggedIn({
        user: credit,
        withdraw: {
          withdraw: () =>
            rec.record(
              "withdraw",
              Effect.suspend(() => {
                taken = true
                return Effect.fail(new NetworkError({ message: "lost" }))
              })
            ),
          requests: () => Effect.succeed(taken ? [withdrawRequest("WD-9", satang(50_000))] : []),
          history: () => Effect.succeed([])
        }
      })
      yield* app.run(loadWithdraw)
      expect(yield* app.run(withdraw(satang(50_000)))).toBe("done")
      expect(rec.count("withdraw")).toBe(1)
      expect(app.tags()).toContain("WithdrawUnsure")
      expect(app.eventsTagged("WithdrawVerified")[0]?.request?.id).toBe("WD-9")
    })
  )

  it.scoped("money.md not found after a lost answer: the same amount again reuses the key", () =>
    Effect.gen(function* () {
      const keys: Array<string> = []
      const app = yield* loggedIn({
        user: credit,
        withdraw: {
          withdraw: (_uuid, _amount, key) => {
            keys.push(key)
            return Effect.fail(new NetworkError({ message: "lost" }))
          },
          requests: () => Effect.succeed([]),
          history: () => Effect.succeed([])
        }
      })
      yield* app.run(loadWithdraw)
      expect(yield* app.run(withdraw(satang(50_000)))).toBe("not-done")
      yield* app.run(withdraw(satang(50_000)))
      yield* app.run(withdraw(satang(60_000)))
      expect(keys[1]).toBe(keys[0])
      expect(keys[2]).not.toBe(keys[0])
    })
  )

  it.scoped("a refusal is the server's Thai message; no balance refresh", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        user: { credit: () => rec.record("credit", credit.credit()) },
        withdraw: {
          withdraw: () => Effect.fail(new ServerError({ status: 400, message: "เกินวงเงินถอนต่อวัน", body: null }))
        }
      })
      const before = rec.count("credit")
      expect(yield* app.run(withdraw(satang(50_000)))).toBe("refused")
      expect(app.store.getState().withdraw.write.error).toBe("เกินวงเงินถอนต่อวัน")
      expect(rec.count("credit")).toBe(before)
    })
  )

  it.scoped("OPEN-30 retry sends the request id once and refreshes the balance", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        user: credit,
        withdraw: {
          retry: (requestId) => rec.record("retry", Effect.succeed(withdrawRequest(requestId, satang(20_000))))
        }
      })
      expect(yield* app.run(retryWithdraw("WD-1"))).toBe("done")
      expect(rec.count("retry")).toBe(1)
      expect(app.store.getState().withdraw.requestList[0]).toMatchObject({ id: "WD-1", status: "pending" })
    })
  )
})
