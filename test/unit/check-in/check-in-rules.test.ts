import { describe, expect, it } from "vitest"
import { bangkokDayOfMonth } from "../../../src/domain/bangkok-date"
import { isCheckedIn } from "../../../src/domain/check-in"
import { checkInEntry } from "../events/fixtures"

describe("daily check-in rules", () => {
  it("AMB-18 bangkokDayOfMonth uses Asia/Bangkok (UTC+7) across the date line", () => {
    // 14 June 2024 16:59:59.999 UTC is 23:59:59.999 on the 14th in Bangkok.
    expect(bangkokDayOfMonth(Date.UTC(2024, 5, 14, 16, 59, 59, 999))).toBe(14)
    // One millisecond later it is midnight of the 15th in Bangkok, still the 14th in UTC.
    expect(bangkokDayOfMonth(Date.UTC(2024, 5, 14, 17, 0, 0, 0))).toBe(15)
    expect(new Date(Date.UTC(2024, 5, 14, 17)).getUTCDate()).toBe(14)
  })

  it("AMB-18 bangkokDayOfMonth rolls over the month end", () => {
    expect(bangkokDayOfMonth(Date.UTC(2024, 0, 31, 17, 0))).toBe(1)
    expect(bangkokDayOfMonth(Date.UTC(2024, 1, 29, 12, 0))).toBe(29)
  })

  it("CHECKIN-03 isCheckedIn is true when an entry's json.day is today", () => {
    expect(isCheckedIn([checkInEntry(13), checkInEntry(15)], 15)).toBe(true)
  })

  it("CHECKIN-04 isCheckedIn is false when no entry matches today, or the list is empty", () => {
    expect(isCheckedIn([checkInEntry(13), checkInEntry(14)], 15)).toBe(false)
    expect(isCheckedIn([], 15)).toBe(false)
  })
})
