import { describe, expect, it } from "vitest"
import { formatThaiDate, formatThaiDateTime, UNKNOWN_DATE } from "../../../src/domain/thai-date"

describe("dates shown to players (money.md, #10: Thai, Buddhist era, Asia/Bangkok)", () => {
  it("#10 shows the 4-digit Buddhist-era year and the Bangkok time (UTC+7)", () => {
    expect(formatThaiDateTime("2026-01-05T17:30:00.000Z")).toBe("6 ม.ค. 2569 00:30")
    expect(formatThaiDateTime("2026-06-15T03:05:00.000Z")).toBe("15 มิ.ย. 2569 10:05")
  })

  it("#10 a Bangkok day starts at 17:00 UTC the evening before", () => {
    expect(formatThaiDate("2026-12-31T16:59:59.000Z")).toBe("31 ธ.ค. 2569")
    expect(formatThaiDate("2026-12-31T17:00:00.000Z")).toBe("1 ม.ค. 2570")
  })

  it("#10 a date that cannot be read shows a dash, never 'Invalid Date'", () => {
    expect(formatThaiDateTime("not a date")).toBe(UNKNOWN_DATE)
    expect(formatThaiDate("")).toBe(UNKNOWN_DATE)
  })
})
