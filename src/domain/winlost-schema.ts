import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

// The loss refund's wire schemas (OPEN-42, OPEN-27, API-21, API-37, AMB-23: the "withdraw result"
// of ENT-17 is modelled as the period's report). Times are ISO strings; money is MoneyFromBaht.

const Destination = Schema.Literal("balance", "bank")

/** GET /api/auth/winlost/:username: the current period's loss and refund. */
export const WinlostReport = Schema.Struct({
  periodStart: Schema.String,
  periodEnd: Schema.String,
  loss: MoneyFromBaht,
  percent: Schema.Number,
  refund: MoneyFromBaht,
  claimed: Schema.Boolean,
  claimedAt: Schema.NullOr(Schema.String),
  /** Where this period's refund went, once claimed. */
  claimedTo: Schema.NullOr(Destination)
})
export type WinlostReport = typeof WinlostReport.Type

/** The answer of a claim ('รับยอดเสีย') and of a transfer to the bank: what moved, and the balance. */
export const WinlostPayout = Schema.Struct({
  id: Schema.String,
  amount: MoneyFromBaht,
  destination: Destination,
  balance: MoneyFromBaht,
  claimedAt: Schema.String,
  periodStart: Schema.String
})
export type WinlostPayout = typeof WinlostPayout.Type

/** POST /api/auth/user/transfer/to/bank (OPEN-27): what is paid out, from which source. */
export const TransferToBankRequest = Schema.Struct({
  source: Schema.Literal("winlost"),
  amount: MoneyFromBaht
})

/** POST /api/auth/log/affiliate/:username (API-37): a log kind (ENT-17) and an ISO range. */
export const LogRequest = Schema.Struct({
  type: Schema.Literal("af", "wl"),
  start: Schema.String,
  end: Schema.String
})

/** One line of the "wl" log: a past period's refund. */
export const WinlostLogEntry = Schema.Struct({
  id: Schema.String,
  periodStart: Schema.String,
  periodEnd: Schema.String,
  loss: MoneyFromBaht,
  percent: Schema.Number,
  amount: MoneyFromBaht,
  destination: Destination,
  createdAt: Schema.String
})
export type WinlostLogEntry = typeof WinlostLogEntry.Type
