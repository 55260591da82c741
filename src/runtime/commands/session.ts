import { Effect, Option } from "effect"
import { playerMessage } from "../../domain/error-text"
import type { LoginCredentials } from "../../domain/user"
import {
  GetCurrentUser,
  LoginFail,
  LoginOnHomePageFail,
  LoginOnHomePageSuccess,
  LoginStarted,
  LoginSuccess,
  Logout,
  NoCurrentUser
} from "../../events/auth-events"
import type { LoginSource } from "../../events/auth-events"
import { AuthService } from "../../services/auth-service"
import { SessionStore } from "../../services/session-store"
import { currentState, dispatch } from "./dispatch"
import { loadConfiguration, loadPublicData } from "./public-data"
import { loadPlayerData } from "./player-data"
import { reportFailure } from "./report-failure"

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
 * Logs in (AUTH-06..AUTH-09). The token goes to the session store only; the event carries the user.
 * A rejection is LoginFail with the server's message, never a session timeout (AMB-07). While one
 * login is in flight another does nothing and answers false (a press queued on another form while
 * the runtime was loading, for one): the credentials go once.
 */
export const login = (credentials: LoginCredentials, source: typeof LoginSource.Type = "login-page") =>
  Effect.gen(function* () {
    if ((yield* currentState).auth.loading) return false
    const auth = yield* AuthService
    const session = yield* SessionStore
    yield* dispatch(LoginStarted.make({ source }))
    const result = yield* Effect.either(auth.login(credentials))
    if (result._tag === "Left") {
      const message = playerMessage(result.left)
      if (result.left._tag !== "ServerError") yield* reportFailure(result.left)
      yield* dispatch(source === "home-page" ? LoginOnHomePageFail.make({ message }) : LoginFail.make({ message }))
      return false
    }
    yield* session.save(result.right)
    const { user } = result.right
    yield* dispatch(source === "home-page" ? LoginOnHomePageSuccess.make({ user }) : LoginSuccess.make({ user }))
    yield* Effect.all([loadPlayerData, loadConfiguration], { concurrency: "unbounded", discard: true })
    return true
  })

/** Logs out: the stored session goes, every slice resets, and the public data loads again (AUTH-11). */
export const logout = Effect.gen(function* () {
  const session = yield* SessionStore
  yield* session.clear
  yield* dispatch(Logout.make({}))
  yield* loadPublicData
})
