import type { HistoryFilter, HistoryKind } from "./history-schema"

// The transaction history's rules (issue #10 §4, OPEN-07), shared by the app and the reference API.

/** Rows per page: enough to fill two phone screens; the server allows up to 100. */
export const HISTORY_PAGE_SIZE = 50

/** The kinds each tab lists: slip deposits are deposits; loss refunds and affiliate income show under 'ทั้งหมด' only. */
export const kindsOfFilter = (filter: HistoryFilter): ReadonlyArray<HistoryKind> | undefined =>
  filter === "deposit" ? ["deposit", "slip"] : filter === "withdraw" ? ["withdraw"] : undefined

/** Money in (+) or out (−) of the player's hands. */
export const isMoneyIn = (kind: HistoryKind): boolean => kind !== "withdraw"

/**
 * A page's cursor: the last row's time and id, so a page boundary holds even while new rows
 * arrive at the top (they are newer, never "before" the cursor).
 */
export const historyCursor = (row: { readonly createdAt: number; readonly id: string }): string =>
  `${row.createdAt}|${row.id}`

export const parseHistoryCursor = (cursor: string): { readonly createdAt: number; readonly id: string } | null => {
  const bar = cursor.indexOf("|")
  const createdAt = Number(cursor.slice(0, bar))
  return bar <= 0 || !Number.isSafeInteger(createdAt) ? null : { createdAt, id: cursor.slice(bar + 1) }
}

/** Whether a row comes after the cursor in the newest-first order (time, then id, descending). */
export const isBeforeCursor = (
  row: { readonly createdAt: number; readonly id: string },
  cursor: { readonly createdAt: number; readonly id: string }
): boolean =>
  row.createdAt < cursor.createdAt || (row.createdAt === cursor.createdAt && row.id.localeCompare(cursor.id) < 0)
