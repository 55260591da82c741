import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { MoneyFromBaht } from "../../domain/money-schema"
import { remoteData } from "../remote-data-schema"

/** Fields added with lost-answer reconciliation (#9): logs written before them decode with defaults. */
const flag = Schema.optionalWith(Schema.Boolean, { default: () => false, exact: true })
const verification = {
  /** The Idempotency-Key of a check-in whose outcome is not known yet; a resend reuses it. */
  pendingKey: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null, exact: true }),
  /** The outcome of a check-in is being read from the list ('กำลังตรวจสอบรายการ…'). */
  verifying: flag,
  /** The outcome could not be read: the player may ask again ('ตรวจสอบอีกครั้ง'). */
  unverified: flag,
  /** The list showed the unsure check-in did not happen: the player may press again (same key). */
  notDone: flag
}

/** The `checkIn` slice: this month's list, today's reward and the popup. */
export const CheckInStateSchema = Schema.Struct({
  list: remoteData(Schema.Array(CheckInEntry)),
  doneToday: Schema.Boolean,
  value: Schema.NullOr(MoneyFromBaht),
  tomorrowValue: Schema.NullOr(MoneyFromBaht),
  submitting: Schema.Boolean,
  error: Schema.NullOr(Schema.String),
  dismissed: Schema.Boolean,
  ...verification
})
export type CheckInState = typeof CheckInStateSchema.Type
