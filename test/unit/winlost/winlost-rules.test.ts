import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import {
  earlierPeriod,
  isClaimable,
  lossPeriodOf,
  lostPercentOf,
  MIN_REFUND,
  periodLastInstant,
  periodLoss,
  refundOf
} from "../../../src/domain/winlost"

// The loss refund's rules (issue #10 §5, OPEN-06, AMB-23, LEVEL-04..LEVEL-08).

const HOUR = 60 * 60 * 1000
/** Monday 16 November 2026, 00:00 in Bangkok (17:00 UTC the day before). */
const MONDAY = Date.UTC(2026, 10, 15, 17, 0)
const WEEK = 7 * 24 * HOUR

describe("the refund period: a Monday-to-Sunday week in Asia/Bangkok (#10, OPEN-06)", () => {
  it("starts at Monday 00:00 Bangkok and ends at the next Monday 00:00", () => {
    expect(lossPeriodOf(MONDAY + 3 * 24 * HOUR)).toEqual({ start: MONDAY, end: MONDAY + WEEK })
  })

  it("Monday 00:00 Bangkok exactly is the new period's first instant", () => {
    expect(lossPeriodOf(MONDAY).start).toBe(MONDAY)
  })

  it("Sunday 23:59:59.999 Bangkok is still the old period (a UTC day would have switched 7 hours earlier)", () => {
    expect(lossPeriodOf(MONDAY - 1)).toEqual({ start: MONDAY - WEEK, end: MONDAY })
    // Sunday 20:00 UTC is Monday 03:00 in Bangkok: already the new week.
    expect(lossPeriodOf(MONDAY + 3 * HOUR).start).toBe(MONDAY)
  })

  it("earlier periods step back a week at a time", () => {
    expect(earlierPeriod(MONDAY + HOUR, 1)).toEqual({ start: MONDAY - WEEK, end: MONDAY })
    expect(earlierPeriod(MONDAY + HOUR, 0)).toEqual({ start: MONDAY, end: MONDAY + WEEK })
  })

  it("the last day shown is the Sunday before the period's end", () => {
    expect(periodLastInstant(new Date(MONDAY).toISOString())).toBe(new Date(MONDAY - 1).toISOString())
  })
})

describe("the level's LOST_PERCENT (LEVEL-04..LEVEL-08)", () => {
  it.each([
    [1, 5],
    [2, 5],
    [3, 7],
    [4, 10],
    [5, 15],
    [99, 0]
  ])("level %i refunds %i%%", (level, percent) => {
    expect(lostPercentOf(level)).toBe(percent)
  })
})

describe("the loss and the refund, in satang (#10, money.md)", () => {
  it("the loss is the net of the period's rounds, zero when the player won", () => {
    expect(periodLoss([satang(-500_000), satang(120_050)])).toBe(379_950)
    expect(periodLoss([satang(-100), satang(200)])).toBe(0)
    expect(periodLoss([])).toBe(0)
  })

  it("the refund is rounded down to the satang", () => {
    // 5% of ฿12,345.50 is ฿617.275: the player gets ฿617.27.
    expect(refundOf(satang(1_234_550), 5)).toBe(61_727)
    expect(refundOf(satang(1_234_599), 7)).toBe(86_421)
  })

  it("below MIN_REFUND (฿1) nothing is claimable; at it, it is", () => {
    expect(MIN_REFUND).toBe(100)
    expect(refundOf(satang(1_999), 5)).toBe(0)
    expect(refundOf(satang(2_000), 5)).toBe(100)
    expect(isClaimable({ refund: satang(99), claimed: false })).toBe(false)
    expect(isClaimable({ refund: satang(100), claimed: false })).toBe(true)
  })

  it("a period already claimed is not claimable again", () => {
    expect(isClaimable({ refund: satang(61_727), claimed: true })).toBe(false)
  })
})
