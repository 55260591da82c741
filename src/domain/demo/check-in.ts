import { wholeBaht, type Satang } from "../money"
import type { BangkokDate } from "../bangkok-date"
import type { CheckInEntry } from "../check-in"

// The demo brand's daily check-in: 10 baht on the first day of a streak, 5 more for each
// consecutive day before today (this month only), at most 50; every third streak day adds a free
// game turn, at most 3. The reference server applies it, the development scenarios reproduce it.

export const FIRST_DAY_REWARD = 10
export const STREAK_STEP = 5
export const MAX_REWARD = 50
export const MAX_GAME_TURNS = 3

/** The reward of a streak day, in satang. */
export const rewardOf = (streak: number): Satang =>
  wholeBaht(Math.min(FIRST_DAY_REWARD + STREAK_STEP * streak, MAX_REWARD))
export const gameTurnsOf = (streak: number): number => Math.min(1 + Math.floor(streak / 3), MAX_GAME_TURNS)

/** The entry a player earns on `date` after a streak of `streak` days; its game log names both. */
export const checkInEntry = (uuid: string, date: BangkokDate, streak: number): CheckInEntry => ({
  json: { day: date.day },
  value: rewardOf(streak),
  tomorrowValue: rewardOf(streak + 1),
  gameLog: { id: `${uuid.slice(0, 8)}-${date.month}-${String(date.day).padStart(2, "0")}` },
  gameValue: gameTurnsOf(streak),
  gameValueTomorrow: gameTurnsOf(streak + 1)
})

/** How many days right before `day` this month's entries hold: the streak today continues. */
export const streakBefore = (thisMonth: ReadonlyArray<CheckInEntry>, day: number): number => {
  const days = new Set(thisMonth.map((entry) => entry.json.day))
  let streak = 0
  while (days.has(day - streak - 1)) streak += 1
  return streak
}

/** The entry a player earns today, after this month's entries. */
export const nextCheckIn = (uuid: string, today: BangkokDate, thisMonth: ReadonlyArray<CheckInEntry>): CheckInEntry =>
  checkInEntry(uuid, today, streakBefore(thisMonth, today.day))

/** A demo account's check-ins on the `daysBefore` days before today, this month only. */
export const seededCheckIns = (uuid: string, today: BangkokDate, daysBefore: number): ReadonlyArray<CheckInEntry> => {
  const entries: Array<CheckInEntry> = []
  for (let day = Math.max(1, today.day - daysBefore); day < today.day; day += 1)
    entries.push(nextCheckIn(uuid, { month: today.month, day }, entries))
  return entries
}
