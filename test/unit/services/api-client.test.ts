import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Fiber, Layer, Option, TestClock } from "effect"
import { HTTP_TIMEOUT_MS } from "../../../src/domain/constants"
import { ApiClient } from "../../../src/services/api-client"
import { AppConfig } from "../../../src/services/app-config"
import { AuthService } from "../../../src/services/session/auth-service"
import { CheckInService } from "../../../src/services/check-in/check-in-service"
import { siteEndpoints } from "../../../src/services/site/endpoints"
import { SessionStore, type StoredSession } from "../../../src/services/session/session-store"
import { SettingsService } from "../../../src/services/site/settings-service"
import { UserService } from "../../../src/services/player/user-service"
import { errorShape, failureOf } from "../../support/api-errors"
import { Answer, makeFakeHttp, type FakeAnswer, type FakeHttp } from "../../support/fake-http"
import { PLAYER_TOKEN, playerSession, testConfig } from "../../support/sessions"
import { UA } from "../domain/user-agents"
import { checkInEntry, checkInEntryOnWire, configurationItem, player, profile, userSetting } from "../events/fixtures"

interface Setup {
  readonly session?: StoredSession
  readonly userAgent?: string
}

/** ApiClient and the API services over the fake transport, with AppConfig.layer and SessionStore.Test. */
const servicesOver = (fake: FakeHttp, setup: Setup = {}) => {
  const base = Layer.mergeAll(
    fake.layer,
    AppConfig.layer(testConfig(setup.userAgent === undefined ? {} : { userAgent: setup.userAgent })),
    SessionStore.Test(setup.session)
  )
  const api = ApiClient.layer.pipe(Layer.provideMerge(base))
  return Layer.mergeAll(AuthService.layer, UserService.layer, CheckInService.layer, SettingsService.layer).pipe(
    Layer.provideMerge(api)
  )
}

/** One session-bound GET (API-03), the simplest call to hang status tests on. */
const operational = Effect.flatMap(ApiClient, (api) =>
  api.call(siteEndpoints.operational, { params: {}, body: undefined })
)
const login = Effect.flatMap(AuthService, (auth) => auth.login({ username: "somchai01", password: "hunter2" }))

const withFake = <A, E>(
  answers: ReadonlyArray<FakeAnswer>,
  body: (
    fake: FakeHttp
  ) => Effect.Effect<A, E, ApiClient | AuthService | UserService | CheckInService | SettingsService | SessionStore>,
  setup: Setup = {}
) => {
  const fake = makeFakeHttp(answers)
  return Effect.provide(body(fake), servicesOver(fake, setup))
}

