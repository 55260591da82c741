import { currentUserOf } from "../../src/domain/demo/accounts"
import type { LoginCredentials, LoginResult } from "../../src/domain/user-schema"
import { sessionEndpoints } from "../../src/services/session/endpoints"
import { areaMemory } from "../area-memory"
import type { ServerState } from "../state"
import { LoginThrottle, throttleKeys } from "./login-throttle"
import { MESSAGES } from "./messages"
import { OneAtATime } from "./one-at-a-time"
import { retryAfter, retryLater } from "./retry-later"
import { asyncRoute, HttpFailure, route, signedIn, type Route, type RouteContext } from "./route"

// Login by username or phone (AUTH-06..AUTH-09): the token is the server's, the user record the
// demo account's; wrong passwords are throttled per (player, address), per address and per player
// (login-throttle.ts), the player named by username or phone alike. The password is hashed off the
// event loop, one login at a time (#31: one-at-a-time.ts, password-hash.ts).
// Logout (#9) revokes the caller's token: every later call with it is a 401, and its socket
// connections end.

/** Each server's throttle; /__dev/reset lifts every one (a new memory per reset). */
const throttles = areaMemory((state) => new LoginThrottle(state.now))

/**
 * Logins running or waiting for their turn, at most: a hash is about 100 ms, so a full queue is a
 * few seconds of logins. One more is told to try again shortly (a 429 the login form counts down).
 */
const MAX_QUEUED_LOGINS = 64
const LOGIN_BUSY_SECONDS = 5
const LOGIN_BUSY = "มีผู้เข้าสู่ระบบพร้อมกันจำนวนมาก กรุณาลองใหม่ในอีกสักครู่"

const loginBusy = (): HttpFailure => retryAfter(LOGIN_BUSY_SECONDS, LOGIN_BUSY)

/** Each server's logins, one at a time (one-at-a-time.ts says why). */
const loginQueues = new WeakMap<ServerState, OneAtATime>()
const loginQueueOf = (state: ServerState): OneAtATime => {
  const queue = loginQueues.get(state) ?? new OneAtATime(MAX_QUEUED_LOGINS)
  loginQueues.set(state, queue)
  return queue
}

/** Logins running or waiting on this server (its tests wait for them to be there). */
export const loginsQueued = (state: ServerState): number => loginQueueOf(state).size

const login = async ({
  body,
  state,
  clientAddress
}: RouteContext<never, LoginCredentials>): Promise<LoginResult | HttpFailure> => {
  // Counted under the account's username whether its username or its phone was typed (#31).
  const keys = throttleKeys(state.accountOfLogin(body.username)?.seed.username ?? body.username, clientAddress)
  const wait = throttles.of(state).retryAfterSeconds(keys)
  if (wait > 0) return retryLater(wait)
  const account = await state.authenticate(body.username, body.password)
  return state.write(() => {
    // The site may have closed while the login waited its turn (the 503 every write gets then).
    if (state.websiteStatus === "MA") return new HttpFailure(503, MESSAGES.maintenance)
    // Read again after the wait: a reset meanwhile gave the server a new throttle.
    const throttle = throttles.of(state)
    if (account === undefined) {
      throttle.fail(keys)
      return new HttpFailure(401, MESSAGES.wrongCredentials)
    }
    throttle.succeed(keys)
    return { token: state.issueToken(account), user: currentUserOf(account.seed, account.point) }
  })
}

export const sessionRoutes: ReadonlyArray<Route> = [
  // The password is hashed off the event loop: other players' calls are answered meanwhile (#31).
  asyncRoute(
    sessionEndpoints.login,
    (ctx) => loginQueueOf(ctx.state).run(() => login(ctx)) ?? Promise.resolve(loginBusy())
  ),
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
