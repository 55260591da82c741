// #14 API-24 OPEN-19 money.md: the password change command: the player's uuid and the 3 members, one
// in flight, a refusal's Thai message, a lost answer's key kept for 'ลองอีกครั้ง', and no password
// anywhere in the events or the state.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { userUuid } from "../../../src/domain/user"
import { selectPasswordChange, selectPasswordChangeUnsure } from "../../../src/events/password/selectors"
import { selectIsLoggedIn } from "../../../src/events/session/selectors"
import { changePassword, forgetPasswordChange } from "../../../src/runtime/commands/password"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { player } from "../events/fixtures"

const CHANGE = { oldPassword: "Old-secret-1", newPassword: "New-secret-2", confirmPassword: "New-secret-2" }

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

const keysOf = (app: { calls: (method: string) => ReadonlyArray<{ readonly args: ReadonlyArray<unknown> }> }) =>
  app.calls("PasswordService.changePassword").map((call) => call.args[2])

describe("password change commands (#14)", () => {
  it.scoped("API-24 sends the player's uuid, exactly the 3 members and an Idempotency-Key; success is 'changed'", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ password: { changePassword: () => Effect.succeed(null) } })
      const withMore = { ...CHANGE, extra: "x" }
      expect(yield* app.run(changePassword(withMore))).toBe("changed")
      const [uuid, request, key] = app.calls("PasswordService.changePassword")[0]?.args ?? []
      expect(uuid).toBe(userUuid(player))
      expect(request).toEqual(CHANGE)
      expect(typeof key).toBe("string")
      expect(selectPasswordChange(app.store.getState())).toMatchObject({ changed: true, phase: null, pending: null })
    })
  )

  it.scoped("OPEN-19 nothing is sent while a rule fails (a mismatch, the same as the old)", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ password: { changePassword: () => Effect.succeed(null) } })
      expect(yield* app.run(changePassword({ ...CHANGE, confirmPassword: "New-secret-3" }))).toBe("not-sent")
      expect(yield* app.run(changePassword({ ...CHANGE, newPassword: CHANGE.oldPassword }))).toBe("not-sent")
      expect(app.calls("PasswordService.changePassword")).toHaveLength(0)
    })
  )

  it.scoped("money.md a second press while one is in flight sends nothing", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        password: { changePassword: () => Effect.as(Effect.sleep(1_000), null) }
      })
      const first = yield* Effect.fork(app.run(changePassword(CHANGE)))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(yield* app.run(changePassword(CHANGE))).toBe("not-sent")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("changed")
      expect(app.calls("PasswordService.changePassword")).toHaveLength(1)
    })
  )

  it.scoped(
    "#14 a wrong old password: the server's Thai message, the session stays, the next press is a new intent",
    () =>
      Effect.gen(function* () {
        const app = yield* loggedIn({
          password: {
            changePassword: () => Effect.fail(new ServerError({ status: 422, message: "รหัสผ่านเดิมไม่ถูกต้อง", body: null }))
          }
        })
        expect(yield* app.run(changePassword(CHANGE))).toBe("refused")
        expect(selectPasswordChange(app.store.getState())).toMatchObject({
          changed: false,
          phase: null,
          error: "รหัสผ่านเดิมไม่ถูกต้อง",
          pending: null
        })
        expect(selectIsLoggedIn(app.store.getState())).toBe(true)
        yield* app.run(changePassword(CHANGE))
        const keys = keysOf(app)
        expect(keys[0]).not.toBe(keys[1])
      })
  )

  it.scoped("money.md a lost answer keeps the key: 'ลองอีกครั้ง' resends with the same one; typing again forgets it", () =>
    Effect.gen(function* () {
      let calls = 0
      const app = yield* loggedIn({
        password: {
          changePassword: () =>
            ++calls === 1 ? Effect.fail(new NetworkError({ message: "lost" })) : Effect.succeed(null)
        }
      })
      expect(yield* app.run(changePassword(CHANGE))).toBe("unsure")
      expect(selectPasswordChange(app.store.getState()).phase).toBe("unverified")
      expect(selectPasswordChangeUnsure(app.store.getState())).toBe(true)
      expect(yield* app.run(changePassword(CHANGE))).toBe("changed")
      const [first, second] = keysOf(app)
      expect(second).toBe(first)
      calls = 0
      yield* app.run(changePassword(CHANGE))
      yield* app.run(forgetPasswordChange)
      expect(selectPasswordChange(app.store.getState())).toMatchObject({ changed: false, phase: null, pending: null })
      yield* app.run(changePassword(CHANGE))
      const keys = keysOf(app)
      expect(keys[3]).not.toBe(keys[2])
    })
  )

  it.scoped("#14 no password is ever in an event or in the state", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        password: { changePassword: () => Effect.fail(new NetworkError({ message: "lost" })) }
      })
      yield* app.run(changePassword(CHANGE))
      const written = JSON.stringify([app.events(), app.store.getState()])
      expect(written).not.toContain("Old-secret-1")
      expect(written).not.toContain("New-secret-2")
    })
  )
})
