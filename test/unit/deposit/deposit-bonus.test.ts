import { describe, expect, it } from "vitest"
import { MAX_DEPOSIT } from "../../../src/domain/deposit"
import {
  amountWithEnding,
  bonusNote,
  carriesEnding,
  depositBonus,
  openBonusWindow,
  type BonusWindow
} from "../../../src/domain/deposit-bonus"
import { DEMO_PROMOTION, NO_PROMOTION } from "../../../src/domain/demo/site"
import { satang, wholeBaht } from "../../../src/domain/money"

// The deposit bonus's windows and endings ('ทศนิยมท้าย', #29): the demo's period 1 is 09:00–12:00,
// 10 %, ending 1.50; period 2 is 20:00–23:59, 5 %, ending 0.99; at most ฿500 (src/domain/demo/site.ts).

/** An instant at a Bangkok time of 27 November 2026. */
const bangkok = (time: string): number => Date.parse(`2026-11-27T${time}+07:00`)

describe("the bonus window open at an instant (#29, PROMO-01..PROMO-03)", () => {
  it("#29 period 1 from its start up to, not at, its end; period 2 likewise; none between", () => {
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("08:59:59"))).toBeNull()
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("09:00:00"))).toEqual({
      period: 1,
      rate: 10,
      endNumber: 150,
      ending: "1.50",
      max: wholeBaht(500),
      closes: "12:00"
    })
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("11:59:59"))?.period).toBe(1)
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("12:00:00"))).toBeNull()
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("14:00:00"))).toBeNull()
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("20:00:00"))).toMatchObject({
      period: 2,
      rate: 5,
      endNumber: 99,
      ending: "0.99",
      closes: "23:59"
    })
    expect(openBonusWindow(DEMO_PROMOTION, bangkok("23:59:00"))).toBeNull()
  })

  it("#29 Bangkok's clock, not the machine's: 02:30 UTC is 09:30 in Bangkok", () => {
    expect(openBonusWindow(DEMO_PROMOTION, Date.parse("2026-11-27T02:30:00Z"))?.period).toBe(1)
  })

  it("#29 a window past midnight wraps: 22:00–02:00 is open at 23:30 and 01:00, closed at 02:00", () => {
    const night = { ...DEMO_PROMOTION, bonusTimeStart: "22:00:00", bonusTimeEnd: "02:00:00" }
    expect(openBonusWindow(night, bangkok("23:30:00"))?.period).toBe(1)
    expect(openBonusWindow(night, Date.parse("2026-11-28T01:00:00+07:00"))?.period).toBe(1)
    expect(openBonusWindow(night, Date.parse("2026-11-28T02:00:00+07:00"))).toBeNull()
  })

  it("#29 no window without a promotion (bonusMax 0), nor for no setting, a rate of 0, a fractional ending or unreadable times", () => {
    expect(openBonusWindow(NO_PROMOTION, bangkok("10:00:00"))).toBeNull()
    expect(openBonusWindow(null, bangkok("10:00:00"))).toBeNull()
    expect(openBonusWindow({ ...DEMO_PROMOTION, bonusRate: 0 }, bangkok("10:00:00"))).toBeNull()
    expect(openBonusWindow({ ...DEMO_PROMOTION, endNumberBonus: 1.5 }, bangkok("10:00:00"))).toBeNull()
    expect(openBonusWindow({ ...DEMO_PROMOTION, bonusTimeStart: "soon" }, bangkok("10:00:00"))).toBeNull()
  })
})

describe("the QR amount carries the ending (#29)", () => {
  it("#29 '1.50' ends the last baht digit and the satang: ฿300 → ฿301.50, ฿1,000 → ฿1,001.50, ฿305 → ฿311.50", () => {
    expect(amountWithEnding(wholeBaht(300), 150)).toBe(satang(30_150))
    expect(amountWithEnding(wholeBaht(1_000), 150)).toBe(satang(100_150))
    expect(amountWithEnding(wholeBaht(305), 150)).toBe(satang(31_150))
  })

  it("#29 '0.99' ends the satang: ฿300 → ฿300.99, ฿250.50 → ฿250.99; an amount already ending so stays", () => {
    expect(amountWithEnding(wholeBaht(300), 99)).toBe(satang(30_099))
    expect(amountWithEnding(satang(25_050), 99)).toBe(satang(25_099))
    expect(amountWithEnding(satang(30_099), 99)).toBe(satang(30_099))
    expect(amountWithEnding(satang(30_150), 150)).toBe(satang(30_150))
  })

  it("#29 never below the chosen amount: ฿300.99 with '0.05' is ฿301.05", () => {
    expect(amountWithEnding(satang(30_099), 5)).toBe(satang(30_105))
  })

  it("#29 null when the carried amount would pass the largest QR; the largest itself ending so stays", () => {
    expect(amountWithEnding(MAX_DEPOSIT, 150)).toBeNull()
    expect(amountWithEnding(MAX_DEPOSIT, 0)).toBe(MAX_DEPOSIT)
  })

  it("#29 which amounts carry an ending", () => {
    expect(carriesEnding(satang(30_150), 150)).toBe(true)
    expect(carriesEnding(satang(100_150), 150)).toBe(true)
    expect(carriesEnding(satang(30_050), 150)).toBe(false)
    expect(carriesEnding(wholeBaht(300), 150)).toBe(false)
    expect(carriesEnding(satang(30_099), 99)).toBe(true)
    expect(carriesEnding(satang(30_199), 99)).toBe(true)
    expect(carriesEnding(satang(30_098), 99)).toBe(false)
  })
})

describe("the bonus a deposit earns (#29)", () => {
  const window: BonusWindow = {
    period: 1,
    rate: 10,
    endNumber: 150,
    ending: "1.50",
    max: wholeBaht(500),
    closes: "12:00"
  }

  it("#29 rate per cent rounded down to the satang, for an amount with the ending only", () => {
    expect(depositBonus(satang(30_150), window)).toBe(satang(3_015))
    expect(depositBonus(satang(1_150), window)).toBe(satang(115))
    expect(depositBonus(wholeBaht(300), window)).toBe(0)
  })

  it("#29 at most bonusMax: ฿5,001.50 earns ฿500.00, ฿4,991.50 ฿499.15", () => {
    expect(depositBonus(satang(500_150), window)).toBe(wholeBaht(500))
    expect(depositBonus(satang(499_150), window)).toBe(satang(49_915))
  })

  it("#29 the operator's note names the rate and the bonus", () => {
    expect(bonusNote(window, satang(3_015))).toBe("โบนัสทศนิยมท้าย 10% +฿30.15")
  })
})
