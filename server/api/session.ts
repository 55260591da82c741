import { currentUserOf } from "../../src/domain/demo/accounts"
import { sessionEndpoints } from "../../src/services/session/endpoints"
import { areaMemory } from "../area-memory"
import { LoginThrottle, throttleKeys } from "./login-throttle"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// Login by username or phone (AUTH-06..AUTH-09): the token is the server's, the user record the
// demo account's; wrong passwords are throttled per identifier and per address (login-throttle.ts).
// Logout (#9) revokes the caller's token: every later call with it is a 401, and its socket
// connections end.

/** Each server's throttle; /__dev/reset lifts every one (a new memory per reset). */
const throttles = areaMemory((state) => new LoginThrottle(state.now))

/** 429 with the wait in whole minutes for the player, in seconds for the client and Retry-After. */
const tooManyAttempts = (seconds: number): HttpFailure =>
  new HttpFailure(429, `ลองใหม่ในอีก ${Math.ceil(seconds / 60)} นาที`, undefined, {
    fields: { retryAfterSeconds: seconds },
    headers: { "Retry-After": String(seconds) }
  })

export const sessionRoutes: ReadonlyArray<Route> = [
  route(sessionEndpoints.login, ({ body, state, clientAddress }) => {
    const throttle = throttles.of(state)
    const keys = throttleKeys(body.username, clientAddress)
    const wait = throttle.retryAfterSeconds(keys)
    if (wait > 0) return tooManyAttempts(wait)
    const account = state.authenticate(body.username, body.password)
    if (account === undefined) {
      throttle.fail(keys)
      return new HttpFailure(401, MESSAGES.wrongCredentials)
    }
    throttle.succeed(keys)
    return { token: state.issueToken(account), user: currentUserOf(account.seed, account.point) }
  }),
  // Open in maintenance (#31): ending a session only takes a right away.
  route(
    sessionEndpoints.logout,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (ctx.token === null || !ctx.state.revokeToken(ctx.token)) return new HttpFailure(401, MESSAGES.sessionExpired)
      return null
    },
    { openInMaintenance: true }
  )
]
