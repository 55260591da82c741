import type { CheckInEntry } from "../../src/domain/check-in"
import { TIME_ZONE } from "../../src/domain/constants"
import { checkInEntry as demoEntry } from "../../src/domain/demo/check-in"

// How the reference server keeps check-ins: by Bangkok month and day (AMB-18), the streak counted
// over the days right before today in the same month, the reward by the demo brand's rule
// (src/domain/demo/check-in.ts).

/** A stored check-in: the Bangkok month it belongs to ("2025-06") and the entry as sent. */
export interface CheckInRecord {
  readonly month: string
  readonly entry: CheckInEntry
}

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

/** The Bangkok calendar month and day of an instant (AMB-18). */
export const bangkokDate = (epochMillis: number): BangkokDate => {
  const [year = "", month = "", day = ""] = dateFormat.format(new Date(epochMillis)).split("-")
  return { month: `${year}-${month}`, day: Number(day) }
}

/** How many days right before `day` carry a check-in in this month's records. */
export const streakBefore = (records: ReadonlyArray<CheckInRecord>, today: BangkokDate): number => {
  const days = new Set(records.filter((r) => r.month === today.month).map((r) => r.entry.json.day))
  let streak = 0
  while (days.has(today.day - streak - 1)) streak += 1
  return streak
}

/** The entry earned on `today` after a streak of `streak` days, its game log named by player and date. */
export const checkInEntry = (uuid: string, today: BangkokDate, streak: number): CheckInEntry =>
  demoEntry(`${uuid.slice(0, 8)}-${today.month}-${String(today.day).padStart(2, "0")}`, today.day, streak)

/** Seeded check-ins for the `daysBefore` days before today, skipping days of the previous month. */
export const seedCheckIns = (uuid: string, today: BangkokDate, daysBefore: number): ReadonlyArray<CheckInRecord> => {
  const records: Array<CheckInRecord> = []
  for (let back = daysBefore; back >= 1; back -= 1) {
    const day = today.day - back
    if (day < 1) continue
    const date = { month: today.month, day }
    records.push({ month: today.month, entry: checkInEntry(uuid, date, streakBefore(records, date)) })
  }
  return records
}
