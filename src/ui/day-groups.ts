import { formatThaiDate } from "../domain/thai-date"

// A list's rows by Bangkok day, for a list that shows a heading per day (DatedRows' groupByDay, or
// a virtual list that flattens the groups into headings and rows). Apart from the list itself, so
// that the lists that do not group do not carry it.

export interface DayGroup<Row> {
  /** The Bangkok day in Thai ("27 พ.ย. 2569"), the same for every row of the group. */
  readonly day: string
  /** "วันนี้", "เมื่อวาน", or the day itself. */
  readonly heading: string
  readonly rows: ReadonlyArray<Row>
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Cuts rows where the Bangkok day changes, keeping their order (newest first, as the lists come):
 * a grouped list never moves a row, and a day the rows come back to starts a group again. `now`
 * names today and yesterday (Bangkok keeps no daylight saving, so a day is always 24 hours).
 */
export const byBangkokDay =
  (now: number) =>
  <Row extends { readonly at: string }>(rows: ReadonlyArray<Row>): ReadonlyArray<DayGroup<Row>> => {
    // The Thai date is the day's key: two instants share it exactly when they share a Bangkok day.
    const today = formatThaiDate(new Date(now).toISOString())
    const yesterday = formatThaiDate(new Date(now - DAY_MS).toISOString())
    const groups: Array<{ day: string; heading: string; rows: Array<Row> }> = []
    for (const row of rows) {
      const day = formatThaiDate(row.at)
      const last = groups.at(-1)
      if (last !== undefined && last.day === day) last.rows.push(row)
      else groups.push({ day, heading: day === today ? "วันนี้" : day === yesterday ? "เมื่อวาน" : day, rows: [row] })
    }
    return groups
  }
