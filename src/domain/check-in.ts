import type { CheckInEntry } from "./check-in-schema"

export type { CheckInEntry } from "./check-in-schema"

/** The entry of a day of month, if there is one. */
export const entryOfDay = (entries: ReadonlyArray<CheckInEntry>, dayOfMonth: number): CheckInEntry | undefined =>
  entries.find((entry) => entry.json.day === dayOfMonth)

/** Today is done when an entry exists for today's day of month (CHECKIN-03). */
export const isCheckedIn = (entries: ReadonlyArray<CheckInEntry>, dayOfMonth: number): boolean =>
  entryOfDay(entries, dayOfMonth) !== undefined

/**
 * What a press of 'เช็คอินรับรางวัล' came to: checked in now, found already done today (another tab
 * or device), or not checked in (refused, or the list shows it did not happen).
 */
export type CheckInOutcome = "checked-in" | "already-checked-in" | "not-checked-in"
