import { Context, Effect, Layer } from "effect"
import type { ChangePasswordRequest } from "../../domain/change-password-schema"
import type { ApiError } from "../../domain/errors"
import { ApiClient } from "../api-client"
import { lazyEndpoints } from "../lazy-endpoints"
import { scriptedMethods, type CallObserver } from "../scripted"

/** The password change's contract row, loaded with the first call (only its screen calls it). */
const endpoints = lazyEndpoints(() => import("./endpoints").then((module) => module.passwordEndpoints))

export interface PasswordServiceShape {
  /** API-24 with its Idempotency-Key; the passwords travel in the body only, never in the path. */
  readonly changePassword: (
    uuid: string,
    request: ChangePasswordRequest,
    idempotencyKey: string
  ) => Effect.Effect<null, ApiError>
}

export class PasswordService extends Context.Tag("app/PasswordService")<PasswordService, PasswordServiceShape>() {
  static readonly layer = Layer.effect(
    PasswordService,
    Effect.map(ApiClient, (api) => ({
      changePassword: (uuid, request, idempotencyKey) =>
        Effect.flatMap(endpoints, (rows) =>
          api.call(rows.changePassword, { params: { uuid }, body: request, idempotencyKey })
        )
    }))
  )

  static readonly Test = (impl: Partial<PasswordServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<PasswordServiceShape>("PasswordService", observe)
    return Layer.succeed(PasswordService, { changePassword: method.fn("changePassword", impl.changePassword) })
  }
}
