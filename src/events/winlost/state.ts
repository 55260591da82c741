import { Schema } from "effect"
import { WinlostLogEntry, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { remoteData } from "../remote-data-schema"

// The `winlost` slice (STORE-01, ENT-17, STORE-07): the spec starts it, and resets it, as an empty
// object, so every member is optional and the selectors read an absent one as its starting value.

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

export const WinlostStateSchema = Schema.Struct({
  report: optional(remoteData(WinlostReport)),
  log: optional(remoteData(Schema.Array(WinlostLogEntry))),
  /** A payout on its way (one at a time, whichever button). */
  submitting: optional(Schema.Boolean),
  /** The payout whose outcome is not known yet: a resend to the same destination reuses its key. */
  pending: optional(
    Schema.NullOr(Schema.Struct({ key: Schema.String, destination: Schema.Literal("balance", "bank") }))
  ),
  /** An unsure payout's outcome is being read from the report ('กำลังตรวจสอบรายการ…'). */
  verifying: optional(Schema.Boolean),
  /** It could not be read: 'ตรวจสอบอีกครั้ง'. */
  unverified: optional(Schema.Boolean),
  /** The report showed the unsure payout did not happen: the player may press again. */
  notDone: optional(Schema.Boolean),
  /** The server's refusal (Thai). */
  error: optional(Schema.NullOr(Schema.String)),
  /** The payout made from this screen (or learnt by reading back): 'รับยอดเสียสำเร็จ'. */
  payout: optional(Schema.NullOr(WinlostPayout))
})
export type WinlostState = typeof WinlostStateSchema.Type
