import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { AccountService } from "../../../src/services/account/account-service"
import { ApiClient } from "../../../src/services/api-client"
import { AppConfig } from "../../../src/services/app-config"
import { SessionStore } from "../../../src/services/session/session-store"
import { Answer, makeFakeHttp, type FakeAnswer, type FakeHttp } from "../../support/fake-http"
import { playerSession, testConfig } from "../../support/sessions"
import { configurationItem, player } from "../events/fixtures"

// The account's contract rows on the wire (#14, DESIGN-03): method, path and body of API-15,
// API-17 and API-25, and their answers decoded.

const withFake = <A, E>(
  answers: ReadonlyArray<FakeAnswer>,
  body: (fake: FakeHttp) => Effect.Effect<A, E, AccountService>
) => {
  const fake = makeFakeHttp(answers)
  const base = Layer.mergeAll(fake.layer, AppConfig.layer(testConfig()), SessionStore.Test(playerSession))
  const api = ApiClient.layer.pipe(Layer.provideMerge(base))
  return Effect.provide(body(fake), AccountService.layer.pipe(Layer.provide(api)))
}

const UUID = "5b0f6c1e-0000-4000-8000-000000000001"

describe("AccountService on the wire (#14)", () => {
  it.effect("API-17 the user record is GET /api/auth/user/{uuid} with no body", () =>
    withFake([Answer.ok(player)], (fake) =>
      Effect.gen(function* () {
        const account = yield* AccountService
        const user = yield* account.userRecord(UUID)
        const request = fake.only()
        expect(request.method).toBe("GET")
        expect(request.path).toBe(`/api/auth/user/${UUID}`)
        expect(request.bodyText).toBeNull()
        expect(user.user_pass.username).toBe(player.user_pass.username)
      })
    )
  )

  it.effect("API-25 the level data is GET /api/auth/user/level/{uuid}, its deposits decoded to satang", () =>
    withFake([Answer.ok({ level: 1, criteria: "cumulative", deposits: 1_700.5 })], (fake) =>
      Effect.gen(function* () {
        const account = yield* AccountService
        const level = yield* account.userLevel(UUID)
        const request = fake.only()
        expect(request.method).toBe("GET")
        expect(request.path).toBe(`/api/auth/user/level/${UUID}`)
        expect(level).toEqual({ level: 1, criteria: "cumulative", deposits: 170_050 })
      })
    )
  )

  it.effect("API-15 one configuration entry is GET /api/auth/configuration/key?key=home.normal.logo", () =>
    withFake([Answer.ok(configurationItem("home.normal.logo", "/logo.png"))], (fake) =>
      Effect.gen(function* () {
        const account = yield* AccountService
        const item = yield* account.configurationEntry("home.normal.logo")
        const request = fake.only()
        expect(request.method).toBe("GET")
        expect(request.url).toBe("https://api.brand.test/api/auth/configuration/key?key=home.normal.logo")
        expect(item.value.data.path).toBe("/logo.png")
      })
    )
  )

  it.effect("API-25 an answer with a float amount fails to decode instead of reaching the dialog", () =>
    withFake([Answer.ok({ level: 1, criteria: "cumulative", deposits: 0.001 })], () =>
      Effect.gen(function* () {
        const account = yield* AccountService
        const error = yield* Effect.flip(account.userLevel(UUID))
        expect(error._tag).toBe("DecodeError")
      })
    )
  )
})
