// The wire and storage format of the user records; the rules about them are in user.ts.
import { Schema } from "effect"

/** The current user record, stored locally and read at start (ENT-01). */
export const CurrentUser = Schema.Struct({
  name: Schema.String,
  phone: Schema.String,
  level: Schema.Number,
  user_pass: Schema.Struct({ username: Schema.String }),
  user_bank: Schema.Struct({ bankName: Schema.String, bankId: Schema.String }),
  user_credit: Schema.Struct({ point: Schema.Number }),
  profile: Schema.optional(Schema.Struct({ uuid: Schema.optional(Schema.String) }))
})
export type CurrentUser = typeof CurrentUser.Type

/** The user profile (ENT-04). The server's `points` becomes the domain's `point` (AMB-15). */
export const UserProfile = Schema.Struct({
  uuid: Schema.String,
  user_pass: Schema.Struct({ username: Schema.String }),
  user_bank: Schema.Struct({ uuid: Schema.String, bankId: Schema.String, bankName: Schema.String }),
  user_address: Schema.NullOr(Schema.Unknown),
  user_credit: Schema.Struct({
    point: Schema.propertySignature(Schema.Number).pipe(Schema.fromKey("points")),
    level: Schema.Number
  })
})
export type UserProfile = typeof UserProfile.Type

/** What the login form sends (OPEN-38): an identifier (username or phone) and the password. */
export const LoginCredentials = Schema.Struct({
  username: Schema.String.pipe(Schema.minLength(1)),
  password: Schema.String.pipe(Schema.minLength(1))
})
export type LoginCredentials = typeof LoginCredentials.Type

/** A successful login: the bearer token (kept only by the session store) and the user record. */
export const LoginResult = Schema.Struct({ token: Schema.String, user: CurrentUser })
export type LoginResult = typeof LoginResult.Type
