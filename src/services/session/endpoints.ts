import { Schema } from "effect"
import { LoginCredentials, LoginResult } from "../../domain/user-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The session's calls (API-01). */
export const sessionEndpoints = {
  login: endpoint({
    name: "login",
    method: "POST",
    path: "/api/auth/login",
    body: LoginCredentials,
    params: NoParams,
    data: LoginResult,
    sessionBound: false
  }),
  /**
   * Ends the session on the server (#9): the token is revoked, so a later call with it is a 401.
   * Sent with no body, as check-in; answers `data: null`. Best effort for the app: it forgets the
   * session locally whatever the answer, and never waits for it.
   */
  logout: endpoint({
    name: "logout",
    method: "POST",
    path: "/api/auth/logout",
    params: NoParams,
    body: NoBody,
    data: Schema.Null
  })
}
