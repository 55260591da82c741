import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../domain/errors"
import type { LoginCredentials, LoginResult } from "../domain/user"
import { ApiClient } from "./api-client"
import { Api } from "./contract"
import { unscripted } from "./unscripted"

export interface AuthServiceShape {
  /** POST /api/auth/login (API-01): a rejection carries the server's message (ERR-12). */
  readonly login: (credentials: LoginCredentials) => Effect.Effect<LoginResult, ApiError>
}

export class AuthService extends Context.Tag("app/AuthService")<AuthService, AuthServiceShape>() {
  static readonly layer = Layer.effect(
    AuthService,
    Effect.map(ApiClient, (api) => ({
      login: (credentials) => api.call(Api.login, { params: {}, body: credentials })
    }))
  )

  static readonly Test = (impl: Partial<AuthServiceShape>) =>
    Layer.succeed(AuthService, { login: impl.login ?? unscripted("AuthService.login") })
}
