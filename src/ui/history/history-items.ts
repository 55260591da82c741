import type { HistoryRow } from "../../domain/history-schema"
import { byBangkokDay } from "../day-groups"

// The virtual list's items (#29): the rows cut into Bangkok days (day-groups.ts), flattened into
// a heading item per day and a row item per row, in the list's order (newest first).

export type HistoryItem =
  | { readonly _tag: "day"; readonly key: string; readonly heading: string; readonly day: string }
  | { readonly _tag: "row"; readonly key: string; readonly row: HistoryRow; readonly index: number }

export const historyItems = (rows: ReadonlyArray<HistoryRow>, now: number): ReadonlyArray<HistoryItem> => {
  const indexed = rows.map((row, index) => ({ at: row.createdAt, row, index }))
  return byBangkokDay(now)(indexed).flatMap((group): ReadonlyArray<HistoryItem> => [
    // A day may come twice (rows out of order): the group's first row names its heading.
    { _tag: "day", key: `day-${group.rows[0]?.row.id ?? group.day}`, heading: group.heading, day: group.day },
    ...group.rows.map(({ row, index }): HistoryItem => ({ _tag: "row", key: row.id, row, index }))
  ])
}
