import { describe, expect, it } from "vitest"
import { formatBaht, formatInteger } from "../../../src/domain/money"

describe("money formatting (PROD-03 th locale)", () => {
  it("PROD-03 formatBaht shows the baht sign, Thai grouping and exactly 2 decimals", () => {
    expect(formatBaht(1234.5)).toBe("฿1,234.50")
    expect(formatBaht(0)).toBe("฿0.00")
    expect(formatBaht(1_000_000)).toBe("฿1,000,000.00")
    expect(formatBaht(99.999)).toBe("฿100.00")
    expect(formatBaht(0.1 + 0.2)).toBe("฿0.30")
  })

  it("PROD-03 formatInteger groups whole numbers and drops decimals", () => {
    expect(formatInteger(1_000_000)).toBe("1,000,000")
    expect(formatInteger(99_999_999)).toBe("99,999,999")
    expect(formatInteger(12.4)).toBe("12")
    expect(formatInteger(0)).toBe("0")
  })
})
