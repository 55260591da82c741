import { Schema } from "effect"
import { CurrentUser } from "../../domain/user-schema"

/** The session as a state machine: a SessionTimeout while Anonymous changes nothing. */
export const SessionSchema = Schema.Union(
  Schema.TaggedStruct("Anonymous", {}),
  Schema.TaggedStruct("Authenticated", { currentUser: CurrentUser }),
  Schema.TaggedStruct("Expired", {})
)
export type Session = typeof SessionSchema.Type

/** The `auth` slice: the session, and the login in flight or its refusal. */
export const AuthStateSchema = Schema.Struct({
  session: SessionSchema,
  loading: Schema.Boolean,
  error: Schema.NullOr(Schema.String),
  /** Too many wrong passwords: no login before this epoch ms (the server's throttle). Logs written before it decode as null. */
  lockedUntil: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null, exact: true })
})
export type AuthState = typeof AuthStateSchema.Type
