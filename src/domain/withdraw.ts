import { bangkokDayKey } from "./bangkok-date"
import { levelTier, LEVEL_TIERS, type LevelTier } from "./levels"
import { minSatang, subtractSatang, sumSatang, wholeBaht, ZERO_SATANG, type Satang } from "./money"
import type { WithdrawRequest, WithdrawStatus } from "./withdraw-schema"

export { bangkokDayKey } from "./bangkok-date"
export type { PublicWithdrawal, WithdrawRequest, WithdrawStatus } from "./withdraw-schema"

// The rules of a withdrawal (spec §9, LEVEL-04..LEVEL-08, CONST-17, AMB-11, AMB-12), in one module
// the screen validates with as the player types and the reference API enforces: the same messages
// on both sides. No Effect code here: the withdraw screen imports it on its first paint.

/** The smallest withdrawal: 100 baht. */
export const MIN_WITHDRAWAL: Satang = wholeBaht(100)

/** The Thai refusals, exactly as the issue gives them (the tests find them by these texts). */
export const WITHDRAW_MESSAGES = {
  belowMinimum: "ขั้นต่ำ 100 บาท",
  notEnough: "ยอดเงินไม่พอ",
  overDailyLimit: "เกินวงเงินถอนต่อวัน",
  overMaxAmount: "เกินยอดถอนสูงสุดต่อครั้ง",
  tooMany: "ถอนได้ไม่เกิน 5 ครั้งต่อวัน"
} as const
export type WithdrawProblem = (typeof WITHDRAW_MESSAGES)[keyof typeof WITHDRAW_MESSAGES]

/** A level's withdrawal limits in satang, each with its unit made plain (AMB-11, AMB-12). */
export interface WithdrawLimits {
  /** The most a day (Bangkok day); vip's is its per-withdrawal limit times the daily count (AMB-11). */
  readonly perDay: Satang
  /** The most one withdrawal may be: MAX_AMOUNT, or vip's per-transaction limit; null for no cap. */
  readonly perWithdrawal: Satang | null
  /** Withdrawals a day (CONST-17: 5 at every level). */
  readonly count: number
}

/** An unknown level gets the lowest tier's limits: a player is never allowed more than silver's. */
const tierOf = (level: number): LevelTier => levelTier(level) ?? LEVEL_TIERS[0] ?? missingTiers()
const missingTiers = (): never => {
  throw new Error("LEVEL_TIERS is empty")
}

export const withdrawLimits = (level: number): WithdrawLimits => {
  const tier = tierOf(level)
  const limit = wholeBaht(tier.WITHDRAW_LIMIT.amount)
  const maxAmount = tier.MAX_AMOUNT === null ? null : wholeBaht(tier.MAX_AMOUNT)
  const count = tier.WITHDRAWALS_PER_DAY
  if (tier.WITHDRAW_LIMIT.per === "day") return { perDay: limit, perWithdrawal: maxAmount, count }
  // AMB-11: "100,000 per time" is a per-withdrawal limit, so the day allows it `count` times.
  return {
    perDay: wholeBaht(tier.WITHDRAW_LIMIT.amount * count),
    perWithdrawal: maxAmount === null ? limit : minSatang(limit, maxAmount),
    count
  }
}

/** What a player has withdrawn today (Bangkok day): how many and how much. */
export interface TodayUsage {
  readonly todayCount: number
  readonly todayTotal: Satang
}

export interface WithdrawalCheck extends TodayUsage {
  readonly amount: Satang
  readonly balance: Satang
  readonly level: number
}

/**
 * The first rule a withdrawal breaks, or null. When several fail, the order is: the minimum (a
 * half-typed amount says only that), the count of the day (nothing else helps then), the balance,
 * the largest single withdrawal, and the day's remaining limit.
 */
export const withdrawalProblem = ({ amount, balance, level, todayCount, todayTotal }: WithdrawalCheck) => {
  const limits = withdrawLimits(level)
  if (amount < MIN_WITHDRAWAL) return WITHDRAW_MESSAGES.belowMinimum
  if (todayCount >= limits.count) return WITHDRAW_MESSAGES.tooMany
  if (amount > balance) return WITHDRAW_MESSAGES.notEnough
  if (limits.perWithdrawal !== null && amount > limits.perWithdrawal) return WITHDRAW_MESSAGES.overMaxAmount
  if (amount > subtractSatang(limits.perDay, minSatang(todayTotal, limits.perDay))) {
    return WITHDRAW_MESSAGES.overDailyLimit
  }
  return null
}

export interface TodayRoom {
  /** 'ถอนได้อีก N ครั้งวันนี้' */
  readonly withdrawalsLeft: number
  /** 'วงเงินถอนคงเหลือวันนี้ ฿…' */
  readonly limitLeft: Satang
}

/** What is left of today's allowance. */
export const todayRoom = ({ level, todayCount, todayTotal }: TodayUsage & { readonly level: number }): TodayRoom => {
  const limits = withdrawLimits(level)
  return {
    withdrawalsLeft: Math.max(0, limits.count - todayCount),
    limitLeft: subtractSatang(limits.perDay, minSatang(todayTotal, limits.perDay))
  }
}

/** 'ถอนทั้งหมด': the most allowed now (balance, today's remaining limit, the single cap); 0 for none. */
export const mostWithdrawable = ({ balance, level, todayCount, todayTotal }: Omit<WithdrawalCheck, "amount">) => {
  const limits = withdrawLimits(level)
  const room = todayRoom({ level, todayCount, todayTotal })
  if (room.withdrawalsLeft === 0 || balance <= ZERO_SATANG) return ZERO_SATANG
  const most = minSatang(balance, room.limitLeft)
  return limits.perWithdrawal === null ? most : minSatang(most, limits.perWithdrawal)
}

/**
 * The withdrawals that use today's allowance: pending, approved and failed ones (a failed transfer
 * still holds its money and is retried as the same withdrawal). A rejected one gave its money back
 * and does not count.
 */
export const countsTowardToday = (status: WithdrawStatus): boolean => status !== "rejected"

/** Today's usage from a player's withdrawals (any list), given today's Bangkok day key. */
export const todayUsage = (
  withdrawals: ReadonlyArray<Pick<WithdrawRequest, "amount" | "status" | "createdAt">>,
  today: string
): TodayUsage => {
  const counted = withdrawals.filter(
    (item) => countsTowardToday(item.status) && bangkokDayKey(Date.parse(item.createdAt)) === today
  )
  return { todayCount: counted.length, todayTotal: sumSatang(counted.map((item) => item.amount)) }
}

/**
 * What a press of 'ยืนยันการถอน' or 'ลองใหม่' came to: taken (pending), refused (the server's Thai
 * message shown, the amount kept), not sent or shown not to have happened, or still unknown.
 */
export type WithdrawOutcome = "done" | "refused" | "not-done" | "unknown"

/** Open requests (pending, failed) are listed apart from settled ones (approved, rejected). */
export const isOpen = (status: WithdrawStatus): boolean => status === "pending" || status === "failed"
