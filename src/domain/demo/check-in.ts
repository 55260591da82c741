import type { CheckInEntry } from "../check-in"

// The demo brand's daily reward: 10 baht on the first day of a streak, 5 more for each consecutive
// day before today (this month only), at most 50; every third streak day adds a free game turn, at
// most 3. The reference server applies it and the development scenarios reproduce it.

export const FIRST_DAY_REWARD = 10
export const STREAK_STEP = 5
export const MAX_REWARD = 50
export const MAX_GAME_TURNS = 3

export const rewardOf = (streak: number): number => Math.min(FIRST_DAY_REWARD + STREAK_STEP * streak, MAX_REWARD)
export const gameTurnsOf = (streak: number): number => Math.min(1 + Math.floor(streak / 3), MAX_GAME_TURNS)

/** The entry earned on `day` after a streak of `streak` days; `id` names its game log. */
export const checkInEntry = (id: string, day: number, streak: number): CheckInEntry => ({
  json: { day },
  value: rewardOf(streak),
  tomorrowValue: rewardOf(streak + 1),
  gameLog: { id },
  gameValue: gameTurnsOf(streak),
  gameValueTomorrow: gameTurnsOf(streak + 1)
})
