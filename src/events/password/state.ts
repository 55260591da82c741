import { Schema } from "effect"

// The `security` slice (#14: the spec lists no slice for the password change, OPEN-10): where a
// change is, never what was typed. Its key avoids the word "password", which the log export's
// redaction drops with its value (events/log/redact.ts). Its start is in initial.ts (no Schema on
// first paint).

export const SecurityStateSchema = Schema.Struct({
  /** A change is on its way: another press sends nothing. */
  sending: Schema.Boolean,
  /** The Idempotency-Key of a change whose outcome is not known; 'ลองอีกครั้ง' reuses it. */
  pendingKey: Schema.NullOr(Schema.String),
  outcome: Schema.Literal("idle", "changed", "refused", "unsure"),
  /** The refusal's (or the offline note's) Thai text. */
  message: Schema.NullOr(Schema.String)
})
export type SecurityState = typeof SecurityStateSchema.Type
