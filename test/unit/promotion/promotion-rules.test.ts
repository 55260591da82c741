import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { formatBonusTime, formatEndNumber, promotionPeriods } from "../../../src/domain/promotion"
import type { UserSetting } from "../../../src/domain/settings"
import { userSetting } from "../events/fixtures"

const periods = (setting: UserSetting | null) => promotionPeriods(setting)

describe("bonus promotion panel", () => {
  it("PROMO-01 bonusMax 0 or negative gives no periods (the panel shows the no-promotion message)", () => {
    expect(periods({ ...userSetting, bonusMax: 0 })).toBeNull()
    expect(periods({ ...userSetting, bonusMax: -5 })).toBeNull()
    expect(periods({ ...userSetting, bonusMax: Number.NaN })).toBeNull()
    expect(periods({ ...userSetting, bonusMax: Number.POSITIVE_INFINITY })).toBeNull()
    expect(periods(null)).toBeNull()
  })

  it("#15 the cap is money: 500.004 baht reads as ฿500.00, in satang", () => {
    expect(periods({ ...userSetting, bonusMax: 500.004 })?.[0].max).toBe(satang(50_000))
  })

  it("PROMO-01 bonusMax 1 gives two periods", () => {
    expect(periods({ ...userSetting, bonusMax: 1 })).toHaveLength(2)
  })

  it("PROMO-02 period 1 shows rate, HH:MM window, end number /100 and bonusMax", () => {
    const result = periods({
      ...userSetting,
      bonusRate: 10,
      bonusTimeStart: "09:00:00",
      bonusTimeEnd: "12:00:00",
      endNumberBonus: 150,
      bonusMax: 500
    })
    expect(result?.[0]).toEqual({
      rate: 10,
      start: "09:00",
      end: "12:00",
      endNumber: "1.50",
      example: satang(30_150),
      max: satang(50_000)
    })
  })

  it("PROMO-03 / AMB-16 period 2 uses the period-2 fields, /100 for endNumberBonus2 and the same bonusMax", () => {
    const result = periods({
      ...userSetting,
      bonusRate2: 25,
      bonusTimeStart2: "18:30:00",
      bonusTimeEnd2: "23:59:00",
      endNumberBonus2: 99,
      bonusMax: 500
    })
    expect(result?.[1]).toEqual({
      rate: 25,
      start: "18:30",
      end: "23:59",
      endNumber: "0.99",
      example: satang(30_099),
      max: satang(50_000)
    })
    expect(result?.[1].max).toBe(result?.[0].max)
  })

  it("PROMO-04 / CONST-16 times show their first 5 characters", () => {
    expect(formatBonusTime("09:30:00")).toBe("09:30")
    expect(formatBonusTime("23:59")).toBe("23:59")
  })

  it("PROMO-05 / CONST-16 end numbers are value / 100 with exactly 2 decimals", () => {
    expect(formatEndNumber(150)).toBe("1.50")
    expect(formatEndNumber(5)).toBe("0.05")
    expect(formatEndNumber(0)).toBe("0.00")
    expect(formatEndNumber(99)).toBe("0.99")
    expect(formatEndNumber(12345)).toBe("123.45")
  })

  it("#29 each period explains its ending with a ฿300 deposit carrying it; an ending of ฿100 or more has no example", () => {
    const result = periods({ ...userSetting, bonusMax: 500, endNumberBonus: 5, endNumberBonus2: 10_000 })
    expect(result?.[0].example).toBe(satang(30_005))
    expect(result?.[1].example).toBeNull()
  })
})
