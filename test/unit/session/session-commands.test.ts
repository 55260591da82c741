import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Option, TestClock } from "effect"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { NetworkError, ServerError, Timeout, Unauthorized, type ApiError } from "../../../src/domain/errors"
import { GetCurrentUser } from "../../../src/events/session/events"
import { UserSettingEvents } from "../../../src/events/player/events"
import {
  selectCurrentUser,
  selectIsLoggedIn,
  selectLoginError,
  selectLoginPending,
  selectSessionExpired
} from "../../../src/events/session/selectors"
import { selectErrorMessage, selectNetworkUnstable, selectOperationKnown } from "../../../src/events/site/selectors"
import type { AppEventTag } from "../../../src/events/schemas"
import type { AppContext } from "../../../src/runtime/app-runtime"
import { bootstrap } from "../../../src/runtime/commands/start"
import { loadProfile, loadUserSetting, refreshCredit } from "../../../src/runtime/commands/player"
import { loadConfiguration } from "../../../src/runtime/commands/configuration"
import { loadOperation } from "../../../src/runtime/commands/site"
import { login, logout, restoreSession } from "../../../src/runtime/commands/session"
import type { AuthServiceShape } from "../../../src/services/session/auth-service"
import type { SettingsServiceShape } from "../../../src/services/site/settings-service"
import type { UserServiceShape } from "../../../src/services/player/user-service"
import { makeAppHarness, type AppHarness } from "../../support/app-harness"
import { makeCallRecorder, type CallRecorder } from "../../support/call-recorder"
import { PLAYER_TOKEN, playerSession, playerWithoutProfile } from "../../support/sessions"
import { configurationItem, globalSetting, player, profile, userSetting } from "../events/fixtures"
import { satang } from "../../../src/domain/money"

const credentials = { username: "somchai01", password: "pass-word-1" }

/** Public settings that answer at once, noting each call. */
const publicSettings = (rec: CallRecorder): Partial<SettingsServiceShape> => ({
  operation: rec.record("operation", Effect.succeed({ websiteStatus: "OK" })),
  globalSetting: rec.record("globalSetting", Effect.succeed(globalSetting)),
  configuration: (audience) =>
    rec.record(`configuration:${audience}`, Effect.succeed([configurationItem("home.normal.logo", `/${audience}.png`)]))
})

const playerData = (rec: CallRecorder): Partial<UserServiceShape> => ({
  profile: (uuid) => rec.record(`profile:${uuid}`, Effect.succeed(profile)),
  setting: (uuid) => rec.record(`setting:${uuid}`, Effect.succeed(userSetting))
})

const sessionOf = (app: AppHarness) =>
  Effect.flatMap(app.sessionStore, (store) => Effect.zip(store.token, store.restore))

const serialised = (app: AppHarness) => JSON.stringify({ state: app.store.getState(), log: app.store.getLog() })