describe("ApiClient headers", () => {
  it.effect.each([
    { label: "HTTP-01 platform AND for an Android browser", userAgent: UA.chromeAndroid49, expected: "AND" },
    {
      label: "HTTP-01 platform AND for the LINE in-app browser on Android",
      userAgent: UA.lineAndroid,
      expected: "AND"
    },
    { label: "HTTP-02 platform IOS for an iPhone", userAgent: UA.iphone17, expected: "IOS" },
    { label: "HTTP-02 platform IOS for an iPad", userAgent: UA.ipad13, expected: "IOS" },
    { label: "HTTP-03 platform DSK for desktop Chrome", userAgent: UA.chrome124, expected: "DSK" },
    { label: "HTTP-03 platform DSK for desktop Safari", userAgent: UA.safari17, expected: "DSK" }
  ])("$label", ({ userAgent, expected }) =>
    withFake(
      [Answer.ok({ websiteStatus: "OK" })],
      (fake) =>
        Effect.gen(function* () {
          yield* operational
          expect(fake.only().headers["platform"]).toBe(expected)
        }),
      { userAgent }
    )
  )

  it.effect("HTTP-04 HTTP-05 HTTP-06 AMB-24 every request carries channel web, webversion 2.2.10 and webhostname", () =>
    withFake([Answer.ok({ websiteStatus: "OK" }), Answer.ok({ token: "t", user: player })], (fake) =>
      Effect.gen(function* () {
        yield* operational
        yield* login
        for (const request of fake.requests) {
          expect(request.headers["channel"]).toBe("web")
          expect(request.headers["webversion"]).toBe("2.2.10")
          expect(request.headers["webhostname"]).toBe("brand.test")
        }
        expect(fake.requests).toHaveLength(2)
      })
    )
  )

  it.effect("AMB-08 ROLE-02 a guest's request carries no Authorization header", () =>
    withFake([Answer.ok({ websiteStatus: "OK" })], (fake) =>
      Effect.gen(function* () {
        yield* operational
        expect(fake.only().headers).not.toHaveProperty("authorization")
      })
    )
  )

  it.effect(
    "HTTP-07 ROLE-04 with a restored token every session-bound request sends Authorization: Bearer <token>",
    () =>
      withFake(
        [Answer.ok({ websiteStatus: "OK" }), Answer.ok([checkInEntryOnWire(1)])],
        (fake) =>
          Effect.gen(function* () {
            const session = yield* SessionStore
            yield* session.restore
            yield* operational
            const checkIns = yield* CheckInService
            yield* checkIns.list
            for (const request of fake.requests) expect(request.headers["authorization"]).toBe(`Bearer ${PLAYER_TOKEN}`)
          }),
        { session: playerSession }
      )
  )

  it.effect("AUTH-03 after the session is saved, the next request carries the new token", () =>
    withFake([Answer.ok({ websiteStatus: "OK" }), Answer.ok({ websiteStatus: "OK" })], (fake) =>
      Effect.gen(function* () {
        yield* operational
        const session = yield* SessionStore
        yield* session.save({ token: "fresh-token", user: player })
        yield* operational
        expect(fake.requests[0]?.headers).not.toHaveProperty("authorization")
        expect(fake.requests[1]?.headers["authorization"]).toBe("Bearer fresh-token")
      })
    )
  )

  it.effect("AUTH-04 after the session is cleared, later requests carry no Authorization header", () =>
    withFake(
      [Answer.ok({ websiteStatus: "OK" }), Answer.ok({ websiteStatus: "OK" })],
      (fake) =>
        Effect.gen(function* () {
          const session = yield* SessionStore
          yield* session.restore
          yield* operational
          yield* session.clear
          yield* operational
          expect(fake.requests[0]?.headers["authorization"]).toBe(`Bearer ${PLAYER_TOKEN}`)
          expect(fake.requests[1]?.headers).not.toHaveProperty("authorization")
        }),
      { session: playerSession }
    )
  )

  it.effect("AMB-07 API-01 login never sends Authorization, even while a token exists", () =>
    withFake(
      [Answer.ok({ token: "new", user: player })],
      (fake) =>
        Effect.gen(function* () {
          const session = yield* SessionStore
          yield* session.restore
          expect(yield* session.token).toEqual(Option.some(PLAYER_TOKEN))
          yield* login
          const request = fake.only()
          expect(request.method).toBe("POST")
          expect(request.path).toBe("/api/auth/login")
          expect(request.headers).not.toHaveProperty("authorization")
          expect(request.bodyText === null ? null : JSON.parse(request.bodyText)).toEqual({
            username: "somchai01",
            password: "hunter2"
          })
        }),
      { session: playerSession }
    )
  )
})

