import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { selectSpinsLeft, selectWheelPending, selectWheelSpin } from "../../../src/events/wheel/selectors"
import { restoreSession } from "../../../src/runtime/commands/session"
import { leaveWheel, loadWheel, spinWheel, verifyWheelSpin } from "../../../src/runtime/commands/wheel"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { playerSession } from "../../support/sessions"
import { profile } from "../events/fixtures"
import { board, wheelSpin } from "./wheel-fixtures"

// The prize wheel's commands (#13, money.md): one spin per press, a lost answer read back.

const user = {
  credit: () => Effect.succeed({ balance: satang(100), balanceType: "M" as const }),
  profile: () => Effect.succeed(profile)
}

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("spinWheel", () => {
  it.scoped("the server's spin is shown, a spin is taken and the balance refreshes", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        wheel: {
          board: Effect.succeed(board(1)),
          log: () => Effect.succeed([]),
          spin: () => Effect.succeed({ spin: wheelSpin(7, 5), spinsLeft: 0 })
        },
        user
      })
      yield* app.run(loadWheel)
      expect(yield* app.run(spinWheel)).toBe("done")
      const state = app.store.getState()
      expect(selectWheelSpin(state)?.segmentIndex).toBe(5)
      expect(selectSpinsLeft(state)).toBe(0)
      expect(app.tags()).toContain("CreditLoaded")
      // No spins left: a press sends nothing.
      expect(yield* app.run(spinWheel)).toBe("not-done")
    })
  )

  it.scoped("money.md a double tap spins once", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        wheel: {
          board: Effect.succeed(board(2, 2)),
          log: () => Effect.succeed([]),
          spin: () => rec.record("spin", Effect.as(Effect.sleep(1_000), { spin: wheelSpin(7), spinsLeft: 1 }))
        },
        user
      })
      yield* app.run(loadWheel)
      const first = yield* Effect.fork(app.run(spinWheel))
      yield* Effect.yieldNow()
      expect(yield* app.run(spinWheel)).toBe("not-done")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("done")
      expect(rec.count("spin")).toBe(1)
    })
  )

  it.scoped("money.md a lost answer is read back from the board and the log: the spin happened", () =>
    Effect.gen(function* () {
      let boards = [board(1), board(0)]
      const keys: Array<string> = []
      const app = yield* loggedIn({
        wheel: {
          board: Effect.suspend(() => {
            const [next = board(0), ...rest] = boards
            boards = rest
            return Effect.succeed(next)
          }),
          log: () => Effect.succeed(keys.length === 0 ? [] : [wheelSpin(11, 2)]),
          spin: (_uuid, key) => {
            keys.push(key)
            return Effect.fail(new NetworkError({ message: "lost" }))
          }
        },
        user
      })
      yield* app.run(loadWheel)
      expect(yield* app.run(spinWheel)).toBe("done")
      expect(app.tags()).toContain("WheelSpinUnsure")
      expect(selectWheelSpin(app.store.getState())?.id).toBe(11)
      expect(selectWheelPending(app.store.getState())).toBeNull()
      expect(keys).toHaveLength(1)
    })
  )

  it.scoped("money.md a lost answer whose spin did not happen keeps the key; the next press resends it", () =>
    Effect.gen(function* () {
      const keys: Array<string> = []
      const app = yield* loggedIn({
        wheel: {
          board: Effect.succeed(board(1)),
          log: () => Effect.succeed([]),
          spin: (_uuid, key) => {
            keys.push(key)
            return keys.length === 1
              ? Effect.fail(new NetworkError({ message: "lost" }))
              : Effect.succeed({ spin: wheelSpin(3), spinsLeft: 0 })
          }
        },
        user
      })
      yield* app.run(loadWheel)
      expect(yield* app.run(spinWheel)).toBe("not-done")
      expect(app.store.getState().wheel.reward.phase).toBe("not-done")
      expect(yield* app.run(spinWheel)).toBe("done")
      expect(keys[1]).toBe(keys[0])
    })
  )

  it.scoped("money.md a read-back that fails offers 'ตรวจสอบอีกครั้ง', which reads again and sends nothing", () =>
    Effect.gen(function* () {
      let boardFails = false
      const rec = makeCallRecorder()
      const app = yield* loggedIn({
        wheel: {
          board: Effect.suspend(() =>
            boardFails ? Effect.fail(new NetworkError({ message: "down" })) : Effect.succeed(board(1))
          ),
          log: () => Effect.succeed([]),
          spin: () => {
            boardFails = true
            return rec.record("spin", Effect.fail(new NetworkError({ message: "lost" })))
          }
        },
        user
      })
      yield* app.run(loadWheel)
      expect(yield* app.run(spinWheel)).toBe("unknown")
      expect(app.store.getState().wheel.reward.phase).toBe("unverified")
      boardFails = false
      expect(yield* app.run(verifyWheelSpin)).toBe("not-done")
      expect(rec.count("spin")).toBe(1)
    })
  )

  it.scoped("a refusal ('สิทธิ์หมุนวันนี้หมดแล้ว') shows the server's text and clears the key", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        wheel: {
          board: Effect.succeed(board(1)),
          log: () => Effect.succeed([]),
          spin: () => Effect.fail(new ServerError({ status: 409, message: "สิทธิ์หมุนวันนี้หมดแล้ว", body: null }))
        },
        user
      })
      yield* app.run(loadWheel)
      expect(yield* app.run(spinWheel)).toBe("refused")
      expect(app.store.getState().wheel.reward.error).toBe("สิทธิ์หมุนวันนี้หมดแล้ว")
      expect(selectWheelPending(app.store.getState())).toBeNull()
    })
  )

  it.scoped("STORE-05 leaving the screen resets the wheel, unless a spin's outcome is open", () =>
    Effect.gen(function* () {
      let lost = true
      const app = yield* loggedIn({
        wheel: {
          board: Effect.succeed(board(1)),
          log: () => Effect.succeed([]),
          spin: () =>
            lost
              ? Effect.fail(new NetworkError({ message: "lost" }))
              : Effect.succeed({ spin: wheelSpin(4), spinsLeft: 0 })
        },
        user
      })
      yield* app.run(loadWheel)
      yield* app.run(spinWheel)
      yield* app.run(leaveWheel)
      expect(selectWheelPending(app.store.getState())).not.toBeNull()
      expect(app.tags()).not.toContain("WheelReset")
      lost = false
      expect(yield* app.run(spinWheel)).toBe("done")
      yield* app.run(leaveWheel)
      expect(app.store.getState().wheel).toEqual({ segments: [], reward: {}, log: {} })
    })
  )
})
