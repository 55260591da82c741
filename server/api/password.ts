import { CHANGE_PASSWORD_ANSWERS, changePasswordProblems, firstProblemField } from "../../src/domain/change-password"
import { passwordEndpoints } from "../../src/services/password/endpoints"
import { areaMemory } from "../area-memory"
import { LoginThrottle, throttleKeys } from "./login-throttle"
import { MESSAGES } from "./messages"
import { retryLater } from "./retry-later"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The password change (#14, API-24). The rules are the form's (src/domain/change-password.ts),
// checked again here; a wrong old password is a 422 refusal with its Thai message, never a 401 (the
// client ends a session on a 401, and this session must stay). Wrong old passwords are throttled as
// the login's are (login-throttle.ts, a memory of its own: 5 within 15 minutes per player and per
// address, then 429), so a session left open cannot be used to guess the password. On success the
// password changes in the server's state (a reset restores the seed's) and every other session of
// the player ends (their next call is a 401, their sockets close); this one stays. An idempotent
// write: a resend with the same key gets the first answer and changes nothing.

/** The status of a refusal the player reads (a rule, a wrong old password): not session-ending. */
export const CHANGE_PASSWORD_REFUSED = 422

/** Each server's throttle of wrong old passwords; /__dev/reset lifts it (a new memory per reset). */
const throttles = areaMemory((state) => new LoginThrottle(state.now))

export const passwordRoutes: ReadonlyArray<Route> = [
  route(
    passwordEndpoints.changePassword,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (ctx.param("uuid") !== account.seed.uuid) return new HttpFailure(403, MESSAGES.forbidden)
      const throttle = throttles.of(ctx.state)
      const keys = throttleKeys(account.seed.username, ctx.clientAddress)
      const wait = throttle.retryAfterSeconds(keys)
      if (wait > 0) return retryLater(wait)
      const problems = changePasswordProblems(ctx.body)
      const broken = firstProblemField(problems)
      if (broken !== null) return new HttpFailure(CHANGE_PASSWORD_REFUSED, problems[broken] ?? MESSAGES.invalidBody)
      if (!ctx.state.passwordMatches(account, ctx.body.oldPassword)) {
        throttle.fail(keys)
        return new HttpFailure(CHANGE_PASSWORD_REFUSED, CHANGE_PASSWORD_ANSWERS.wrongOld)
      }
      throttle.succeed(keys)
      ctx.state.changePassword(account, ctx.body.newPassword)
      ctx.state.revokeOtherTokens(account.seed.username, ctx.token)
      return null
    },
    { idempotent: true }
  )
]