describe("ApiClient paths and bodies", () => {
  it.effect("API-16 the profile is GET /api/auth/user/detail/{uuid}", () =>
    withFake([Answer.ok({ ...profile, user_credit: { points: 120, level: 3 } })], (fake) =>
      Effect.gen(function* () {
        const users = yield* UserService
        const loaded = yield* users.profile(profile.uuid)
        const request = fake.only()
        expect(request.method).toBe("GET")
        expect(request.url).toBe(`https://api.brand.test/api/auth/user/detail/${profile.uuid}`)
        expect(request.bodyText).toBeNull()
        // AMB-15: the wire's `points` is the domain's `point`.
        expect(loaded.user_credit.point).toBe(120)
      })
    )
  )

  it.effect('API-18 ENT-05 getCredit is POST /api/auth/user/getCredit/{username} with body {"balanceType":"M"}', () =>
    withFake([Answer.ok({ balance: 1234.5, balanceType: "M" })], (fake) =>
      Effect.gen(function* () {
        const users = yield* UserService
        const credit = yield* users.credit("somchai01")
        const request = fake.only()
        expect(request.method).toBe("POST")
        expect(request.path).toBe("/api/auth/user/getCredit/somchai01")
        expect(request.bodyText).toBe('{"balanceType":"M"}')
        expect(request.headers["content-type"]).toBe("application/json")
        expect(credit).toEqual({ balance: 123_450, balanceType: "M" })
      })
    )
  )

  it.effect("API-18 a path parameter is encoded as one path segment", () =>
    withFake([Answer.ok({ balance: 1, balanceType: "M" })], (fake) =>
      Effect.gen(function* () {
        const users = yield* UserService
        yield* users.credit("a/b?c")
        expect(fake.only().path).toBe("/api/auth/user/getCredit/a%2Fb%3Fc")
      })
    )
  )

  it.effect("API-31 the user setting is POST /api/auth/setting naming the player", () =>
    withFake([Answer.ok(userSetting)], (fake) =>
      Effect.gen(function* () {
        const users = yield* UserService
        expect(yield* users.setting("uuid-1")).toEqual(userSetting)
        const request = fake.only()
        expect(request.method).toBe("POST")
        expect(request.path).toBe("/api/auth/setting")
        expect(request.bodyText).toBe('{"userUuid":"uuid-1"}')
      })
    )
  )

  it.effect(
    "CHECKIN-05 API-48 #9 check-in is POST /api/auth/game/check-in with an empty body and its Idempotency-Key",
    () =>
      withFake([Answer.ok(checkInEntryOnWire(15))], (fake) =>
        Effect.gen(function* () {
          const checkIns = yield* CheckInService
          expect(yield* checkIns.checkIn("key-1")).toEqual(checkInEntry(15))
          const request = fake.only()
          expect(request.headers["idempotency-key"]).toBe("key-1")
          expect(request.method).toBe("POST")
          expect(request.path).toBe("/api/auth/game/check-in")
          expect(request.bodyText).toBeNull()
          expect(request.headers).not.toHaveProperty("content-type")
        })
      )
  )

  it.effect("API-47 CHECKIN-01 the check-in list is GET /api/auth/game/check-in", () =>
    withFake([Answer.ok([checkInEntryOnWire(13), checkInEntryOnWire(14)])], (fake) =>
      Effect.gen(function* () {
        const checkIns = yield* CheckInService
        expect(yield* checkIns.list).toHaveLength(2)
        expect(fake.only().method).toBe("GET")
        expect(fake.only().path).toBe("/api/auth/game/check-in")
      })
    )
  )

  it.effect("API-02 API-03 API-04 API-14 public settings and the configuration list by audience", () =>
    withFake(
      [
        Answer.ok({ line: { line1: { id: "@a" }, line2: { id: "b" } }, promotion: userSetting }),
        Answer.ok({ websiteStatus: "MA" }),
        Answer.ok([configurationItem("home.normal.logo", "/a.png")]),
        Answer.ok([configurationItem("home.normal.logo", "/b.png")])
      ],
      (fake) =>
        Effect.gen(function* () {
          const settings = yield* SettingsService
          yield* settings.globalSetting
          yield* settings.operation
          yield* settings.configuration("guest")
          yield* settings.configuration("player")
          expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
            "GET /api/setting",
            "GET /api/setting/operational/website",
            "GET /api/configuration",
            "GET /api/auth/configuration/list"
          ])
        })
    )
  )

  it.effect("DESIGN-04 a request body that does not match its schema fails with DecodeError and sends nothing", () =>
    withFake([], (fake) =>
      Effect.gen(function* () {
        const auth = yield* AuthService
        const error = yield* failureOf(auth.login({ username: "", password: "x" }))
        expect(error._tag).toBe("DecodeError")
        expect(fake.requests).toHaveLength(0)
      })
    )
  )
})

describe("ApiClient decoding", () => {
  it.effect("HTTP-10 the envelope {success, data, message} is read and its data returned", () =>
    withFake([Answer.json(200, { success: true, data: { websiteStatus: "MA" }, message: "done", extra: 1 })], () =>
      Effect.gen(function* () {
        expect(yield* operational).toEqual({ websiteStatus: "MA" })
      })
    )
  )

  it.effect("HTTP-11 DESIGN-04 configuration data that is not an array fails with a typed DecodeError", () =>
    withFake([Answer.ok({ key: "home.normal.logo", value: { data: { path: "/a.png" } } })], () =>
      Effect.gen(function* () {
        const settings = yield* SettingsService
        const error = yield* failureOf(settings.configuration("guest"))
        expect(error._tag).toBe("DecodeError")
        expect(error).toMatchObject({ path: "configuration" })
      })
    )
  )

  it.effect("DESIGN-04 an envelope without success fails with DecodeError", () =>
    withFake([Answer.json(200, { data: { websiteStatus: "OK" }, message: "" })], () =>
      Effect.gen(function* () {
        expect((yield* failureOf(operational))._tag).toBe("DecodeError")
      })
    )
  )

  it.effect("DESIGN-04 a 200 whose body is not JSON fails with DecodeError, not an untyped exception", () =>
    withFake([Answer.text(200, "<html>gateway</html>")], () =>
      Effect.gen(function* () {
        expect((yield* failureOf(operational))._tag).toBe("DecodeError")
      })
    )
  )

  it.effect("DESIGN-04 a 200 with an empty body fails with DecodeError", () =>
    withFake([Answer.text(200, "")], () =>
      Effect.gen(function* () {
        expect((yield* failureOf(operational))._tag).toBe("DecodeError")
      })
    )
  )
})

