import { bangkokDayKey } from "./bangkok-date"

// A range of Bangkok days the player picks (the affiliate bonus of a period, #12): whole days,
// both ends included, written "2026-11-22". The wire carries the range as two instants (the first
// day's 00:00 and the day after the last day's 00:00, Asia/Bangkok); dates shown to the player
// carry the Buddhist-era year (money.md). No Effect code: the screen imports it on its first paint.

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so a fixed offset is exact. */
const BANGKOK_OFFSET_MS = 7 * HOUR_MS

/** The longest range a player may ask for, in days (a year, a leap day included). */
export const MAX_RANGE_DAYS = 366

export const RANGE_MESSAGES = {
  reversed: "วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด",
  future: "เลือกวันที่ในอนาคตไม่ได้",
  tooLong: "เลือกช่วงได้ไม่เกิน 1 ปี"
} as const

/** Two Bangkok days ("YYYY-MM-DD"), both included. */
export interface DayRange {
  readonly from: string
  readonly to: string
}

export interface DayParts {
  readonly year: number
  readonly month: number
  readonly day: number
}

const pad = (value: number): string => String(value).padStart(2, "0")

export const dayKeyOf = ({ year, month, day }: DayParts): string => `${year}-${pad(month)}-${pad(day)}`

/** The parts of a day key; null for anything that is not a real calendar day. */
export const dayParts = (key: string): DayParts | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key)
  if (match === null) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** How many days a month has (month 1..12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The instant a Bangkok day starts (00:00 in Asia/Bangkok), epoch milliseconds; NaN for a bad key. */
export const dayStartMillis = (key: string): number => {
  const parts = dayParts(key)
  return parts === null ? Number.NaN : Date.UTC(parts.year, parts.month - 1, parts.day) - BANGKOK_OFFSET_MS
}

/** The day `days` after (or before, negative) a day. */
export const addDays = (key: string, days: number): string => bangkokDayKey(dayStartMillis(key) + days * DAY_MS)

/** How many days a range holds (1 for a single day). */
export const rangeLength = (range: DayRange): number =>
  Math.round((dayStartMillis(range.to) - dayStartMillis(range.from)) / DAY_MS) + 1

/** The range as the wire carries it: the first day's start and the end of the last day (exclusive), ISO. */
export const rangeInstants = (range: DayRange): { readonly start: string; readonly end: string } => ({
  start: new Date(dayStartMillis(range.from)).toISOString(),
  end: new Date(dayStartMillis(addDays(range.to, 1))).toISOString()
})

/** This Bangkok month from its 1st to today: the bonus screen's first range. */
export const monthSoFar = (now: number): DayRange => {
  const today = bangkokDayKey(now)
  return { from: `${today.slice(0, 8)}01`, to: today }
}

/** The whole Bangkok month before this one. */
export const lastMonth = (now: number): DayRange => {
  const lastDay = addDays(monthSoFar(now).from, -1)
  return { from: `${lastDay.slice(0, 8)}01`, to: lastDay }
}

/** The last `days` Bangkok days, today included. */
export const lastDays = (now: number, days: number): DayRange => {
  const today = bangkokDayKey(now)
  return { from: addDays(today, 1 - days), to: today }
}

/** What is wrong with a range the player picked, or null: reversed, reaching past today, too long. */
export const rangeProblem = (range: DayRange, today: string) => {
  if (dayParts(range.from) === null || dayParts(range.to) === null) return RANGE_MESSAGES.reversed
  if (range.from > range.to) return RANGE_MESSAGES.reversed
  if (range.to > today) return RANGE_MESSAGES.future
  if (rangeLength(range) > MAX_RANGE_DAYS) return RANGE_MESSAGES.tooLong
  return null
}

/** The Thai short month names, January first ("ม.ค." ... "ธ.ค."). */
export const THAI_MONTHS_SHORT: ReadonlyArray<string> = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat("th-TH", { month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2000, index, 1)))
)
