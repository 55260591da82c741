import { satang, satangOfBahtNumber, type Satang } from "./money"
import type { UserSetting } from "./settings"

/** Times show their first 5 characters, HH:MM (PROMO-04). */
export const formatBonusTime = (time: string): string => time.slice(0, 5)

/** End numbers are value / 100 with exactly 2 decimals (PROMO-05). */
export const formatEndNumber = (value: number): string => (value / 100).toFixed(2)

export interface PromotionPeriod {
  readonly rate: number
  readonly start: string
  readonly end: string
  readonly endNumber: string
  /** A deposit that earns it, to explain the ending (฿301.50 for "1.50"); null for an odd ending. */
  readonly example: Satang | null
  readonly max: Satang
}

/** Deposits of ฿300 and up are the common ones: the example is ฿300 carrying the ending. */
const EXAMPLE_BASE = 30_000
/** Endings under ฿100 end a ฿300 deposit as they are; a larger one has no sensible example. */
const EXAMPLE_ENDING_LIMIT = 10_000

const exampleOf = (endNumber: number): Satang | null =>
  Number.isSafeInteger(endNumber) && endNumber >= 0 && endNumber < EXAMPLE_ENDING_LIMIT
    ? satang(EXAMPLE_BASE + endNumber)
    : null

/**
 * The panel's two periods, or null when bonusMax is not above 0 (PROMO-01..PROMO-03, AMB-16), or not
 * an amount at all.
 */
export const promotionPeriods = (setting: UserSetting | null): readonly [PromotionPeriod, PromotionPeriod] | null => {
  if (setting === null || !(setting.bonusMax > 0)) return null
  const max = satangOfBahtNumber(setting.bonusMax)
  if (max === null) return null
  return [
    {
      rate: setting.bonusRate,
      start: formatBonusTime(setting.bonusTimeStart),
      end: formatBonusTime(setting.bonusTimeEnd),
      endNumber: formatEndNumber(setting.endNumberBonus),
      example: exampleOf(setting.endNumberBonus),
      max
    },
    {
      rate: setting.bonusRate2,
      start: formatBonusTime(setting.bonusTimeStart2),
      end: formatBonusTime(setting.bonusTimeEnd2),
      endNumber: formatEndNumber(setting.endNumberBonus2),
      example: exampleOf(setting.endNumberBonus2),
      max
    }
  ]
}
