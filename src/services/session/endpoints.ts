import { LoginCredentials, LoginResult } from "../../domain/user-schema"
import { endpoint, NoParams } from "../contract"

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
  })
}
