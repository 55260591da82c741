import { MAX_DEPOSIT } from "./deposit"
import { formatBaht, minSatang, percentOf, satang, satangOfBahtNumber, ZERO_SATANG, type Satang } from "./money"
import { openBonusPeriod } from "./bonus-clock"
import { formatBonusTime, formatEndNumber } from "./promotion"
import type { UserSetting } from "./settings"

// The deposit bonus of the promotion panel's two daily windows (PROMO-01..PROMO-05, #29): during a
// window, a deposit whose amount ends in the window's end number ('ทศนิยมท้าย': endNumberBonus
// satang, 150 is "1.50") earns bonusRate per cent of it, at most bonusMax baht. The deposit screen
// makes its QR carry that ending; the reference API credits the bonus with the same rules.

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

/**
 * The bonus window open at `at` (epoch ms; Bangkok time of day), or null: none when bonusMax is not
 * above 0 (PROMO-01), and a period whose rate is not above 0, whose end number is not a whole
 * number of satang or whose times do not read is never open. Period 1 wins when both are.
 */
export const openBonusWindow = (setting: UserSetting | null, at: number): BonusWindow | null => {
  const open = openBonusPeriod(setting, at)
  if (setting === null || open === null) return null
  const max = satangOfBahtNumber(setting.bonusMax)
  if (max === null) return null
  return {
    period: open.period,
    rate: open.rate,
    endNumber: open.endNumber,
    ending: formatEndNumber(open.endNumber),
    max,
    closes: formatBonusTime(open.end)
  }
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
