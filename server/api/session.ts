import { currentUserOf } from "../../src/domain/demo/accounts"
import { sessionEndpoints } from "../../src/services/session/endpoints"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// Login by username or phone (AUTH-06..AUTH-09): the token is the server's, the user record the
// demo account's. Logout (#9) revokes the caller's token: every later call with it is a 401, and
// its socket connections end.

export const sessionRoutes: ReadonlyArray<Route> = [
  route(sessionEndpoints.login, ({ body, state }) => {
    const account = state.authenticate(body.username, body.password)
    if (account === undefined) return new HttpFailure(401, MESSAGES.wrongCredentials)
    return { token: state.issueToken(account), user: currentUserOf(account.seed) }
  }),
  route(sessionEndpoints.logout, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    if (ctx.token === null || !ctx.state.revokeToken(ctx.token)) return new HttpFailure(401, MESSAGES.sessionExpired)
    return null
  })
]
