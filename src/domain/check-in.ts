import { TIME_ZONE } from "./constants"
import type { CheckInEntry } from "./check-in-schema"

export type { CheckInEntry } from "./check-in-schema"

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, day: "numeric" })

/** Today's day of month in Asia/Bangkok (AMB-18); the caller reads the clock, not the reducer. */
export const bangkokDayOfMonth = (epochMillis: number): number => Number(dayFormat.format(new Date(epochMillis)))

/** Today is done when an entry exists for today's day of month (CHECKIN-03). */
export const isCheckedIn = (entries: ReadonlyArray<CheckInEntry>, dayOfMonth: number): boolean =>
  entries.some((entry) => entry.json.day === dayOfMonth)
