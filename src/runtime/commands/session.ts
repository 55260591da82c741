import { Clock, Effect, Option } from "effect"
import type { ApiError } from "../../domain/errors"
import { callFailure, type CallFailure } from "../../domain/failure"
import { secondsLeft } from "../../domain/login-throttle"
import { retryAtOf } from "../../domain/login-throttle-schema"
import type { LoginCredentials, LoginResult } from "../../domain/user"
import type { AppEvent } from "../../events/schemas"
import {
  GetCurrentUser,
  LoginFail,
  LoginOnHomePageFail,
  LoginOnHomePageSuccess,
  LoginStarted,
  LoginSuccess,
  Logout,
  NoCurrentUser,
  type LoginSource
} from "../../events/session/events"
import { AuthService } from "../../services/session/auth-service"
import { SessionStore } from "../../services/session/session-store"
import { currentState, dispatch, answerHeard } from "./dispatch"
import { loadConfiguration } from "./configuration"
import { loadPlayerData } from "./player"
import { loadPublicData } from "./site"

/** Restores a stored session (getCurrentUser) or records that there is none (AUTH-01, AUTH-02). */
export const restoreSession = Effect.gen(function* () {
  const session = yield* SessionStore
  const stored = yield* session.restore
  yield* Option.match(stored, {
    onNone: () => dispatch(NoCurrentUser.make({})),
    onSome: ({ user }) => dispatch(GetCurrentUser.make({ user }))
  })
  return Option.isSome(stored)
})

/**
 * Why a login failed. Login never ends a session (its 401 is the player's wrong password, AMB-07,
 * and reaches here as the server's refusal); an abort is reported as no answer.
 */
const loginFailure = (error: ApiError): CallFailure =>
  error._tag === "Aborted" ? { _tag: "NetworkError", status: null, message: error.message } : callFailure(error)

/**
 * Logs in (AUTH-06..AUTH-09). The token goes to the session store only; the event carries the user.
 * A rejection is LoginFail with the server's message, never a session timeout (AMB-07). While one
 * login is in flight another does nothing and answers false (a press queued on another form while
 * the runtime was loading, for one): the credentials go once.
 */
export const login = (credentials: LoginCredentials, source: LoginSource = "login-page") =>
  Effect.gen(function* () {
    const { auth: current } = yield* currentState
    // Throttled by the server: nothing is sent until the lock is over (the form counts down).
    if (current.loading || secondsLeft(current.lockedUntil, yield* Clock.currentTimeMillis) > 0) return false
    const auth = yield* AuthService
    yield* dispatch(LoginStarted.make({ source }))
    const result = yield* Effect.either(auth.login(credentials))
    if (result._tag === "Left") {
      // One event: the form shows its message, and the last error and the network flag follow from it.
      const failure = loginFailure(result.left)
      const error = result.left
      const retryAt =
        error._tag === "ServerError" ? retryAtOf(error.status, error.body, yield* Clock.currentTimeMillis) : undefined
      yield* dispatch(
        source === "home-page" ? LoginOnHomePageFail.make({ failure, retryAt }) : LoginFail.make({ failure, retryAt })
      )
      return false
    }
    yield* answerHeard
    const { user } = result.right
    yield* beginSession(
      result.right,
      source === "home-page" ? LoginOnHomePageSuccess.make({ user }) : LoginSuccess.make({ user })
    )
    return true
  })

/**
 * A session the server just granted (a login, a registration): the token to the session store
 * only, the event with the user, then the player's data.
 */
export const beginSession = (result: LoginResult, started: AppEvent) =>
  Effect.gen(function* () {
    const session = yield* SessionStore
    yield* session.save(result)
    yield* dispatch(started)
    yield* Effect.all([loadPlayerData, loadConfiguration], { concurrency: "unbounded", discard: true })
  })

/**
 * Tells the server the session is over, so its token stops working (#9): best effort, in a fiber of
 * its own that nobody waits for. Whatever becomes of it, the local logout has already happened.
 */
const revokeOnServer = (token: string) =>
  Effect.flatMap(AuthService, (auth) =>
    Effect.forkDaemon(auth.logout(token).pipe(Effect.catchAllCause(() => Effect.void)))
  )

/** Logs out: the stored session goes, every slice resets, and the public data loads again (AUTH-11). */
export const logout = Effect.gen(function* () {
  const session = yield* SessionStore
  const token = yield* session.token
  yield* session.clear
  if (Option.isSome(token)) yield* revokeOnServer(token.value)
  yield* dispatch(Logout.make({}))
  yield* loadPublicData
})