describe("bootstrap", () => {
  it.scoped(
    "AUTH-01 STORE-11 STORE-12 SUPPORT-07 a guest gets NoCurrentUser, then operation, settings and the guest configuration, once each",
    () =>
      Effect.gen(function* () {
        const rec = makeCallRecorder()
        const app = yield* makeAppHarness({ settings: publicSettings(rec) })
        yield* app.run(bootstrap)
        expect(app.tags()[0]).toBe("NoCurrentUser")
        expect([...rec.calls].sort()).toEqual(["configuration:guest", "globalSetting", "operation"])
        const lifecycles: ReadonlyArray<readonly [AppEventTag, AppEventTag]> = [
          ["OperationLoading", "OperationLoaded"],
          ["SettingsLoading", "SettingsLoaded"],
          ["ConfigurationLoading", "ConfigurationLoaded"]
        ]
        for (const [loading, loaded] of lifecycles) {
          expect(app.tags().filter((tag) => tag === loaded)).toHaveLength(1)
          expect(app.tags().indexOf(loading)).toBeLessThan(app.tags().indexOf(loaded))
        }
        expect(selectIsLoggedIn(app.store.getState())).toBe(false)
      })
  )

  it.scoped(
    "AUTH-01 STORE-10 AMB-29 a player gets GetCurrentUser, then the player configuration, profile and user setting exactly once",
    () =>
      Effect.gen(function* () {
        const rec = makeCallRecorder()
        const app = yield* makeAppHarness({
          storedSession: playerSession,
          settings: publicSettings(rec),
          user: playerData(rec)
        })
        yield* app.run(bootstrap)
        expect(app.tags()[0]).toBe("GetCurrentUser")
        expect(selectCurrentUser(app.store.getState())).toEqual(player)
        const uuid = player.profile?.uuid ?? ""
        expect([...rec.calls].sort()).toEqual(
          ["configuration:player", "globalSetting", "operation", `profile:${uuid}`, `setting:${uuid}`].sort()
        )
        expect(app.tags()).toContain("ProfileLoaded")
        expect(app.tags()).toContain("UserSettingLoaded")
        // STORE-10: a second start (a re-render) sends no profile or settings request.
        yield* app.run(bootstrap)
        expect(rec.count(`profile:${uuid}`)).toBe(1)
        expect(rec.count(`setting:${uuid}`)).toBe(1)
      })
  )

  it.scoped("STORE-10 a player whose settings are already loaded gets no profile or settings request", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* makeAppHarness({
        storedSession: playerSession,
        settings: publicSettings(rec),
        events: [GetCurrentUser.make({ user: player }), UserSettingEvents.make.loaded({}, userSetting)]
      })
      yield* app.run(bootstrap)
      expect(rec.calls.some((call) => call.startsWith("profile") || call.startsWith("setting"))).toBe(false)
    })
  )

  it.scoped(
    "AUTH-02 AMB-34 a stored token with a user lacking profile.uuid boots as a guest and the storage is cleared",
    () =>
      Effect.gen(function* () {
        const rec = makeCallRecorder()
        const app = yield* makeAppHarness({
          storedSession: { token: PLAYER_TOKEN, user: playerWithoutProfile },
          settings: publicSettings(rec)
        })
        yield* app.run(bootstrap)
        expect(app.tags()[0]).toBe("NoCurrentUser")
        expect(rec.calls).toContain("configuration:guest")
        expect(yield* sessionOf(app)).toEqual([Option.none(), Option.none()])
      })
  )
})

describe("player data without a uuid", () => {
  it.scoped("VAL-01 loadProfile with no current user makes no call and appends no event", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness()
      yield* app.run(loadProfile)
      expect(app.tags()).toEqual([])
    })
  )

  it.scoped("VAL-02 loadUserSetting with no current user makes no call and appends no event", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness()
      yield* app.run(loadUserSetting)
      expect(app.tags()).toEqual([])
    })
  )

  it.scoped("VAL-01 VAL-02 a restored user without profile.uuid loads neither profile nor settings", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ events: [GetCurrentUser.make({ user: playerWithoutProfile })] })
      const before = app.store.getState()
      yield* app.run(Effect.all([loadProfile, loadUserSetting]))
      expect(app.tags()).toEqual(["GetCurrentUser"])
      expect(app.store.getState()).toBe(before)
    })
  )
})

