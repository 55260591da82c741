import { Schema } from "effect"
import {
  AffiliateCode,
  AffiliateDownline,
  AffiliateIncome,
  AffiliateLogEntry,
  AffiliateWithdrawal,
  DownlineBonus
} from "../../domain/affiliate-schema"
import { CallFailure } from "../../domain/failure-schema"
import { MoneyFromBaht } from "../../domain/money-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The affiliate programme's facts (#12, ENT-11). 'ถอนรายได้' is a money write (money.md): started
// with its Idempotency-Key, then done, refused, or unsure (its answer lost: the "af" log is read).

const PayoutType = Schema.Literal("credit", "bank")

/** Two Bangkok days, both included (day-range.ts), read by the command and carried in the event. */
export const DayRangeSchema = Schema.Struct({ from: Schema.String, to: Schema.String })

/** API-34: the player's code. */
export const AffiliateCodeEvents = datasetEvents("AffiliateCode", AffiliateCode, noContext)
/** API-32: the income left ('รายได้คงเหลือ'). */
export const AffiliateIncomeEvents = datasetEvents("AffiliateIncome", AffiliateIncome, noContext)
/** API-33: the downline. */
export const AffiliateDownlineEvents = datasetEvents("AffiliateDownline", AffiliateDownline, noContext)
/** API-36: the bonus of the range the player picked. */
export const AffiliateBonusEvents = datasetEvents("AffiliateBonus", DownlineBonus, { range: DayRangeSchema })
/** API-37 with type "af": the income withdrawals. */
export const AffiliateLogEvents = datasetEvents("AffiliateLog", Schema.Array(AffiliateLogEntry), noContext)

/** 'ยืนยันถอนรายได้' was sent with this key. */
export const AffiliateWithdrawStarted = Schema.TaggedStruct("AffiliateWithdrawStarted", {
  key: Schema.String,
  amount: MoneyFromBaht,
  type: PayoutType,
  /** The "af" log lines known at the press: a line not among them is the withdrawal, if it happened. */
  known: Schema.Array(Schema.String)
})
export const AffiliateWithdrawn = Schema.TaggedStruct("AffiliateWithdrawn", { withdrawal: AffiliateWithdrawal })
/** The server refused it (its Thai message): the next press is a new intent. */
export const AffiliateWithdrawFailed = Schema.TaggedStruct("AffiliateWithdrawFailed", { failure: CallFailure })
/** No answer that tells: the "af" log is read, nothing is resent. */
export const AffiliateWithdrawUnsure = Schema.TaggedStruct("AffiliateWithdrawUnsure", { failure: CallFailure })
/** 'ตรวจสอบอีกครั้ง': the player asked to read an unsure withdrawal's outcome again. */
export const AffiliateWithdrawVerifyStarted = Schema.TaggedStruct("AffiliateWithdrawVerifyStarted", {})
/** The log was read after an unsure withdrawal: the line it made, or null when it did not happen. */
export const AffiliateWithdrawVerified = Schema.TaggedStruct("AffiliateWithdrawVerified", {
  entry: Schema.NullOr(AffiliateLogEntry)
})
/** The withdrawal dialog was opened again after an outcome: what it showed is cleared. */
export const AffiliateWithdrawCleared = Schema.TaggedStruct("AffiliateWithdrawCleared", {})

export const AffiliateEvent = Schema.Union(
  AffiliateCodeEvents.events,
  AffiliateIncomeEvents.events,
  AffiliateDownlineEvents.events,
  AffiliateBonusEvents.events,
  AffiliateLogEvents.events,
  AffiliateWithdrawStarted,
  AffiliateWithdrawn,
  AffiliateWithdrawFailed,
  AffiliateWithdrawUnsure,
  AffiliateWithdrawVerifyStarted,
  AffiliateWithdrawVerified,
  AffiliateWithdrawCleared
)
