import type { CheckInEntry } from "../../src/domain/check-in"
import { TIME_ZONE } from "../../src/domain/constants"

// The daily reward rule of the reference server: 10 baht on the first day of a streak, 5 more for
// each consecutive day before today (this month only), at most 50. Every third streak day adds a
// free game turn, at most 3.

export const FIRST_DAY_REWARD = 10
export const STREAK_STEP = 5
export const MAX_REWARD = 50

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

const reward = (streak: number): number => Math.min(FIRST_DAY_REWARD + STREAK_STEP * streak, MAX_REWARD)
const gameTurns = (streak: number): number => Math.min(1 + Math.floor(streak / 3), 3)

/** How many days right before `day` carry a check-in in this month's records. */
export const streakBefore = (records: ReadonlyArray<CheckInRecord>, today: BangkokDate): number => {
  const days = new Set(records.filter((r) => r.month === today.month).map((r) => r.entry.json.day))
  let streak = 0
  while (days.has(today.day - streak - 1)) streak += 1
  return streak
}

/** The entry earned on `today` after a streak of `streak` days. */
export const checkInEntry = (uuid: string, today: BangkokDate, streak: number): CheckInEntry => ({
  json: { day: today.day },
  value: reward(streak),
  tomorrowValue: reward(streak + 1),
  gameLog: { id: `${uuid.slice(0, 8)}-${today.month}-${String(today.day).padStart(2, "0")}` },
  gameValue: gameTurns(streak),
  gameValueTomorrow: gameTurns(streak + 1)
})

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