describe("login", () => {
  it.scoped(
    "#9 AUTH-08 a throttled login (429) locks the form until the server's time is up, and sends nothing meanwhile",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(1_000_000)
        const rec = makeCallRecorder()
        const app = yield* makeAppHarness({
          auth: {
            login: () =>
              rec.record(
                "login",
                Effect.fail(
                  new ServerError({
                    status: 429,
                    message: "ลองใหม่ในอีก 2 นาที",
                    body: { success: false, message: "ลองใหม่ในอีก 2 นาที", retryAfterSeconds: 90 }
                  })
                )
              )
          }
        })
        expect(yield* app.run(login({ username: "demo", password: "x" }))).toBe(false)
        expect(app.store.getState().auth.lockedUntil).toBe(1_000_000 + 90_000)
        expect(app.store.getState().auth.error).toBe("ลองใหม่ในอีก 2 นาที")
        expect(yield* app.run(login({ username: "demo", password: "demo1234" }))).toBe(false)
        expect(rec.count("login")).toBe(1)
        yield* TestClock.adjust(90_000)
        yield* app.run(login({ username: "demo", password: "demo1234" }))
        expect(rec.count("login")).toBe(2)
      })
  )

  const loginOk: Partial<AuthServiceShape> = { login: () => Effect.succeed({ token: PLAYER_TOKEN, user: player }) }

  it.scoped(
    "AUTH-07 AUTH-03 DESIGN-10 login success saves the session, dispatches LoginSuccess and never puts the token in an event or the state",
    () =>
      Effect.gen(function* () {
        const rec = makeCallRecorder()
        const app = yield* makeAppHarness({ auth: loginOk, settings: publicSettings(rec), user: playerData(rec) })
        expect(yield* app.run(login(credentials))).toBe(true)
        expect(app.tags().slice(0, 2)).toEqual(["LoginStarted", "LoginSuccess"])
        expect(selectCurrentUser(app.store.getState())).toEqual(player)
        expect(selectLoginPending(app.store.getState())).toBe(false)
        expect(selectLoginError(app.store.getState())).toBeNull()
        const [token, restored] = yield* sessionOf(app)
        expect(token).toEqual(Option.some(PLAYER_TOKEN))
        expect(restored).toEqual(Option.some(playerSession))
        expect(rec.calls).toContain("configuration:player")
        expect(serialised(app)).not.toContain(PLAYER_TOKEN)
        expect(serialised(app)).not.toContain(credentials.password)
      })
  )

  it.scoped("AUTH-06 AMB-31 a second login while one is in flight sends nothing and answers false", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* makeAppHarness({
        // The answer comes after a yield, so the second login starts while the first is in flight.
        auth: {
          login: () =>
            rec.record(
              "login",
              Effect.yieldNow().pipe(Effect.zipRight(Effect.succeed({ token: PLAYER_TOKEN, user: player })))
            )
        },
        settings: publicSettings(rec),
        user: playerData(rec)
      })
      const [first, second] = yield* Effect.all(
        [app.run(login(credentials)), app.run(login(credentials, "home-page"))],
        {
          concurrency: "unbounded"
        }
      )
      expect([first, second]).toEqual([true, false])
      expect(rec.calls.filter((call) => call === "login")).toHaveLength(1)
      expect(app.tags().filter((tag) => tag === "LoginStarted")).toHaveLength(1)
    })
  )

  it.scoped("AUTH-08 AMB-07 ERR-12 a ServerError becomes LoginFail with the server's message, not SessionTimeout", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        auth: { login: () => Effect.fail(new ServerError({ status: 401, message: "รหัสผ่านไม่ถูกต้อง", body: {} })) }
      })
      expect(yield* app.run(login(credentials))).toBe(false)
      expect(app.tags()).toEqual(["LoginStarted", "LoginFail"])
      expect(app.eventsTagged("LoginFail")[0]?.failure).toEqual({
        _tag: "ServerError",
        status: 401,
        message: "รหัสผ่านไม่ถูกต้อง"
      })
      expect(selectLoginError(app.store.getState())).toBe("รหัสผ่านไม่ถูกต้อง")
      expect(selectLoginPending(app.store.getState())).toBe(false)
      expect(yield* sessionOf(app)).toEqual([Option.none(), Option.none()])
    })
  )

  it.scoped("AUTH-09 a home-page login records LoginOnHomePageSuccess with the same session effects", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* makeAppHarness({ auth: loginOk, settings: publicSettings(rec), user: playerData(rec) })
      yield* app.run(login(credentials, "home-page"))
      expect(app.tags()).toContain("LoginOnHomePageSuccess")
      expect(app.tags()).not.toContain("LoginSuccess")
      expect(selectIsLoggedIn(app.store.getState())).toBe(true)
      expect((yield* sessionOf(app))[0]).toEqual(Option.some(PLAYER_TOKEN))
      expect(serialised(app)).not.toContain(PLAYER_TOKEN)
    })
  )

  it.scoped("AUTH-09 a failed home-page login records LoginOnHomePageFail with the server message", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({
        auth: { login: () => Effect.fail(new ServerError({ status: 400, message: "บัญชีถูกระงับ", body: null })) }
      })
      yield* app.run(login(credentials, "home-page"))
      expect(app.tags()).toEqual(["LoginStarted", "LoginOnHomePageFail"])
      expect(selectLoginError(app.store.getState())).toBe("บัญชีถูกระงับ")
    })
  )

  it.scoped(
    "ERR-09 ERR-12 a login timeout raises the network flag and fails the login with the Thai timeout text",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({
          auth: { login: () => Effect.fail(new Timeout({ status: null, message: "t" })) }
        })
        yield* app.run(login(credentials))
        // One event: the form's message, the flag and the last error all follow from it (STORE-13).
        expect(app.tags()).toEqual(["LoginStarted", "LoginFail"])
        expect(app.eventsTagged("LoginFail")[0]?.failure._tag).toBe("Timeout")
        expect(selectNetworkUnstable(app.store.getState())).toBe(true)
        expect(selectLoginError(app.store.getState())).toBe(ERROR_TEXT.Timeout)
      })
  )
})

