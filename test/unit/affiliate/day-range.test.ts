import { describe, expect, it } from "vitest"
import { buddhistYear } from "../../../src/domain/buddhist-year"
import {
  addDays,
  dayParts,
  daysInMonth,
  lastDays,
  lastMonth,
  monthSoFar,
  RANGE_MESSAGES,
  rangeInstants,
  rangeLength,
  rangeProblem,
  THAI_MONTHS_SHORT
} from "../../../src/domain/day-range"

// The Bangkok day ranges of the affiliate bonus (#12: a date range picker in Buddhist-era dates).

/** 1 December 2026, 00:30 in Bangkok: still 30 November in UTC. */
const FIRST_OF_DECEMBER = Date.UTC(2026, 10, 30, 17, 30)

describe("day ranges (#12)", () => {
  it("this month so far is Bangkok's month, even when UTC is still in the month before", () => {
    expect(monthSoFar(FIRST_OF_DECEMBER)).toEqual({ from: "2026-12-01", to: "2026-12-01" })
    expect(monthSoFar(Date.UTC(2026, 10, 19, 5))).toEqual({ from: "2026-11-01", to: "2026-11-19" })
  })

  it("last month and the last N days", () => {
    expect(lastMonth(FIRST_OF_DECEMBER)).toEqual({ from: "2026-11-01", to: "2026-11-30" })
    expect(lastMonth(Date.UTC(2026, 0, 10))).toEqual({ from: "2025-12-01", to: "2025-12-31" })
    expect(lastDays(FIRST_OF_DECEMBER, 7)).toEqual({ from: "2026-11-25", to: "2026-12-01" })
  })

  it("the wire range runs from the first day's Bangkok midnight to the midnight after the last day", () => {
    expect(rangeInstants({ from: "2026-11-01", to: "2026-11-19" })).toEqual({
      start: "2026-10-31T17:00:00.000Z",
      end: "2026-11-19T17:00:00.000Z"
    })
  })

  it("a range is refused when reversed, past today or longer than 366 days; its boundaries pass", () => {
    const today = "2026-11-19"
    expect(rangeProblem({ from: "2026-11-19", to: "2026-11-19" }, today)).toBeNull()
    expect(rangeProblem({ from: "2026-11-20", to: "2026-11-19" }, today)).toBe(RANGE_MESSAGES.reversed)
    expect(rangeProblem({ from: "2026-11-01", to: "2026-11-20" }, today)).toBe(RANGE_MESSAGES.future)
    expect(rangeProblem({ from: "2025-11-19", to: "2026-11-19" }, today)).toBeNull()
    expect(rangeLength({ from: "2025-11-19", to: "2026-11-19" })).toBe(366)
    expect(rangeProblem({ from: "2025-11-18", to: "2026-11-19" }, today)).toBe(RANGE_MESSAGES.tooLong)
    expect(rangeProblem({ from: "2026-02-30", to: "2026-11-19" }, today)).not.toBeNull()
  })

  it("calendar helpers: days in a month, leap years, day keys, the Buddhist era and Thai month names", () => {
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2026, 2)).toBe(28)
    expect(daysInMonth(2026, 12)).toBe(31)
    expect(dayParts("2026-02-29")).toBeNull()
    expect(dayParts("2026-11-05")).toEqual({ year: 2026, month: 11, day: 5 })
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28")
    expect(buddhistYear(2026)).toBe(2569)
    expect(THAI_MONTHS_SHORT).toHaveLength(12)
    expect(THAI_MONTHS_SHORT[0]).toBe("ม.ค.")
    expect(THAI_MONTHS_SHORT[10]).toBe("พ.ย.")
  })
})
