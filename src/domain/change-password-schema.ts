import { Schema } from "effect"

/**
 * API-24's body, exactly `{ oldPassword, newPassword, confirmPassword }`: a body with any other
 * member is refused by the reference API (a 400), so no client drifts into sending more.
 */
export const ChangePasswordRequest = Schema.Struct({
  oldPassword: Schema.String,
  newPassword: Schema.String,
  confirmPassword: Schema.String
}).annotations({ parseOptions: { onExcessProperty: "error" } })
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type
