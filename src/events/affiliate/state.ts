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
import { DayRangeSchema } from "./events"

// The `affiliate` slice (STORE-01, ENT-11): the spec's code, balance, downline, downline bonus
// (total_bonus, downline_users) and withdrawals, each a dataset, and the withdrawal write beside
// them. ENT-11's "map from username to details" is held as the API's list (newest first): the
// usernames are masked, so two downlines may show the same name and a map would merge them.

export const AffiliateWriteSchema = Schema.Struct({
  status: Schema.Literal("idle", "submitting", "verifying", "unverified"),
  /** The withdrawal whose outcome is not known yet: a resend of the same amount and type reuses its key. */
  pending: Schema.NullOr(
    Schema.Struct({
      key: Schema.String,
      amount: MoneyFromBaht,
      type: Schema.Literal("credit", "bank"),
      /** The log lines known at the press (a reload of the log since must not hide the new line). */
      known: Schema.Array(Schema.String)
    })
  ),
  /** The log showed the unsure withdrawal did not happen: the player may press again. */
  notDone: Schema.Boolean,
  /** The server's refusal (Thai). */
  error: Schema.NullOr(Schema.String),
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
