import { TIME_ZONE } from "./constants"
import type { UserSetting } from "./settings"

// Which of the promotion's two periods is open at an instant (#29): the panel marks it, the deposit
// screen's QR carries its ending (deposit-bonus.ts) and the reference API credits by it. A module of
// its own, loaded after the panel's first paint: the prerendered panel marks nothing.

// Made on first use: the panel's first paint (prerendered, then hydrated) reads no clock.
let timeFormat: Intl.DateTimeFormat | null = null

/** Seconds since midnight in Bangkok at an instant. */
const bangkokSecondsOfDay = (epochMillis: number): number => {
  timeFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23"
  })
  const [hours = 0, minutes = 0, seconds = 0] = timeFormat.format(new Date(epochMillis)).split(":").map(Number)
  return hours * 3600 + minutes * 60 + seconds
}

/** "09:00:00" or "09:00" as seconds since midnight; null for anything else. */
const secondsOfTime = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/.exec(time)
  if (match === null) return null
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? "0")]
  if (hours > 23 || minutes > 59 || seconds > 59) return null
  return hours * 3600 + minutes * 60 + seconds
}

/** Whether `now` (seconds of the day) is in [start, end); a window past midnight (22:00–02:00) wraps. */
const isWithin = (now: number, start: number, end: number): boolean =>
  start < end ? now >= start && now < end : start > end ? now >= start || now < end : false

/** One of the setting's two periods, as its fields stand (times as the API sends them). */
export interface OpenBonusPeriod {
  readonly period: 1 | 2
  readonly rate: number
  readonly start: string
  readonly end: string
  /** The ending in satang (endNumberBonus). */
  readonly endNumber: number
}

const periodsOf = (setting: UserSetting): ReadonlyArray<OpenBonusPeriod> => [
  {
    period: 1,
    rate: setting.bonusRate,
    start: setting.bonusTimeStart,
    end: setting.bonusTimeEnd,
    endNumber: setting.endNumberBonus
  },
  {
    period: 2,
    rate: setting.bonusRate2,
    start: setting.bonusTimeStart2,
    end: setting.bonusTimeEnd2,
    endNumber: setting.endNumberBonus2
  }
]

/**
 * The period open at `at` (epoch ms; Bangkok time of day), or null: none when bonusMax is not above
 * 0 (PROMO-01), and a period whose rate is not above 0, whose end number is not a whole number of
 * satang or whose times do not read is never open. Period 1 wins when both are.
 */
export const openBonusPeriod = (setting: UserSetting | null, at: number): OpenBonusPeriod | null => {
  if (setting === null || !(setting.bonusMax > 0)) return null
  const now = bangkokSecondsOfDay(at)
  for (const fields of periodsOf(setting)) {
    const start = secondsOfTime(fields.start)
    const end = secondsOfTime(fields.end)
    if (start === null || end === null || !isWithin(now, start, end)) continue
    if (!(fields.rate > 0) || !Number.isSafeInteger(fields.endNumber) || fields.endNumber < 0) continue
    return fields
  }
  return null
}
