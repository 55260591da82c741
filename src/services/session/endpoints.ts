import { LoginCredentials, LoginResult } from "../../domain/user-schema"
import { Schema } from "effect"
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
   * Ends the session on the server: its token stops working (#9). Best effort: the app forgets the
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
