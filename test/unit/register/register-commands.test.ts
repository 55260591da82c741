import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import type { RegisterRequest } from "../../../src/domain/register-schema"
import { selectIsLoggedIn } from "../../../src/events/session/selectors"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { selectRegister, selectRegisterError, selectRegisterVerified } from "../../../src/events/register/selectors"
import {
  checkRegisterBankAccount,
  checkRegisterUsername,
  loadRegisterDraft,
  register,
  verifyRegistration
} from "../../../src/runtime/commands/register"
import { makeAppHarness } from "../../support/app-harness"
import { configurationItem, player, profile, userSetting } from "../events/fixtures"

// Registration's commands (#12): lookups after a typing pause, latest-wins; the registration as a
// write of money.md (one in flight, a key per intent, a lost answer read back, never resent).

const REQUEST: RegisterRequest = {
  phone: "0891234567",
  username: "somsak01",
  password: "abc12345",
  confirmPassword: "abc12345",
  bankCode: "004",
  bankId: "9876543210",
  bankAccountName: "นาย สมศักดิ์ แสงทอง",
  lineId: null,
  inviterCode: "SC7788",
  team: "T1",
  marketing: "M1"
}
const SESSION = { token: "tok-new-player", user: player }
/** What a new session loads (as after a login): the player's profile and setting, the configuration. */
const sessionLoads = {
  user: { profile: () => Effect.succeed(profile), setting: () => Effect.succeed(userSetting) },
  settings: { configuration: () => Effect.succeed([configurationItem("home.normal.logo", "/player.png")]) }
}
const free = { status: "available", message: "ใช้ชื่อผู้ใช้นี้ได้" } as const
const taken = { status: "taken", message: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" } as const

describe("registration commands", () => {
  it.scoped("VAL-06 a lookup waits for the typing pause, then sends the value and records its answer", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ register: { checkUsername: () => Effect.succeed(free) } })
      const fiber = yield* Effect.fork(app.run(checkRegisterUsername("somsak01")))
      yield* TestClock.adjust(349)
      expect(app.calls("RegisterService.checkUsername")).toHaveLength(0)
      yield* TestClock.adjust(1)
      yield* Fiber.join(fiber)
      expect(app.calls("RegisterService.checkUsername").map((call) => call.args[0])).toEqual(["somsak01"])
      expect(selectRegister(app.store.getState()).lookups?.username).toEqual({ value: "somsak01", ...free })
    })
  )

  it.scoped("the design card's interruption: a lookup interrupted in flight lands nothing; the next value's does", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        register: {
          checkUsername: (value) => (value === "demo" ? Effect.as(Effect.sleep(5_000), taken) : Effect.succeed(free))
        }
      })
      const first = yield* Effect.fork(app.run(checkRegisterUsername("demo")))
      yield* TestClock.adjust(400)
      yield* Fiber.interrupt(first)
      yield* Effect.fork(app.run(checkRegisterUsername("demo2026")))
      yield* TestClock.adjust(6_000)
      expect(app.eventsTagged("RegisterLookupAnswered").map((event) => event.value)).toEqual(["demo2026"])
    })
  )

  it.scoped("OPEN-21 a lookup without an answer notes the field unchecked (the server checks again on register)", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        register: { checkUsername: () => Effect.fail(new NetworkError({ message: "offline" })) }
      })
      const fiber = yield* Effect.fork(app.run(checkRegisterUsername("somsak01")))
      yield* TestClock.adjust(400)
      yield* Fiber.join(fiber)
      expect(selectRegister(app.store.getState()).lookups?.username?.status).toBe("unanswered")
    })
  )

  it.scoped("VAL-08 a free bank account asks the bank for the holder's name; a taken one does not", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        register: {
          checkBankId: (_code, bankId) =>
            Effect.succeed(
              bankId === "1234567890" ? { status: "taken", message: "" } : { status: "available", message: "" }
            ),
          bankName: () => Effect.succeed({ name: "นาย สมศักดิ์ แสงทอง" })
        }
      })
      const takenOne = yield* Effect.fork(app.run(checkRegisterBankAccount("004", "1234567890")))
      yield* TestClock.adjust(400)
      yield* Fiber.join(takenOne)
      expect(app.calls("RegisterService.bankName")).toHaveLength(0)
      const freeOne = yield* Effect.fork(app.run(checkRegisterBankAccount("004", "9876543210")))
      yield* TestClock.adjust(400)
      yield* Fiber.join(freeOne)
      expect(app.calls("RegisterService.bankName").map((call) => call.args)).toEqual([["004", "9876543210"]])
      expect(selectRegister(app.store.getState()).accountName).toEqual({
        bankCode: "004",
        bankId: "9876543210",
        name: "นาย สมศักดิ์ แสงทอง"
      })
    })
  )

  it.scoped(
    "API-08 registering sends both steps with a key, starts the session like a login and forgets the draft",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({
          ...sessionLoads,
          registerDraft: { phone: REQUEST.phone, username: REQUEST.username },
          register: { register: () => Effect.succeed(SESSION) }
        })
        expect(yield* app.run(register(REQUEST))).toBe("registered")
        const [call] = app.calls("RegisterService.register")
        expect(call?.args[0]).toEqual(REQUEST)
        expect(call?.args[1]).toMatch(/\S/)
        expect(app.tags()).toEqual(expect.arrayContaining(["RegisterStarted", "Registered", "LoginSuccess"]))
        expect(selectIsLoggedIn(app.store.getState())).toBe(true)
        const session = yield* app.sessionStore
        expect(yield* session.token).toEqual(Option.some(SESSION.token))
        expect(yield* app.run(loadRegisterDraft)).toEqual({ phone: "", username: "" })
        // No password in any event (the log is exported with bug reports).
        expect(JSON.stringify(app.events())).not.toContain(REQUEST.password)
        expect(selectRegister(app.store.getState())).toEqual({ step1: null, step2: null })
      })
  )

  it.scoped("money.md a press while one is in flight sends nothing", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        ...sessionLoads,
        register: { register: () => Effect.as(Effect.sleep(1_000), SESSION) }
      })
      const first = yield* Effect.fork(app.run(register(REQUEST)))
      yield* Effect.repeatN(Effect.yieldNow(), 5)
      expect(yield* app.run(register(REQUEST))).toBe("not-registered")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("registered")
      expect(app.calls("RegisterService.register")).toHaveLength(1)
    })
  )

  it.scoped("money.md 5 a refusal keeps the server's Thai message; the next press is a new intent with a new key", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        register: {
          register: () => Effect.fail(new ServerError({ status: 409, message: "ชื่อผู้ใช้นี้ถูกใช้แล้ว", body: null }))
        }
      })
      expect(yield* app.run(register(REQUEST))).toBe("not-registered")
      expect(selectRegister(app.store.getState()).error).toBe("ชื่อผู้ใช้นี้ถูกใช้แล้ว")
      yield* app.run(register(REQUEST))
      const keys = app.calls("RegisterService.register").map((call) => call.args[1])
      expect(keys).toHaveLength(2)
      expect(keys[0]).not.toBe(keys[1])
    })
  )

  it.scoped(
    "money.md a lost answer is read back: the username free means not made, and the press again reuses the key",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({
          register: {
            register: () => Effect.fail(new NetworkError({ message: "lost" })),
            checkUsername: () => Effect.succeed(free)
          }
        })
        expect(yield* app.run(register(REQUEST))).toBe("not-registered")
        expect(selectRegisterVerified(app.store.getState())).toBe("not-registered")
        expect(app.calls("RegisterService.register")).toHaveLength(1)
        yield* app.run(register(REQUEST))
        const keys = app.calls("RegisterService.register").map((call) => call.args[1])
        expect(keys[1]).toBe(keys[0])
      })
  )

  it.scoped("money.md a lost answer whose username is now taken was made; unreadable offers 'ตรวจสอบอีกครั้ง'", () =>
    Effect.gen(function* () {
      let reads = 0
      const app = yield* makeAppHarness({
        register: {
          register: () => Effect.fail(new NetworkError({ message: "lost" })),
          checkUsername: () => {
            reads += 1
            return reads === 1 ? Effect.fail(new NetworkError({ message: "still offline" })) : Effect.succeed(taken)
          }
        }
      })
      yield* app.run(register(REQUEST))
      expect(selectRegisterVerified(app.store.getState())).toBe("unknown")
      yield* app.run(verifyRegistration(REQUEST.username))
      expect(selectRegisterVerified(app.store.getState())).toBe("registered")
      expect(app.calls("RegisterService.register")).toHaveLength(1)
    })
  )

  it.scoped("money.md offline a press sends nothing and says so; the press once online reuses an open key", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        register: {
          register: () => Effect.fail(new NetworkError({ message: "lost" })),
          checkUsername: () => Effect.succeed(free)
        }
      })
      yield* app.run(register(REQUEST))
      expect(selectRegisterVerified(app.store.getState())).toBe("not-registered")
      app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
      expect(yield* app.run(register(REQUEST))).toBe("not-registered")
      expect(app.calls("RegisterService.register")).toHaveLength(1)
      expect(app.tags()).toContain("RegisterOffline")
      expect(selectRegisterError(app.store.getState())).toBe(ERROR_TEXT.NetworkError)
      app.store.dispatch({ _tag: "ConnectivityChanged", online: true })
      yield* app.run(register(REQUEST))
      const keys = app.calls("RegisterService.register").map((call) => call.args[1])
      expect(keys).toHaveLength(2)
      expect(keys[1]).toBe(keys[0])
    })
  )
})