/** A logged-in app whose one player call fails with the given error. */
const failingPlayerCall = (error: ApiError) => {
  const failing = Effect.fail(error)
  return makeAppHarness({
    storedSession: playerSession,
    user: { profile: () => failing, setting: () => failing, credit: () => failing },
    settings: { configuration: () => failing }
  })
}

describe("failure reporting", () => {
  const commands: ReadonlyArray<{
    readonly label: string
    readonly command: Effect.Effect<void, never, AppContext>
    readonly failed: AppEventTag
  }> = [
    { label: "loadProfile", command: loadProfile, failed: "ProfileFailed" },
    { label: "loadUserSetting", command: loadUserSetting, failed: "UserSettingFailed" },
    { label: "loadConfiguration (player)", command: loadConfiguration, failed: "ConfigurationFailed" }
  ]

  it.scoped.each(commands)(
    "AUTH-10 ERR-02 an Unauthorized from $label clears the stored session, dispatches SessionTimeout and no dataset failure",
    ({ command, failed }) =>
      Effect.gen(function* () {
        const app = yield* failingPlayerCall(new Unauthorized({ status: 401, message: "expired" }))
        yield* app.run(restoreSession)
        yield* app.run(command)
        expect(app.tags()).toContain("SessionTimeout")
        expect(app.tags()).not.toContain(failed)
        expect(selectErrorMessage(app.store.getState())).toBeNull()
        expect(selectSessionExpired(app.store.getState())).toBe(true)
        expect(selectCurrentUser(app.store.getState())).toBeNull()
        expect(yield* sessionOf(app)).toEqual([Option.none(), Option.none()])
      })
  )

  it.scoped.each(commands)(
    "ERR-09 STORE-13 a Timeout from $label is one failure event that raises the flag and keeps the session",
    ({ command, failed }) =>
      Effect.gen(function* () {
        const app = yield* failingPlayerCall(new Timeout({ status: null, message: "no answer" }))
        yield* app.run(restoreSession)
        yield* app.run(command)
        expect(app.tags().slice(-1)).toEqual([failed])
        expect(app.tags().filter((tag) => tag.endsWith("Failed"))).toEqual([failed])
        expect(app.events().at(-1)).toMatchObject({ failure: { _tag: "Timeout", status: null } })
        expect(app.tags()).not.toContain("SessionTimeout")
        expect(selectNetworkUnstable(app.store.getState())).toBe(true)
        expect(selectErrorMessage(app.store.getState())).toBe(ERROR_TEXT.Timeout)
        expect((yield* sessionOf(app))[0]).toEqual(Option.some(PLAYER_TOKEN))
      })
  )

  it.scoped.each(commands)(
    "ERR-01 ERR-06 ERR-18 a ServerError from $label is one failure event with the server message and keeps the session",
    ({ command, failed }) =>
      Effect.gen(function* () {
        const app = yield* failingPlayerCall(
          new ServerError({ status: 500, message: "ระบบขัดข้อง", body: { message: "ระบบขัดข้อง" } })
        )
        yield* app.run(restoreSession)
        yield* app.run(command)
        expect(app.tags().filter((tag) => tag.endsWith("Failed"))).toEqual([failed])
        expect(app.events().at(-1)).toMatchObject({
          failure: { _tag: "ServerError", status: 500, message: "ระบบขัดข้อง" }
        })
        expect(selectNetworkUnstable(app.store.getState())).toBe(false)
        expect(selectErrorMessage(app.store.getState())).toBe("ระบบขัดข้อง")
        expect(selectIsLoggedIn(app.store.getState())).toBe(true)
        expect((yield* sessionOf(app))[0]).toEqual(Option.some(PLAYER_TOKEN))
      })
  )

  it.scoped.each(commands)(
    "#9 ERR-18 a ServerError from $label whose text is not Thai shows the Thai server-error text; the event keeps the server's",
    ({ command }) =>
      Effect.gen(function* () {
        const english = "Internal Server Error: java.lang.NullPointerException"
        const app = yield* failingPlayerCall(new ServerError({ status: 500, message: english, body: null }))
        yield* app.run(restoreSession)
        yield* app.run(command)
        expect(app.events().at(-1)).toMatchObject({ failure: { _tag: "ServerError", message: english } })
        expect(selectErrorMessage(app.store.getState())).toBe(ERROR_TEXT.ServerError)
      })
  )

  it.scoped("#9 OPEN-44 after a Timeout, the next answered call lowers the network-problem flag, once", () =>
    Effect.gen(function* () {
      let calls = 0
      const app = yield* makeAppHarness({
        storedSession: playerSession,
        user: {
          credit: () => {
            calls += 1
            return calls === 1
              ? Effect.fail(new Timeout({ status: 503, message: "" }))
              : Effect.succeed({ balance: satang(1_000), balanceType: "M" })
          }
        }
      })
      yield* app.run(restoreSession)
      yield* app.run(refreshCredit)
      expect(selectNetworkUnstable(app.store.getState())).toBe(true)
      yield* app.run(refreshCredit)
      yield* app.run(refreshCredit)
      expect(selectNetworkUnstable(app.store.getState())).toBe(false)
      expect(app.tags().filter((tag) => tag === "NetworkRecovered")).toHaveLength(1)
    })
  )

  it.scoped(
    "ERR-05 MA-05 a guest's public call answered as Unauthorized settles as a failure, with no session to end",
    () =>
      Effect.gen(function* () {
        const app = yield* makeAppHarness({
          settings: { operation: Effect.fail(new Unauthorized({ status: null, message: "" })) }
        })
        yield* app.run(restoreSession)
        yield* app.run(loadOperation)
        expect(app.tags()).toEqual(["NoCurrentUser", "OperationLoading", "OperationFailed"])
        expect(selectOperationKnown(app.store.getState())).toBe(true)
      })
  )

  it.scoped("AMB-05 a NetworkError never ends the session", () =>
    Effect.gen(function* () {
      const app = yield* failingPlayerCall(new NetworkError({ message: "offline" }))
      yield* app.run(restoreSession)
      yield* app.run(loadProfile)
      expect(app.tags()).not.toContain("SessionTimeout")
      expect(selectErrorMessage(app.store.getState())).toBe(ERROR_TEXT.NetworkError)
      expect(selectIsLoggedIn(app.store.getState())).toBe(true)
    })
  )

  it.scoped("DESIGN-06 HTTP-09 an interrupted load appends nothing after its start and never ends the session", () =>
    Effect.gen(function* () {
      let interrupted = false
      const app = yield* makeAppHarness({
        storedSession: playerSession,
        user: { profile: () => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))) }
      })
      yield* app.run(restoreSession)
      const fiber = yield* Effect.fork(app.run(loadProfile))
      yield* Effect.yieldNow()
      yield* Fiber.interrupt(fiber)
      expect(interrupted).toBe(true)
      expect(app.tags()).toEqual(["GetCurrentUser", "ProfileLoading"])
      expect((yield* sessionOf(app))[0]).toEqual(Option.some(PLAYER_TOKEN))
    })
  )
})

