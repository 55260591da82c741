import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { MoneyFromBaht } from "../../domain/money-schema"
import { writeStatusFields } from "../once-only-write-schema"
import { remoteData } from "../remote-data-schema"

/** The `checkIn` slice: this month's list, today's reward and the popup. */
export const CheckInStateSchema = Schema.Struct({
  list: remoteData(Schema.Array(CheckInEntry)),
  doneToday: Schema.Boolean,
  value: Schema.NullOr(MoneyFromBaht),
  tomorrowValue: Schema.NullOr(MoneyFromBaht),
  dismissed: Schema.Boolean,
  /** The check-in's write (money.md): its phase, its pending key, the player's message. */
  ...writeStatusFields({})
})
export type CheckInState = typeof CheckInStateSchema.Type
