import { historyCursor, isBeforeCursor, kindsOfFilter, parseHistoryCursor } from "../../src/domain/history"
import type { HistoryPage } from "../../src/domain/history-schema"
import { historyEndpoints } from "../../src/services/history/endpoints"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The transaction history (issue #10 §4): reads the server's record of every money movement
// (state.transactions, which the deposit, slip, withdraw and loss refund areas write), newest
// first, a page at a time. It only reads.

const BAD_CURSOR = "ตำแหน่งรายการไม่ถูกต้อง"

export const historyRoutes: ReadonlyArray<Route> = [
  route(historyEndpoints.transactionHistory, (ctx): HistoryPage | HttpFailure => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    if (ctx.param("username") !== account.seed.username) return new HttpFailure(403, MESSAGES.forbidden)
    const { kind, before, limit } = ctx.body
    const cursor = before === null ? null : parseHistoryCursor(before)
    if (before !== null && cursor === null) return new HttpFailure(400, BAD_CURSOR)
    const all = ctx.state.transactions.of(account.seed.username, kindsOfFilter(kind))
    const after = cursor === null ? all : all.filter((row) => isBeforeCursor(row, cursor))
    const page = after.slice(0, limit)
    const last = page.at(-1)
    return {
      rows: page.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: row.amount,
        status: row.status,
        note: row.note,
        channel: row.channel,
        createdAt: new Date(row.createdAt).toISOString()
      })),
      nextCursor: last !== undefined && after.length > limit ? historyCursor(last) : null
    }
  })
]
