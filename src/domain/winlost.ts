import { levelTier } from "./levels"
import { percentOf, satang, ZERO_SATANG, type Satang } from "./money"

// The loss refund's rules (issue #10 §5, OPEN-06, AMB-23), one module for the app and the
// reference API. A period is a week, Monday 00:00 to the next Monday 00:00 in Asia/Bangkok; the
// refund is the level's LOST_PERCENT of the period's net loss, rounded down to the satang, paid
// once per period and only from MIN_REFUND up.

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const WEEK_MS = 7 * DAY_MS
/** Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so a fixed offset is exact. */
const BANGKOK_OFFSET_MS = 7 * HOUR_MS
/** 1 January 1970 was a Thursday: three days after a Monday. */
const EPOCH_DAYS_AFTER_MONDAY = 3

/** The smallest refund that can be claimed: 1 baht (below it nothing is claimable). */
export const MIN_REFUND: Satang = satang(100)

/** A refund period: from `start` (inclusive) to `end` (exclusive), epoch milliseconds. */
export interface LossPeriod {
  readonly start: number
  readonly end: number
}

/** The Bangkok week (Monday to Sunday) that holds an instant. */
export const lossPeriodOf = (epochMillis: number): LossPeriod => {
  const bangkokDay = Math.floor((epochMillis + BANGKOK_OFFSET_MS) / DAY_MS)
  const daysSinceMonday = (((bangkokDay + EPOCH_DAYS_AFTER_MONDAY) % 7) + 7) % 7
  const start = (bangkokDay - daysSinceMonday) * DAY_MS - BANGKOK_OFFSET_MS
  return { start, end: start + WEEK_MS }
}

/** The period `weeksBack` weeks before the one holding `epochMillis` (0 is that one). */
export const earlierPeriod = (epochMillis: number, weeksBack: number): LossPeriod => {
  const { start } = lossPeriodOf(epochMillis)
  return { start: start - weeksBack * WEEK_MS, end: start - (weeksBack - 1) * WEEK_MS }
}

/** The level's LOST_PERCENT (LEVEL-04..LEVEL-08); an unknown level earns nothing. */
export const lostPercentOf = (level: number): number => levelTier(level)?.LOST_PERCENT ?? 0

/**
 * The net loss of a period from its game results (each a signed win: negative when the player
 * lost): positive when the player lost overall, zero when they won or broke even.
 */
export const periodLoss = (wins: ReadonlyArray<Satang>): Satang => {
  const net = wins.reduce((total, win) => total + win, 0)
  return net < 0 ? satang(-net) : ZERO_SATANG
}

/** The refund of a loss at a percent, rounded down to the satang; nothing under MIN_REFUND. */
export const refundOf = (loss: Satang, percent: number): Satang => {
  const refund = percentOf(loss, percent)
  return refund >= MIN_REFUND ? refund : ZERO_SATANG
}

/** Whether there is a refund to take now: one this period, not taken yet. */
export const isClaimable = (report: { readonly refund: Satang; readonly claimed: boolean }): boolean =>
  !report.claimed && report.refund >= MIN_REFUND

/** Where a refund went: into the balance ('รับยอดเสีย') or to the player's bank account. */
export type RefundDestination = "balance" | "bank"

/** A period's last instant (its end is the next Monday 00:00), to show its Sunday; ISO in, ISO out. */
export const periodLastInstant = (periodEndIso: string): string => {
  const end = Date.parse(periodEndIso)
  return Number.isNaN(end) ? periodEndIso : new Date(end - 1).toISOString()
}
