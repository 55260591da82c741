import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { remoteData } from "../remote-data-schema"

/** The `checkIn` slice: this month's list, today's reward and the popup. */
export const CheckInStateSchema = Schema.Struct({
  list: remoteData(Schema.Array(CheckInEntry)),
  doneToday: Schema.Boolean,
  value: Schema.NullOr(Schema.Number),
  tomorrowValue: Schema.NullOr(Schema.Number),
  submitting: Schema.Boolean,
  error: Schema.NullOr(Schema.String),
  dismissed: Schema.Boolean
})
export type CheckInState = typeof CheckInStateSchema.Type
