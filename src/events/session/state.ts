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
  error: Schema.NullOr(Schema.String)
})
export type AuthState = typeof AuthStateSchema.Type
