// #14 API-24: the live PasswordService's request: POST /api/auth/user/change-password/{uuid}, the
// body exactly the three members, an Idempotency-Key; a 422 is the server's refusal, not a 401.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { ApiClient } from "../../../src/services/api-client"
import { AppConfig } from "../../../src/services/app-config"
import { PasswordService } from "../../../src/services/password/password-service"
import { SessionStore } from "../../../src/services/session/session-store"
import { Answer, makeFakeHttp, type FakeAnswer } from "../../support/fake-http"
import { playerSession, testConfig } from "../../support/sessions"

const CHANGE = { oldPassword: "demo1234", newPassword: "newpass99", confirmPassword: "newpass99" }

const withService = <A, E>(
  answers: ReadonlyArray<FakeAnswer>,
  body: (fake: ReturnType<typeof makeFakeHttp>) => Effect.Effect<A, E, PasswordService>
) => {
  const fake = makeFakeHttp(answers)
  const base = Layer.mergeAll(fake.layer, AppConfig.layer(testConfig()), SessionStore.Test(playerSession))
  const api = ApiClient.layer.pipe(Layer.provideMerge(base))
  return Effect.provide(body(fake), PasswordService.layer.pipe(Layer.provideMerge(api)))
}

describe("PasswordService (#14, API-24)", () => {
  it.effect(
    "API-24 the change is POST /api/auth/user/change-password/{uuid}, body exactly the 3 members, with its Idempotency-Key",
    () =>
      withService([Answer.ok(null)], (fake) =>
        Effect.gen(function* () {
          const service = yield* PasswordService
          expect(yield* service.changePassword("uuid-1", CHANGE, "key-1")).toBeNull()
          const request = fake.only()
          expect(request.method).toBe("POST")
          expect(request.path).toBe("/api/auth/user/change-password/uuid-1")
          expect(request.headers["idempotency-key"]).toBe("key-1")
          expect(JSON.parse(request.bodyText ?? "null")).toEqual(CHANGE)
        })
      )
  )

  it.effect("API-24 #14 a wrong old password (422) is the server's refusal with its message, not a session end", () =>
    withService([Answer.json(422, { success: false, message: "รหัสผ่านเดิมไม่ถูกต้อง" })], () =>
      Effect.gen(function* () {
        const service = yield* PasswordService
        const error = yield* Effect.flip(service.changePassword("uuid-1", CHANGE, "key-1"))
        expect(error).toMatchObject({ _tag: "ServerError", status: 422, message: "รหัสผ่านเดิมไม่ถูกต้อง" })
      })
    )
  )
})