describe("ApiClient status mapping", () => {
  it.effect.each([
    { label: "ERR-02 401", status: 401, body: { success: false, message: "expired" } },
    { label: "ERR-03 403", status: 403, body: { success: false, message: "forbidden" } },
    {
      label: "ERR-04 AMB-02 a 500 whose body code is 500256",
      status: 500,
      body: { success: false, message: "token", code: 500256 }
    },
    {
      label: "ERR-04 AMB-02 a 200 whose body code is 500256",
      status: 200,
      body: { success: false, message: "token", code: 500256 }
    },
    {
      label: "ERR-04 AMB-02 a 200 whose body status is '500256'",
      status: 200,
      body: { success: false, message: "token", status: "500256" }
    }
  ])("$label → Unauthorized", ({ status, body }) =>
    withFake([Answer.json(status, body)], () =>
      Effect.gen(function* () {
        const error = yield* failureOf(operational)
        expect(error).toMatchObject({ _tag: "Unauthorized", status, message: body.message })
      })
    )
  )

  it.effect.each([
    { label: "ERR-05 status 600", status: 600 },
    { label: "ERR-05 status 0", status: 0 },
    { label: "ERR-05 status 99", status: 99 }
  ])("$label (outside 100-599) → Unauthorized with no status", ({ status }) =>
    withFake([Answer.json(status, { message: "odd" })], () =>
      Effect.gen(function* () {
        expect(yield* failureOf(operational)).toMatchObject({ _tag: "Unauthorized", status: null })
      })
    )
  )

  it.effect.each([
    { label: "ERR-08 408", status: 408 },
    { label: "ERR-07 503", status: 503 }
  ])("$label → Timeout carrying the status", ({ status }) =>
    withFake([Answer.json(status, { message: "slow" })], () =>
      Effect.gen(function* () {
        expect(yield* failureOf(operational)).toMatchObject({ _tag: "Timeout", status, message: "slow" })
      })
    )
  )

  it.effect.each([
    { label: "ERR-06 400", status: 400 },
    { label: "ERR-06 404", status: 404 },
    { label: "ERR-06 500", status: 500 }
  ])("ERR-11 $label → ServerError carrying status, server message and body", ({ status }) => {
    const body = { success: false, message: `server says ${status}`, data: { field: "amount" } }
    return withFake([Answer.json(status, body)], () =>
      Effect.gen(function* () {
        const error = yield* failureOf(operational)
        expect(error).toMatchObject({ _tag: "ServerError", status, message: `server says ${status}` })
        expect(error.body).toEqual(body)
      })
    )
  })

  it.effect("ERR-11 ERR-18 the server message survives an error body with a null code", () =>
    withFake([Answer.json(400, { success: false, message: "ยอดเงินไม่เพียงพอ", code: null, data: null })], () =>
      Effect.gen(function* () {
        const error = yield* failureOf(operational)
        expect(error).toMatchObject({ _tag: "ServerError", status: 400, message: "ยอดเงินไม่เพียงพอ" })
      })
    )
  )

  it.effect("ERR-04 AMB-02 body code 500256 still ends the session when another error field is null", () =>
    withFake([Answer.json(500, { success: false, message: null, code: 500256 })], () =>
      Effect.gen(function* () {
        expect(yield* failureOf(operational)).toMatchObject({ _tag: "Unauthorized", status: 500 })
      })
    )
  )

  it.effect("ERR-11 a 200 with success:false → ServerError with the server message", () =>
    withFake([Answer.json(200, { success: false, data: null, message: "ปิดปรับปรุง" })], () =>
      Effect.gen(function* () {
        expect(yield* failureOf(operational)).toMatchObject({ _tag: "ServerError", status: 200, message: "ปิดปรับปรุง" })
      })
    )
  )

  it.effect("AMB-05 ERR-05 a transport failure → NetworkError, never Unauthorized", () =>
    withFake([Answer.transportFailure("connect ECONNREFUSED")], () =>
      Effect.gen(function* () {
        const error = yield* failureOf(operational)
        expect(error._tag).toBe("NetworkError")
      })
    )
  )

  it.effect("AMB-07 ERR-12 login's 401 → ServerError with the server message, not Unauthorized", () =>
    withFake([Answer.json(401, { success: false, message: "รหัสผ่านไม่ถูกต้อง" })], () =>
      Effect.gen(function* () {
        const error = yield* failureOf(login)
        expect(error).toMatchObject({ _tag: "ServerError", status: 401, message: "รหัสผ่านไม่ถูกต้อง" })
        expect(error.body).toEqual({ success: false, message: "รหัสผ่านไม่ถูกต้อง" })
      })
    )
  )

  it.effect("AMB-07 ERR-12 login's 403 and body code 500256 → ServerError, never Unauthorized", () =>
    withFake([Answer.json(403, { message: "locked" }), Answer.json(500, { message: "x", code: 500256 })], () =>
      Effect.gen(function* () {
        expect(yield* failureOf(login)).toMatchObject({ _tag: "ServerError", status: 403, message: "locked" })
        expect(yield* failureOf(login)).toMatchObject({ _tag: "ServerError", status: 500 })
      })
    )
  )

  it.effect("ERR-12 a network failure on login surfaces as NetworkError", () =>
    withFake([Answer.transportFailure()], () =>
      Effect.gen(function* () {
        expect((yield* failureOf(login))._tag).toBe("NetworkError")
      })
    )
  )
})

