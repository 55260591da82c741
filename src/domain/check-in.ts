import { Schema } from "effect"
import { TIME_ZONE } from "./constants"

/** One daily check-in entry (ENT-10). */
export const CheckInEntry = Schema.Struct({
  json: Schema.Struct({ day: Schema.Number }),
  value: Schema.Number,
  tomorrowValue: Schema.Number,
  gameLog: Schema.Struct({ id: Schema.Union(Schema.String, Schema.Number) }),
  gameValue: Schema.Number,
  gameValueTomorrow: Schema.Number
})
export type CheckInEntry = typeof CheckInEntry.Type

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, day: "numeric" })

/** Today's day of month in Asia/Bangkok (AMB-18); the caller reads the clock, not the reducer. */
export const bangkokDayOfMonth = (epochMillis: number): number => Number(dayFormat.format(new Date(epochMillis)))

/** Today is done when an entry exists for today's day of month (CHECKIN-03). */
export const isCheckedIn = (entries: ReadonlyArray<CheckInEntry>, dayOfMonth: number): boolean =>
  entries.some((entry) => entry.json.day === dayOfMonth)
