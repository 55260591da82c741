import { Schema } from "effect"
import { FlipCardLogs, FlipCardPlay } from "../../domain/flip-card-schema"
import { remoteData } from "../remote-data-schema"
import { WritePhase } from "../once-only-write-schema"

// The `flipCard` slice: the spec starts it as an empty object, so every member is optional.

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

export const FlipCardStateSchema = Schema.Struct({
  logs: optional(remoteData(FlipCardLogs)),
  /** Where a play's outcome is (absent or null: none open). */
  phase: optional(Schema.NullOr(WritePhase)),
  /** The picked card while its play is in flight or unsure. */
  picked: optional(Schema.NullOr(Schema.Number)),
  /** A play whose outcome is not known: its key (reused by a resend) and the plays left at its press. */
  pending: optional(Schema.NullOr(Schema.Struct({ key: Schema.String, playsLeft: Schema.Number }))),
  error: optional(Schema.NullOr(Schema.String)),
  /** The play the row shows face up until 'เล่นอีกครั้ง'. */
  play: optional(Schema.NullOr(FlipCardPlay))
})
export type FlipCardState = typeof FlipCardStateSchema.Type
