// The wire format of a check-in entry; the rules about it are in check-in.ts.
import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

/** One daily check-in entry (ENT-10). */
export const CheckInEntry = Schema.Struct({
  json: Schema.Struct({ day: Schema.Number }),
  value: MoneyFromBaht,
  tomorrowValue: MoneyFromBaht,
  gameLog: Schema.Struct({ id: Schema.Union(Schema.String, Schema.Number) }),
  gameValue: Schema.Number,
  gameValueTomorrow: Schema.Number
})
export type CheckInEntry = typeof CheckInEntry.Type

/**
 * What this device remembers of the check-in popup (#15): per player (username), the Bangkok day
 * (bangkokDayKey) it was last closed or done on, so it shows once a day. Versioned.
 */
export const StoredCheckInSeen = Schema.Struct({
  version: Schema.Literal(1),
  seen: Schema.Record({ key: Schema.String, value: Schema.String })
})
