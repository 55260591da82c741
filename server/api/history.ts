import { historyCursor, isBeforeCursor, isInRange, kindsOfFilter, parseHistoryCursor } from "../../src/domain/history"
import type { HistoryPage } from "../../src/domain/history-schema"
import { subtractSatang, type Satang } from "../../src/domain/money"
import { historyEndpoints } from "../../src/services/history/endpoints"
import type { TransactionRecord } from "../transactions"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The transaction history (issue #10 §4; #29): reads the server's record of every money movement
// (state.transactions: what the areas record, and every other ledger move), newest first, a page
// at a time, within a period when the body names one. It only reads.

const BAD_CURSOR = "ตำแหน่งรายการไม่ถูกต้อง"

/**
 * Each row's balance after it: the balance now after the newest, and back from there by what each
 * row moved, so that the oldest row's balance plus every newer row's move is the balance now. The
 * walk stops at the first row the ledger did not move (the demo's seeded past, which predates the
 * ledger): those rows say what happened, not a balance no ledger can vouch for.
 */
export const balancesAfter = (rows: ReadonlyArray<TransactionRecord>, balance: Satang): ReadonlyMap<string, Satang> => {
  const after = new Map<string, Satang>()
  let running = balance
  for (const row of rows) {
    if (!row.ledgered) break
    after.set(row.id, running)
    running = subtractSatang(running, row.moved)
  }
  return after
}

export const historyRoutes: ReadonlyArray<Route> = [
  route(
    historyEndpoints.transactionHistory,
    (ctx): HistoryPage | HttpFailure => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (ctx.param("username") !== account.seed.username) return new HttpFailure(403, MESSAGES.forbidden)
      const { kind, before, limit, from, to } = ctx.body
      const cursor = before === null ? null : parseHistoryCursor(before)
      if (before !== null && cursor === null) return new HttpFailure(400, BAD_CURSOR)
      const everyRow = ctx.state.transactions.of(account.seed.username)
      const balances = balancesAfter(everyRow, account.balance)
      const kinds = kindsOfFilter(kind)
      const range = from === undefined && to === undefined ? null : { from, to }
      const all = everyRow.filter(
        (row) => (kinds === undefined || kinds.includes(row.kind)) && isInRange(row.createdAt, range)
      )
      const after = cursor === null ? all : all.filter((row) => isBeforeCursor(row, cursor))
      const page = after.slice(0, limit)
      const last = page.at(-1)
      return {
        rows: page.map((row) => {
          const balanceAfter = balances.get(row.id)
          return {
            id: row.id,
            kind: row.kind,
            amount: row.amount,
            status: row.status,
            note: row.note,
            channel: row.channel,
            createdAt: new Date(row.createdAt).toISOString(),
            moved: row.moved,
            reference: row.reference,
            ...(balanceAfter === undefined ? {} : { balanceAfter })
          }
        }),
        nextCursor: last !== undefined && after.length > limit ? historyCursor(last) : null
      }
    },
    { openInMaintenance: true }
  )
]
