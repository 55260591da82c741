import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

// The transaction history's wire schemas (issue #10 §4, OPEN-07): one call, paged by cursor.

/** What a movement was: a bank-transfer deposit, a slip deposit, a withdrawal, a loss refund, affiliate income withdrawn (#12). */
export const HistoryKind = Schema.Literal("deposit", "slip", "withdraw", "refund", "affiliate")
export type HistoryKind = typeof HistoryKind.Type
/** OPEN-13's status values. */
export const HistoryStatus = Schema.Literal("pending", "approved", "rejected", "failed")
export type HistoryStatus = typeof HistoryStatus.Type
/** The tabs 'ทั้งหมด', 'ฝาก' (deposits and slip deposits), 'ถอน'. */
export const HistoryFilter = Schema.Literal("all", "deposit", "withdraw")
export type HistoryFilter = typeof HistoryFilter.Type

export const HistoryRow = Schema.Struct({
  id: Schema.String,
  kind: HistoryKind,
  amount: MoneyFromBaht,
  status: HistoryStatus,
  note: Schema.NullOr(Schema.String),
  channel: Schema.String,
  createdAt: Schema.String
})
export type HistoryRow = typeof HistoryRow.Type

/** One page, newest first; `nextCursor` asks for the rows after the last one (null: no more). */
export const HistoryPage = Schema.Struct({
  rows: Schema.Array(HistoryRow),
  nextCursor: Schema.NullOr(Schema.String)
})
export type HistoryPage = typeof HistoryPage.Type

/** The request body (the contract has no query strings, so a POST carries it). */
export const HistoryRequest = Schema.Struct({
  kind: HistoryFilter,
  before: Schema.NullOr(Schema.String),
  limit: Schema.Int.pipe(Schema.between(1, 100))
})
export type HistoryRequest = typeof HistoryRequest.Type
