import { TIME_ZONE } from "./constants"
import { MAX_DEPOSIT } from "./deposit"
import { formatBaht, minSatang, percentOf, satang, satangOfBahtNumber, ZERO_SATANG, type Satang } from "./money"
import { formatBonusTime, formatEndNumber } from "./promotion"
import type { UserSetting } from "./settings"

// The deposit bonus of the promotion panel's two daily windows (PROMO-01..PROMO-05, #29): during a
// window, a deposit whose amount ends in the window's end number ('ทศนิยมท้าย': endNumberBonus
// satang, 150 is "1.50") earns bonusRate per cent of it, at most bonusMax baht. The deposit screen
// makes its QR carry that ending; the reference API credits the bonus with the same rules.

const timeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23"
})

/** Seconds since midnight in Bangkok at an instant (kept here: only the bonus windows read it). */
export const bangkokSecondsOfDay = (epochMillis: number): number => {
  const [hours = 0, minutes = 0, seconds = 0] = timeFormat.format(new Date(epochMillis)).split(":").map(Number)
  return hours * 3600 + minutes * 60 + seconds
}

/** A bonus window open at an instant: what a deposit made now earns, and how. */
export interface BonusWindow {
  /** Which of the panel's periods (1 or 2). */
  readonly period: 1 | 2
  /** Per cent of the deposit. */
  readonly rate: number
  /** The ending an amount must have, in satang (endNumberBonus): 150 marks …1.50, 99 marks ….99. */
  readonly endNumber: number
  /** The ending as the panel shows it: "1.50". */
  readonly ending: string
  readonly max: Satang
  /** When the window closes, HH:MM in Bangkok. */
  readonly closes: string
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

interface PeriodFields {
  readonly period: 1 | 2
  readonly rate: number
  readonly start: string
  readonly end: string
  readonly endNumber: number
}

const periodsOf = (setting: UserSetting): ReadonlyArray<PeriodFields> => [
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
 * The bonus window open at `at` (epoch ms; Bangkok time of day), or null: none when bonusMax is not
 * above 0 (PROMO-01), and a period whose rate is not above 0, whose end number is not a whole
 * number of satang or whose times do not read is never open. Period 1 wins when both are.
 */
export const openBonusWindow = (setting: UserSetting | null, at: number): BonusWindow | null => {
  if (setting === null || !(setting.bonusMax > 0)) return null
  const max = satangOfBahtNumber(setting.bonusMax)
  if (max === null) return null
  const now = bangkokSecondsOfDay(at)
  for (const fields of periodsOf(setting)) {
    const start = secondsOfTime(fields.start)
    const end = secondsOfTime(fields.end)
    if (start === null || end === null || !isWithin(now, start, end)) continue
    if (!(fields.rate > 0) || !Number.isSafeInteger(fields.endNumber) || fields.endNumber < 0) continue
    return {
      period: fields.period,
      rate: fields.rate,
      endNumber: fields.endNumber,
      ending: formatEndNumber(fields.endNumber),
      max,
      closes: formatBonusTime(fields.end)
    }
  }
  return null
}

/**
 * How many satang the ending spans: the satang of the baht (100) for an end number below 100, ten
 * baht for 100–999 ("1.50" is the last baht digit and the satang), and so on.
 */
const endingSpan = (endNumber: number): number => Math.max(100, 10 ** String(endNumber).length)

/** Whether an amount ends in the window's ending: ฿301.50 and ฿1,001.50 for "1.50", ฿300.99 for "0.99". */
export const carriesEnding = (amount: Satang, endNumber: number): boolean =>
  amount % endingSpan(endNumber) === endNumber

/**
 * The smallest amount from `amount` up that ends in the ending (฿300 becomes ฿301.50 for "1.50",
 * ฿300.99 for "0.99"; an amount that already ends so stays), or null when that passes the largest
 * deposit a QR is made for.
 */
export const amountWithEnding = (amount: Satang, endNumber: number): Satang | null => {
  const span = endingSpan(endNumber)
  const sameSpan = amount - (amount % span) + endNumber
  const carried = sameSpan >= amount ? sameSpan : sameSpan + span
  return carried <= MAX_DEPOSIT ? satang(carried) : null
}

/** The bonus a deposit of `amount` earns in a window: rate per cent rounded down, at most max; 0 without the ending. */
export const depositBonus = (amount: Satang, window: BonusWindow): Satang =>
  carriesEnding(amount, window.endNumber) ? minSatang(percentOf(amount, window.rate), window.max) : ZERO_SATANG

/** The note the operator puts on a deposit that earned the bonus: "โบนัสทศนิยมท้าย 10% +฿30.15". */
export const bonusNote = (window: BonusWindow, bonus: Satang): string =>
  `โบนัสทศนิยมท้าย ${window.rate}% +${formatBaht(bonus)}`
