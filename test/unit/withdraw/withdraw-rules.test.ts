import { describe, expect, it } from "vitest"
import { addSatang, parseBahtInput, satang, wholeBaht, ZERO_SATANG, type Satang } from "../../../src/domain/money"
import {
  bangkokDayKey,
  mostWithdrawable,
  todayRoom,
  todayUsage,
  withdrawalProblem,
  withdrawLimits,
  WITHDRAW_MESSAGES as M
} from "../../../src/domain/withdraw"
import { maskUsername } from "../../../src/domain/masking"
import { withdrawRequest } from "./withdraw-fixtures"

// The withdrawal rules at their boundaries (#10 §3, LEVEL-04..LEVEL-08, CONST-17, AMB-11, AMB-12).

const RICH = wholeBaht(10_000_000)
const baht = (text: string): Satang => parseBahtInput(text) ?? ZERO_SATANG
const check = (amount: string, level: number, todayTotal: Satang = ZERO_SATANG, todayCount = 0, balance = RICH) =>
  withdrawalProblem({ amount: baht(amount), balance, level, todayCount, todayTotal })

describe("withdrawal limits per level (LEVEL-04..LEVEL-08, AMB-11, AMB-12)", () => {
  it.each([
    [1, 100_000, null],
    [2, 300_000, null],
    [3, 500_000, null],
    [4, 1_000_000, 200_000],
    [5, 500_000, 100_000]
  ])("level %i: %i a day, at most %s a withdrawal, 5 a day", (level, perDay, perWithdrawal) => {
    expect(withdrawLimits(level)).toEqual({
      perDay: wholeBaht(perDay),
      perWithdrawal: perWithdrawal === null ? null : wholeBaht(perWithdrawal),
      count: 5
    })
  })

  it("an unknown level gets silver's limits", () => {
    expect(withdrawLimits(99)).toEqual(withdrawLimits(1))
  })
})

describe("withdrawalProblem (#10 §3)", () => {
  it("the 100 baht minimum: 99.99 refused, 100 allowed", () => {
    expect(check("99.99", 1)).toBe(M.belowMinimum)
    expect(check("100", 1)).toBeNull()
  })

  it("the balance: one satang over is 'ยอดเงินไม่พอ', all of it is allowed", () => {
    expect(check("500.01", 1, ZERO_SATANG, 0, wholeBaht(500))).toBe(M.notEnough)
    expect(check("500", 1, ZERO_SATANG, 0, wholeBaht(500))).toBeNull()
  })

  it.each([
    [1, "100000"],
    [2, "300000"],
    [3, "500000"]
  ])("level %i: the daily limit at %s baht, under, at and over", (level, limit) => {
    const perDay = baht(limit)
    const used = wholeBaht(1_000)
    const left = satang(perDay - used)
    expect(
      withdrawalProblem({ amount: satang(left - 1), balance: RICH, level, todayCount: 1, todayTotal: used })
    ).toBeNull()
    expect(withdrawalProblem({ amount: left, balance: RICH, level, todayCount: 1, todayTotal: used })).toBeNull()
    expect(withdrawalProblem({ amount: satang(left + 1), balance: RICH, level, todayCount: 1, todayTotal: used })).toBe(
      M.overDailyLimit
    )
    expect(check(limit, level)).toBeNull()
    expect(
      withdrawalProblem({ amount: satang(perDay + 1), balance: RICH, level, todayCount: 0, todayTotal: ZERO_SATANG })
    ).toBe(M.overDailyLimit)
  })

  it("diamond: MAX_AMOUNT 200,000 allowed, 200,000.01 refused; the 1,000,000 a day still holds", () => {
    expect(check("200000", 4)).toBeNull()
    expect(check("200000.01", 4)).toBe(M.overMaxAmount)
    expect(check("200000", 4, wholeBaht(800_000), 4)).toBeNull()
    expect(check("200000", 4, addSatang(wholeBaht(800_000), satang(1)), 4)).toBe(M.overDailyLimit)
  })

  it("vip (AMB-11): 100,000 a withdrawal, so 200,000 and 200,000.01 are both over the single maximum", () => {
    expect(check("100000", 5)).toBeNull()
    expect(check("100000.01", 5)).toBe(M.overMaxAmount)
    expect(check("200000", 5)).toBe(M.overMaxAmount)
    expect(check("200000.01", 5)).toBe(M.overMaxAmount)
  })

  it("CONST-17 the 5th withdrawal of the day is allowed, the 6th refused at every level", () => {
    for (const level of [1, 2, 3, 4, 5]) {
      expect(check("100", level, wholeBaht(400), 4)).toBeNull()
      expect(check("100", level, wholeBaht(500), 5)).toBe(M.tooMany)
    }
  })

  it("the order when several rules fail: minimum, count, balance, single maximum, daily limit", () => {
    expect(check("50", 1, ZERO_SATANG, 5, ZERO_SATANG)).toBe(M.belowMinimum)
    expect(check("150000", 1, ZERO_SATANG, 5, ZERO_SATANG)).toBe(M.tooMany)
    expect(check("150000", 1, ZERO_SATANG, 0, wholeBaht(1_000))).toBe(M.notEnough)
    expect(check("300000", 4, wholeBaht(900_000), 1)).toBe(M.overMaxAmount)
  })
})

