import { percentOf, sumSatang, wholeBaht, type Satang } from "./money"

// The affiliate programme's rules (#12, PROD-04, PROD-14, OPEN-05, OPEN-20), one module for the app
// and the reference API: an upline earns AFFILIATE_PERCENT of each deposit of each downline, and
// withdraws that income into the game balance or to the bank from MIN_AFFILIATE_WITHDRAWAL up.
// No Effect code: the screen imports it on its first paint.

/** The upline's share of each downline deposit, in per cent. */
export const AFFILIATE_PERCENT = 0.5

/** The smallest income withdrawal: 100 baht. */
export const MIN_AFFILIATE_WITHDRAWAL: Satang = wholeBaht(100)

/** A downline is active while their last deposit is at most this many days old. */
export const ACTIVE_DAYS = 30

/** The Thai refusals, exactly as the issue gives them (the tests find them by these texts). */
export const AFFILIATE_MESSAGES = {
  belowMinimum: "ขั้นต่ำ 100 บาท",
  notEnough: "รายได้ไม่พอ"
} as const

/** Where a withdrawn income goes: 'credit' into the game balance, 'bank' to the player's bank account. */
export type AffiliatePayoutType = "credit" | "bank"

/** The upline's commission on one deposit, rounded down to the satang (a commission never pays a fraction more). */
export const commissionOf = (deposit: Satang): Satang => percentOf(deposit, AFFILIATE_PERCENT)

/** The commission on many deposits: each rounded on its own, as each is paid on its own. */
export const commissionOfAll = (deposits: ReadonlyArray<Satang>): Satang => sumSatang(deposits.map(commissionOf))

/** The first rule a withdrawal of `amount` breaks against the income left, or null. */
export const affiliateWithdrawalProblem = (amount: Satang, income: Satang) => {
  if (amount < MIN_AFFILIATE_WITHDRAWAL) return AFFILIATE_MESSAGES.belowMinimum
  if (amount > income) return AFFILIATE_MESSAGES.notEnough
  return null
}

/** Whether a downline deposited within ACTIVE_DAYS of `now` (epoch ms). */
export const isActiveDownline = (lastDepositAt: number | null, now: number): boolean =>
  lastDepositAt !== null && lastDepositAt <= now && now - lastDepositAt <= ACTIVE_DAYS * 24 * 60 * 60 * 1000

/** LINE's share page for a link ('แชร์ไปที่ LINE'). */
export const lineShareUrl = (link: string): string =>
  `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(link)}`