describe("ApiClient timeout and interruption", () => {
  it.effect(
    "HTTP-08 CONST-01 a hung request is pending at 59,999 ms and fails with Timeout at 60,000 ms, aborting its signal",
    () =>
      withFake([Answer.hang], (fake) =>
        Effect.gen(function* () {
          expect(HTTP_TIMEOUT_MS).toBe(60_000)
          const fiber = yield* Effect.fork(operational)
          yield* fake.awaitRequests(1)
          yield* TestClock.adjust(59_999)
          expect(fiber.unsafePoll()).toBeNull()
          expect(fake.only().signal.aborted).toBe(false)
          yield* TestClock.adjust(1)
          const exit = yield* Fiber.await(fiber)
          expect(Exit.isFailure(exit)).toBe(true)
          const error = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : Option.none()
          expect(Option.map(error, errorShape).pipe(Option.getOrUndefined)).toMatchObject({
            _tag: "Timeout",
            status: null
          })
          expect(fake.only().signal.aborted).toBe(true)
        })
      )
  )

  it.effect("HTTP-08 an answer slower than 60 s is still a Timeout; one at 59 s is a success", () =>
    withFake(
      [Answer.ok({ websiteStatus: "OK" }, { delay: 59_000 }), Answer.ok({ websiteStatus: "OK" }, { delay: 61_000 })],
      (fake) =>
        Effect.gen(function* () {
          const first = yield* Effect.fork(operational)
          yield* fake.awaitRequests(1)
          yield* TestClock.adjust(59_000)
          expect(yield* Fiber.join(first)).toEqual({ websiteStatus: "OK" })
          const second = yield* Effect.fork(Effect.flip(operational))
          yield* fake.awaitRequests(2)
          yield* TestClock.adjust(60_000)
          expect((yield* Fiber.join(second))._tag).toBe("Timeout")
        })
    )
  )

  it.effect("DESIGN-06 interrupting a pending call aborts its request and exits as interrupted, not an ApiError", () =>
    withFake([Answer.hang], (fake) =>
      Effect.gen(function* () {
        const fiber = yield* Effect.fork(operational)
        yield* fake.awaitRequests(1)
        const signal = fake.only().signal
        expect(signal.aborted).toBe(false)
        const exit = yield* Fiber.interrupt(fiber)
        expect(Exit.isInterrupted(exit)).toBe(true)
        expect(Exit.isFailure(exit) ? Cause.failures(exit.cause).length : -1).toBe(0)
        expect(signal.aborted).toBe(true)
      })
    )
  )
})
