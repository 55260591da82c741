import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { CurrentUser } from "../../domain/user-schema"

// Session events of spec §4. None carries a token or a password: the session store keeps the token.

/** A stored session was found at start (spec: getCurrentUser). */
export const GetCurrentUser = Schema.TaggedStruct("GetCurrentUser", { user: CurrentUser })
/** No usable stored session at start (spec: noCurrentUser). */
export const NoCurrentUser = Schema.TaggedStruct("NoCurrentUser", {})

export const LoginSource = Schema.Literal("login-page", "home-page")
export type LoginSource = typeof LoginSource.Type
export const LoginStarted = Schema.TaggedStruct("LoginStarted", { source: LoginSource })
export const LoginSuccess = Schema.TaggedStruct("LoginSuccess", { user: CurrentUser })
/**
 * The server throttles wrong passwords (429): the epoch ms from which a login may be tried again,
 * computed by the command from the answer's retryAfterSeconds and its clock (the reducer reads none).
 * Optional, so logs written before it still decode.
 */
const retryAt = Schema.optional(Schema.Number)

/** The server refused the login (its message is shown as sent), or the login found no answer. */
export const LoginFail = Schema.TaggedStruct("LoginFail", { failure: CallFailure, retryAt })
export const LoginOnHomePageSuccess = Schema.TaggedStruct("LoginOnHomePageSuccess", { user: CurrentUser })
export const LoginOnHomePageFail = Schema.TaggedStruct("LoginOnHomePageFail", { failure: CallFailure, retryAt })

/** The server said the session is over (ERR-02..ERR-05). */
export const SessionTimeout = Schema.TaggedStruct("SessionTimeout", {})
/** The player logged out: every slice returns to its initial value (STORE-04). */
export const Logout = Schema.TaggedStruct("Logout", {})

export const SessionEvent = Schema.Union(
  GetCurrentUser,
  NoCurrentUser,
  LoginStarted,
  LoginSuccess,
  LoginFail,
  LoginOnHomePageSuccess,
  LoginOnHomePageFail,
  SessionTimeout,
  Logout
)
