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
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The affiliate programme's facts (#12, ENT-11). 'ถอนรายได้' is a money write (money.md): a
// once-only write (once-only-write-schema.ts) whose lost answer is read back from the "af" log.

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

/**
 * 'ยืนยันถอนรายได้' as a write (money.md, once-only-write-schema.ts): AffiliateWithdrawStarted with its key,
 * the amount, the payout type and the "af" log lines known at the press (a line not among them is
 * the withdrawal, if it happened), AffiliateWithdrawFailed (the server's Thai message),
 * AffiliateWithdrawUnsure (the log is read, nothing is resent), AffiliateWithdrawVerifyStarted
 * ('ตรวจสอบอีกครั้ง'), AffiliateWithdrawNotDone, AffiliateWithdrawUnverified and
 * AffiliateWithdrawOffline. Success is AffiliateWithdrawn (the server's answer) or
 * AffiliateWithdrawVerified (read back from the log).
 */
export const AffiliateWithdrawWrite = onceOnlyWriteEvents("AffiliateWithdraw", {
  amount: MoneyFromBaht,
  type: PayoutType,
  known: Schema.Array(Schema.String)
})
export const AffiliateWithdrawn = Schema.TaggedStruct("AffiliateWithdrawn", { withdrawal: AffiliateWithdrawal })
/**
 * The "af" log, read after an unsure withdrawal, holds the line it made. Logs written before
 * AffiliateWithdrawNotDone also carry it with null: the withdrawal did not happen (the key stays).
 */
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
  AffiliateWithdrawWrite.events,
  AffiliateWithdrawn,
  AffiliateWithdrawVerified,
  AffiliateWithdrawCleared
)