describe("logout", () => {
  it.scoped(
    "AUTH-11 AUTH-04 STORE-04 logout clears the session, dispatches Logout and reloads the public data as a guest",
    () =>
      Effect.gen(function* () {
        const rec = makeCallRecorder()
        const app = yield* makeAppHarness({ storedSession: playerSession, settings: publicSettings(rec) })
        yield* app.run(restoreSession)
        yield* app.run(logout)
        expect(app.tags()).toContain("Logout")
        expect(app.tags().indexOf("Logout")).toBeLessThan(app.tags().indexOf("OperationLoading"))
        expect([...rec.calls].sort()).toEqual(["configuration:guest", "globalSetting", "operation"])
        expect(selectIsLoggedIn(app.store.getState())).toBe(false)
        expect(yield* sessionOf(app)).toEqual([Option.none(), Option.none()])
      })
  )

  it.scoped("#9 logout tells the server with the ending session's token, and never waits for its answer", () =>
    Effect.gen(function* () {
      const told: Array<string> = []
      const app = yield* makeAppHarness({
        storedSession: playerSession,
        settings: publicSettings(makeCallRecorder()),
        auth: {
          logout: (token) => {
            told.push(token)
            // The server never answers: the local logout must not care.
            return Effect.never
          }
        }
      })
      yield* app.run(restoreSession)
      yield* app.run(logout)
      yield* Effect.repeatN(Effect.yieldNow(), 5)
      expect(told).toEqual([PLAYER_TOKEN])
      expect(selectIsLoggedIn(app.store.getState())).toBe(false)
      expect(yield* sessionOf(app)).toEqual([Option.none(), Option.none()])
    })
  )
})
