import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

// The affiliate programme's wire schemas (#12, ENT-11, API-32..API-37, OPEN-05). Times are ISO
// strings; money is MoneyFromBaht; every username a downline is shown by is masked by the API.

const PayoutType = Schema.Literal("credit", "bank")

/** GET /api/auth/affiliate/code/:uuid (API-34): the player's own code; the link is `<origin>/aff/<code>`. */
export const AffiliateCode = Schema.Struct({ code: Schema.String })
export type AffiliateCode = typeof AffiliateCode.Type

/** GET /api/auth/affiliate/bonus/:username (API-32): the income left to withdraw ('รายได้คงเหลือ'). */
export const AffiliateIncome = Schema.Struct({
  /** What may be withdrawn now: all earned less all withdrawn. */
  income: MoneyFromBaht,
  earned: MoneyFromBaht,
  withdrawn: MoneyFromBaht,
  /** The upline's share of each downline deposit, in per cent (0.5). */
  percent: Schema.Number
})
export type AffiliateIncome = typeof AffiliateIncome.Type

/** One downline: the masked username, when they joined, whether they deposited lately. */
export const DownlineMember = Schema.Struct({
  /** A stable id of the downline (masked names may repeat). */
  ref: Schema.String,
  username: Schema.String,
  joinedAt: Schema.String,
  active: Schema.Boolean
})
export type DownlineMember = typeof DownlineMember.Type

/** GET /api/auth/affiliate/downline/:username (API-33): every downline, newest first. */
export const AffiliateDownline = Schema.Struct({
  total: Schema.Int,
  active: Schema.Int,
  members: Schema.Array(DownlineMember)
})
export type AffiliateDownline = typeof AffiliateDownline.Type

/** POST /api/auth/affiliate/downline/bonus/:username (API-36): an ISO range, end excluded. */
export const BonusRequest = Schema.Struct({ start: Schema.String, end: Schema.String })

/** One downline's deposits and the bonus they earned the upline within the range. */
export const DownlineBonusUser = Schema.Struct({
  username: Schema.String,
  deposits: MoneyFromBaht,
  bonus: MoneyFromBaht
})
export type DownlineBonusUser = typeof DownlineBonusUser.Type

/** API-36's answer: the spec's total_bonus and downline_users, the largest bonus first. */
export const DownlineBonus = Schema.Struct({
  total_bonus: MoneyFromBaht,
  total_deposits: MoneyFromBaht,
  downline_users: Schema.Array(DownlineBonusUser)
})
export type DownlineBonus = typeof DownlineBonus.Type

/** POST /api/auth/affiliate/withdraw/:username (API-35): exactly amount and type. */
export const AffiliateWithdrawRequest = Schema.Struct({ amount: MoneyFromBaht, type: PayoutType })

/** A withdrawal made: what moved where, the income left and the game balance after. */
export const AffiliateWithdrawal = Schema.Struct({
  id: Schema.String,
  amount: MoneyFromBaht,
  type: PayoutType,
  income: MoneyFromBaht,
  balance: MoneyFromBaht,
  createdAt: Schema.String
})
export type AffiliateWithdrawal = typeof AffiliateWithdrawal.Type

/** One line of the "af" log (API-37): a withdrawal of income. `kind` tells it from a "wl" line. */
export const AffiliateLogEntry = Schema.Struct({
  kind: Schema.Literal("af"),
  id: Schema.String,
  amount: MoneyFromBaht,
  type: PayoutType,
  createdAt: Schema.String
})
export type AffiliateLogEntry = typeof AffiliateLogEntry.Type
