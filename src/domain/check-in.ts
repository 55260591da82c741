import { TIME_ZONE } from "./constants"
import type { CheckInEntry } from "./check-in-schema"

export type { CheckInEntry } from "./check-in-schema"

/** A day of the calendar in Asia/Bangkok: its month ("2025-06") and its day of month (AMB-18). */
export interface BangkokDate {
  readonly month: string
  readonly day: number
}

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
})

/** The Bangkok calendar date of an instant; the caller reads the clock, not the reducer. */
export const bangkokDate = (epochMillis: number): BangkokDate => {
  const [year = "", month = "", day = ""] = dateFormat.format(new Date(epochMillis)).split("-")
  return { month: `${year}-${month}`, day: Number(day) }
}

/** Today's day of month in Asia/Bangkok (AMB-18). */
export const bangkokDayOfMonth = (epochMillis: number): number => bangkokDate(epochMillis).day

/** Today is done when an entry exists for today's day of month (CHECKIN-03). */
export const isCheckedIn = (entries: ReadonlyArray<CheckInEntry>, dayOfMonth: number): boolean =>
  entries.some((entry) => entry.json.day === dayOfMonth)
