import { Schema } from "effect"
import { MoneyFromBaht, SignedMoneyFromBaht } from "./money-schema"

// The transaction history's wire schemas (issue #10 §4, OPEN-07; #29): one call, paged by cursor,
// optionally within a period. Every member #29 added is optional, so the answers and bodies of
// before still decode.

/**
 * What a movement was: a bank-transfer deposit, a slip deposit, a withdrawal, a loss refund,
 * affiliate income withdrawn (#12); since #29 every other balance move of the ledger: a rejected
 * withdrawal's refund, the daily check-in, a reward's credit, the wheel's and the flip card's
 * credits, money into and out of a game, an operator's adjustment.
 */
export const HistoryKind = Schema.Literal(
  "deposit",
  "slip",
  "withdraw",
  "refund",
  "affiliate",
  "withdraw-refund",
  "check-in",
  "reward",
  "wheel",
  "flip-card",
  "deposit-bonus",
  "game-in",
  "game-out",
  "adjustment"
)
export type HistoryKind = typeof HistoryKind.Type
/** OPEN-13's status values. */
export const HistoryStatus = Schema.Literal("pending", "approved", "rejected", "failed")
export type HistoryStatus = typeof HistoryStatus.Type
/** The tabs 'ทั้งหมด', 'ฝาก' (deposits and slip deposits), 'ถอน' (withdrawals and their refunds). */
export const HistoryFilter = Schema.Literal("all", "deposit", "withdraw")
export type HistoryFilter = typeof HistoryFilter.Type

/** A month of the period filter: "2026-10" (the Bangkok calendar's). */
export const HistoryMonth = Schema.String.pipe(Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])$/))
/** The period filter (#29): every row, today, the last 7 days, this month, or a chosen month. */
export const HistoryPeriod = Schema.Union(Schema.Literal("all", "today", "7d", "month"), HistoryMonth)
export type HistoryPeriod = typeof HistoryPeriod.Type

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

export const HistoryRow = Schema.Struct({
  id: Schema.String,
  kind: HistoryKind,
  amount: MoneyFromBaht,
  status: HistoryStatus,
  /** The whole reason of a rejection or a failure (Thai); null otherwise. */
  note: Schema.NullOr(Schema.String),
  channel: Schema.String,
  createdAt: Schema.String,
  /** How much the movement moved the balance, signed (0: it did not, as a pending deposit). */
  moved: optional(SignedMoneyFromBaht),
  /** The balance right after it (and after every older row). */
  balanceAfter: optional(SignedMoneyFromBaht),
  /** The reference the player quotes to support (the slip's, the spin's ...); the id when absent. */
  reference: optional(Schema.String)
})
export type HistoryRow = typeof HistoryRow.Type

/** One page, newest first; `nextCursor` asks for the rows after the last one (null: no more). */
export const HistoryPage = Schema.Struct({
  rows: Schema.Array(HistoryRow),
  nextCursor: Schema.NullOr(Schema.String)
})
export type HistoryPage = typeof HistoryPage.Type

const Instant = Schema.Int.pipe(Schema.nonNegative())

/** The request body (the contract has no query strings, so a POST carries it). */
export const HistoryRequest = Schema.Struct({
  kind: HistoryFilter,
  before: Schema.NullOr(Schema.String),
  limit: Schema.Int.pipe(Schema.between(1, 100)),
  /** The period, as epoch ms: rows from `from` (included) to `to` (excluded); each optional. */
  from: optional(Instant),
  to: optional(Instant)
})
export type HistoryRequest = typeof HistoryRequest.Type
