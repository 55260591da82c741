import type { CheckInEntry } from "./check-in-schema"

export type { CheckInEntry } from "./check-in-schema"

/** Today is done when an entry exists for today's day of month (CHECKIN-03). */
export const isCheckedIn = (entries: ReadonlyArray<CheckInEntry>, dayOfMonth: number): boolean =>
  entries.some((entry) => entry.json.day === dayOfMonth)