describe("today's room and 'ถอนทั้งหมด'", () => {
  it("counts what is left of the day, never below zero", () => {
    expect(todayRoom({ level: 1, todayCount: 2, todayTotal: wholeBaht(30_000) })).toEqual({
      withdrawalsLeft: 3,
      limitLeft: wholeBaht(70_000)
    })
    expect(todayRoom({ level: 1, todayCount: 7, todayTotal: wholeBaht(200_000) })).toEqual({
      withdrawalsLeft: 0,
      limitLeft: ZERO_SATANG
    })
  })

  it("the most allowed is the least of the balance, the day's room and the single maximum", () => {
    const usage = { todayCount: 0, todayTotal: ZERO_SATANG }
    expect(mostWithdrawable({ balance: satang(152_075), level: 1, ...usage })).toBe(satang(152_075))
    expect(mostWithdrawable({ balance: RICH, level: 1, ...usage })).toBe(wholeBaht(100_000))
    expect(mostWithdrawable({ balance: RICH, level: 4, ...usage })).toBe(wholeBaht(200_000))
    expect(mostWithdrawable({ balance: RICH, level: 1, todayCount: 5, todayTotal: ZERO_SATANG })).toBe(ZERO_SATANG)
  })

  it("satang arithmetic: 0.10 + 0.20 used leaves exactly 99,999.70", () => {
    const used = todayUsage(
      [withdrawRequest("a", satang(10)), withdrawRequest("b", satang(20), "approved")],
      "2025-06-15"
    )
    expect(used).toEqual({ todayCount: 2, todayTotal: satang(30) })
    expect(todayRoom({ level: 1, ...used }).limitLeft).toBe(baht("99999.70"))
  })
})

describe("which withdrawals use today's allowance", () => {
  it("pending, approved and failed of this Bangkok day count; rejected and yesterday's do not", () => {
    const list = [
      withdrawRequest("p", wholeBaht(100), "pending", "2025-06-15T03:00:00.000Z"),
      withdrawRequest("a", wholeBaht(200), "approved", "2025-06-15T03:00:00.000Z"),
      withdrawRequest("f", wholeBaht(300), "failed", "2025-06-15T03:00:00.000Z"),
      withdrawRequest("r", wholeBaht(400), "rejected", "2025-06-15T03:00:00.000Z"),
      // 06:59 on 15 June in Bangkok is 23:59 on 14 June UTC: today; 16:59 UTC on 14 June is yesterday.
      withdrawRequest("early", wholeBaht(1_000), "approved", "2025-06-14T23:59:00.000Z"),
      withdrawRequest("old", wholeBaht(5_000), "approved", "2025-06-14T16:59:00.000Z")
    ]
    expect(todayUsage(list, "2025-06-15")).toEqual({ todayCount: 4, todayTotal: wholeBaht(1_600) })
  })

  it("the day key is Bangkok's", () => {
    expect(bangkokDayKey(Date.UTC(2025, 5, 14, 17, 0))).toBe("2025-06-15")
    expect(bangkokDayKey(Date.UTC(2025, 5, 14, 16, 59))).toBe("2025-06-14")
  })
})

describe("maskUsername (API-07)", () => {
  it("keeps two letters and the last: 'de***o'", () => {
    expect(maskUsername("demo")).toBe("de***o")
    expect(maskUsername("kittipong")).toBe("ki***g")
    expect(maskUsername("jib")).toBe("j***")
  })
})
