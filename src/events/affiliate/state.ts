import { Schema } from "effect"
import {
  AffiliateCode,
  AffiliateDownline,
  AffiliateIncome,
  AffiliateLogEntry,
  AffiliateWithdrawal,
  DownlineBonus
} from "../../domain/affiliate-schema"
import { MoneyFromBaht } from "../../domain/money-schema"
import { remoteData } from "../remote-data-schema"
import { writeStatusFields } from "../once-only-write-schema"
import { DayRangeSchema } from "./events"

// The `affiliate` slice (STORE-01, ENT-11): the spec's code, balance, downline, downline bonus
// (total_bonus, downline_users) and withdrawals, each a dataset, and the withdrawal write beside
// them. ENT-11's "map from username to details" is held as the API's list (newest first): the
// usernames are masked, so two downlines may show the same name and a map would merge them.

export const AffiliateWriteSchema = Schema.Struct({
  /**
   * The withdrawal's write (money.md): its phase, its pending key (a resend of the same amount and
   * type reuses it; the log lines known at the press, which a reload of the log since must not
   * hide) and the player's message (the server's Thai refusal).
   */
  ...writeStatusFields({
    amount: MoneyFromBaht,
    type: Schema.Literal("credit", "bank"),
    known: Schema.Array(Schema.String)
  }),
  /** The withdrawal made from this screen (or learnt by reading back). */
  done: Schema.NullOr(Schema.Union(AffiliateWithdrawal, AffiliateLogEntry))
})
export type AffiliateWrite = typeof AffiliateWriteSchema.Type

export const AffiliateStateSchema = Schema.Struct({
  code: remoteData(AffiliateCode),
  balance: remoteData(AffiliateIncome),
  downline: remoteData(AffiliateDownline),
  downlineBonus: remoteData(DownlineBonus),
  /** The range the bonus shown (or loading) is of. */
  bonusRange: Schema.NullOr(DayRangeSchema),
  withdrawals: remoteData(Schema.Array(AffiliateLogEntry)),
  withdraw: AffiliateWriteSchema
})
export type AffiliateState = typeof AffiliateStateSchema.Type
