import { describe, expect, it } from "vitest"
import {
  addSatang,
  formatBaht,
  formatBahtPlain,
  formatInteger,
  parseBahtInput,
  percentOf,
  satang,
  satangToBaht,
  sumSatang,
  wholeBaht,
  ZERO_SATANG
} from "../../../src/domain/money"

describe("money formatting (PROD-03 th locale)", () => {
  it("PROD-03 #10 formatBaht shows satang as baht: the baht sign, Thai grouping and exactly 2 decimals", () => {
    expect(formatBaht(satang(123_450))).toBe("฿1,234.50")
    expect(formatBaht(ZERO_SATANG)).toBe("฿0.00")
    expect(formatBaht(satang(100_000_000))).toBe("฿1,000,000.00")
    expect(formatBaht(satang(9_999))).toBe("฿99.99")
    expect(formatBaht(satang(1))).toBe("฿0.01")
    expect(formatBaht(addSatang(satang(10), satang(20)))).toBe("฿0.30")
  })

  it("#10 formatBahtPlain is the same amount without the baht sign", () => {
    expect(formatBahtPlain(satang(152_075))).toBe("1,520.75")
    expect(formatBahtPlain(ZERO_SATANG)).toBe("0.00")
  })

  it("PROD-03 formatInteger groups whole numbers and drops decimals", () => {
    expect(formatInteger(1_000_000)).toBe("1,000,000")
    expect(formatInteger(99_999_999)).toBe("99,999,999")
    expect(formatInteger(12.4)).toBe("12")
    expect(formatInteger(0)).toBe("0")
  })
})

describe("satang, the app's unit of money (#10, money.md)", () => {
  it("#10 satang() keeps a whole number and throws on a fraction rather than round money", () => {
    expect(satang(152_075)).toBe(152_075)
    expect(satang(0)).toBe(0)
    expect(satang(-500)).toBe(-500)
    expect(() => satang(0.5)).toThrow(RangeError)
    expect(() => satang(1520.75)).toThrow(RangeError)
    expect(() => satang(Number.NaN)).toThrow(RangeError)
    expect(() => satang(Infinity)).toThrow(RangeError)
  })

  it("#10 wholeBaht turns whole baht into satang; satangToBaht turns satang back into wire baht", () => {
    expect(wholeBaht(100)).toBe(10_000)
    expect(wholeBaht(0)).toBe(ZERO_SATANG)
    expect(satangToBaht(satang(152_075))).toBe(1520.75)
    expect(satangToBaht(satang(30))).toBe(0.3)
  })

  it("#10 addSatang and sumSatang add exactly: 0.10 + 0.20 baht is 0.30, never 0.30000000000000004", () => {
    expect(addSatang(satang(10), satang(20))).toBe(30)
    expect(addSatang(satang(152_075), satang(-2_000))).toBe(150_075)
    expect(sumSatang([satang(10), satang(20), satang(70)])).toBe(100)
    expect(sumSatang([])).toBe(ZERO_SATANG)
    expect(satangToBaht(sumSatang([satang(10), satang(20)]))).toBe(0.3)
  })

  it("#10 percentOf rounds down to the satang, so a share never pays a fraction more", () => {
    expect(percentOf(satang(10_000), 10)).toBe(1_000)
    expect(percentOf(satang(999), 10)).toBe(99)
    expect(percentOf(satang(1), 50)).toBe(0)
    expect(percentOf(satang(12_345), 33)).toBe(4_073)
    expect(percentOf(ZERO_SATANG, 25)).toBe(0)
  })
})

describe("a typed baht amount (#10, money.md)", () => {
  it("#10 parseBahtInput reads whole baht, thousands commas and up to two decimals as satang", () => {
    expect(parseBahtInput("1,500")).toBe(150_000)
    expect(parseBahtInput("250.5")).toBe(25_050)
    expect(parseBahtInput("99.99")).toBe(9_999)
    expect(parseBahtInput("0")).toBe(0)
    expect(parseBahtInput("0.01")).toBe(1)
    expect(parseBahtInput(" 1,000,000.00 ")).toBe(100_000_000)
  })

  it("#10 parseBahtInput refuses empty text, letters, three decimals, negatives and two points", () => {
    for (const text of ["", "   ", "abc", "12abc", "1.234", "-5", "1.2.3", ".5", "1e3"]) {
      expect(parseBahtInput(text), JSON.stringify(text)).toBeNull()
    }
  })
})
