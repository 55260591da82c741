import { Schema } from "effect"
import { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { remoteData } from "../remote-data-schema"
import { WritePhase } from "../once-only-write-schema"

// The `winlost` slice (STORE-01, ENT-17, STORE-07): the spec starts it, and resets it, as an empty
// object, so every member is optional and the selectors read an absent one as its starting value.
// The payout's write record (once-only-write.ts: phase, pending, error) is three of those members.

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

export const WinlostStateSchema = Schema.Struct({
  report: optional(remoteData(WinlostReport)),
  log: optional(remoteData(Schema.Array(WinlostLogEntry))),
  /** Where a payout is (one at a time, whichever button); absent or null: none open. */
  phase: optional(Schema.NullOr(WritePhase)),
  /** The payout whose outcome is not known yet: a resend to the same destination reuses its key. */
  pending: optional(
    Schema.NullOr(Schema.Struct({ key: Schema.String, destination: Schema.Literal("balance", "bank") }))
  ),
  /** The server's refusal (Thai), or the offline note. */
  error: optional(Schema.NullOr(Schema.String)),
  /** The payout made from this screen (or learnt by reading back): 'รับยอดเสียสำเร็จ'. */
  payout: optional(Schema.NullOr(WinlostPayout))
})
export type WinlostState = typeof WinlostStateSchema.Type
