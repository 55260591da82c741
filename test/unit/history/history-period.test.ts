import { describe, expect, it } from "vitest"
import { isInRange, periodRange, recentMonths } from "../../../src/domain/history"
import type { HistoryRow } from "../../../src/domain/history-schema"
import { satang } from "../../../src/domain/money"
import { historyItems } from "../../../src/ui/history/history-items"
import { historyTexts } from "../../../src/ui/history/texts"

// #29 the period filter's ranges (Bangkok days and months) and the list's day headings.

/** 27 Nov 2026, 01:30 in Bangkok (26 Nov 18:30 UTC). */
const NOW = Date.UTC(2026, 10, 26, 18, 30)
const HOUR = 3_600_000
/** Midnight of 27 Nov 2026 in Bangkok. */
const TODAY = Date.UTC(2026, 10, 26, 17, 0)

describe("the history's periods (#29)", () => {
  it("'วันนี้' is the Bangkok day, its midnight included and the next excluded", () => {
    const range = periodRange("today", NOW)
    expect(range).toEqual({ from: TODAY, to: TODAY + 24 * HOUR })
    expect(isInRange(TODAY, range)).toBe(true)
    expect(isInRange(TODAY - 1, range)).toBe(false)
    expect(isInRange(TODAY + 24 * HOUR, range)).toBe(false)
  })

  it("'7 วัน' is today and the 6 Bangkok days before", () => {
    expect(periodRange("7d", NOW)).toEqual({ from: TODAY - 6 * 24 * HOUR, to: TODAY + 24 * HOUR })
  })

  it("'เดือนนี้' and a chosen month are Bangkok months; December runs into January", () => {
    expect(periodRange("month", NOW)).toEqual({
      from: Date.UTC(2026, 10, 1) - 7 * HOUR,
      to: Date.UTC(2026, 11, 1) - 7 * HOUR
    })
    expect(periodRange("2025-12", NOW)).toEqual({
      from: Date.UTC(2025, 11, 1) - 7 * HOUR,
      to: Date.UTC(2026, 0, 1) - 7 * HOUR
    })
    expect(periodRange("all", NOW)).toBeNull()
    expect(isInRange(0, null)).toBe(true)
  })

  it("the months to pick run back across a year, named in Thai with the Buddhist-era year", () => {
    expect(recentMonths(NOW, 13)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
      "2026-06",
      "2026-05",
      "2026-04",
      "2026-03",
      "2026-02",
      "2026-01",
      "2025-12",
      "2025-11"
    ])
    expect(historyTexts.monthName("2026-10")).toBe("ตุลาคม 2569")
    expect(historyTexts.monthName("2025-01")).toBe("มกราคม 2568")
  })
})

const row = (id: string, createdAt: string): HistoryRow => ({
  id,
  kind: "deposit",
  amount: satang(10_000),
  status: "approved",
  note: null,
  channel: "พร้อมเพย์",
  createdAt
})

describe("the history's day headings (#29)", () => {
  it("flattens the rows into a heading per Bangkok day, then its rows, in order", () => {
    const items = historyItems(
      [
        row("a", "2026-11-26T18:00:00.000Z"), // 27 Nov 01:00 Bangkok
        row("b", "2026-11-26T16:59:00.000Z"), // 26 Nov 23:59 Bangkok
        row("c", "2026-11-20T05:00:00.000Z")
      ],
      NOW
    )
    expect(items.map((item) => (item._tag === "day" ? `# ${item.heading}` : item.row.id))).toEqual([
      "# วันนี้",
      "a",
      "# เมื่อวาน",
      "b",
      "# 20 พ.ย. 2569",
      "c"
    ])
    expect(items.flatMap((item) => (item._tag === "row" ? [item.index] : []))).toEqual([0, 1, 2])
    expect(items[0]).toMatchObject({ _tag: "day", day: "27 พ.ย. 2569" })
  })
})
