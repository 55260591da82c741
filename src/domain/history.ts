import { bangkokDate } from "./bangkok-date"
import type { HistoryFilter, HistoryKind, HistoryPeriod } from "./history-schema"

// The transaction history's rules (issue #10 §4, OPEN-07), shared by the app and the reference API.

/** Rows per page: enough to fill two phone screens; the server allows up to 100. */
export const HISTORY_PAGE_SIZE = 50

/**
 * The kinds each tab lists: slip deposits are deposits, a rejected withdrawal's refund is the
 * withdrawal's; the rest (loss refunds, affiliate income, credits, games) under 'ทั้งหมด' only.
 */
export const kindsOfFilter = (filter: HistoryFilter): ReadonlyArray<HistoryKind> | undefined =>
  filter === "deposit" ? ["deposit", "slip"] : filter === "withdraw" ? ["withdraw", "withdraw-refund"] : undefined

/** Money in (+) or out (−) of the player's hands (an adjustment says so by its sign). */
export const isMoneyIn = (kind: HistoryKind, moved?: number): boolean =>
  kind === "adjustment" ? (moved ?? 0) >= 0 : kind !== "withdraw" && kind !== "game-in"

const DAY_MS = 24 * 60 * 60 * 1000
/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000

/** The instant a Bangkok month ("2026-10") starts, and the one the next starts. */
const monthRange = (month: string): { readonly from: number; readonly to: number } => {
  const year = Number(month.slice(0, 4))
  const index = Number(month.slice(5, 7)) - 1
  return { from: Date.UTC(year, index, 1) - BANGKOK_OFFSET_MS, to: Date.UTC(year, index + 1, 1) - BANGKOK_OFFSET_MS }
}

/**
 * The instants a period covers, `from` included, `to` excluded (#29): today and the last 7 days
 * (today and the 6 before) as Bangkok days, this month or a chosen one as Bangkok months; null for
 * every row. `now` is the command's clock (a reducer never reads one).
 */
export const periodRange = (
  period: HistoryPeriod,
  now: number
): { readonly from: number; readonly to: number } | null => {
  if (period === "all") return null
  const dayStart = Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS
  if (period === "today") return { from: dayStart, to: dayStart + DAY_MS }
  if (period === "7d") return { from: dayStart - 6 * DAY_MS, to: dayStart + DAY_MS }
  return monthRange(period === "month" ? bangkokDate(now).month : period)
}

/** Whether an instant lies in a period's range (null: every instant does). */
export const isInRange = (
  at: number,
  range: { readonly from?: number | undefined; readonly to?: number | undefined } | null
): boolean =>
  range === null || ((range.from === undefined || at >= range.from) && (range.to === undefined || at < range.to))

/** The months a player may choose, newest first: this Bangkok month and the `count - 1` before ("2026-11", "2026-10" ...). */
export const recentMonths = (now: number, count: number): ReadonlyArray<string> => {
  const [year = 0, month = 1] = bangkokDate(now).month.split("-").map(Number)
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`
  })
}

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
