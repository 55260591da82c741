import { Context, Effect, Layer } from "effect"
import type { ApiError } from "../../domain/errors"
import type { LoginCredentials, LoginResult } from "../../domain/user"
import { ApiClient } from "../api-client"
import { scriptedMethods, type CallObserver } from "../scripted"
import { sessionEndpoints } from "./endpoints"

export interface AuthServiceShape {
  /** POST /api/auth/login (API-01): a rejection carries the server's message (ERR-12). */
  readonly login: (credentials: LoginCredentials) => Effect.Effect<LoginResult, ApiError>
  /** POST /api/auth/logout with the ending session's token: the server revokes it (#9). */
  readonly logout: (token: string) => Effect.Effect<null, ApiError>
}

export class AuthService extends Context.Tag("app/AuthService")<AuthService, AuthServiceShape>() {
  static readonly layer = Layer.effect(
    AuthService,
    Effect.map(ApiClient, (api) => ({
      login: (credentials) => api.call(sessionEndpoints.login, { params: {}, body: credentials }),
      logout: (token) => api.call(sessionEndpoints.logout, { params: {}, body: undefined, token })
    }))
  )

  static readonly Test = (impl: Partial<AuthServiceShape>, observe?: CallObserver) => {
    const method = scriptedMethods<AuthServiceShape>("AuthService", observe)
    return Layer.succeed(AuthService, {
      login: method.fn("login", impl.login),
      logout: method.fn("logout", impl.logout)
    })
  }
}
