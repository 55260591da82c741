import { describe, expect, it } from "vitest"
import {
  AFFILIATE_MESSAGES,
  affiliateWithdrawalProblem,
  commissionOf,
  commissionOfAll,
  isActiveDownline,
  lineShareUrl,
  MIN_AFFILIATE_WITHDRAWAL
} from "../../../src/domain/affiliate"
import { maskDownlineUsername as maskUsername } from "../../../src/domain/masking"
import { seededAffiliateWithdrawals, seededDownlines } from "../../../src/domain/demo/affiliate"
import { satang } from "../../../src/domain/money"

// The affiliate programme's rules (#12, OPEN-20: the withdrawal's validation), shared by the app
// and the reference API.

const NOW = Date.UTC(2026, 10, 19, 5, 0)
const DAY = 24 * 60 * 60 * 1000

describe("affiliate rules (#12)", () => {
  it("the commission is 0.5 % of a deposit, rounded down to the satang", () => {
    expect(commissionOf(satang(100_000))).toBe(500)
    expect(commissionOf(satang(33_333))).toBe(166)
    expect(commissionOf(satang(199))).toBe(0)
    expect(commissionOf(satang(200))).toBe(1)
    // Each deposit is paid on its own: two ฿1.99 deposits earn nothing, not one satang.
    expect(commissionOfAll([satang(199), satang(199)])).toBe(0)
    expect(commissionOfAll([])).toBe(0)
  })

  it("OPEN-20 a withdrawal is from 100 baht ('ขั้นต่ำ 100 บาท') up to the income ('รายได้ไม่พอ')", () => {
    const income = satang(50_000)
    expect(MIN_AFFILIATE_WITHDRAWAL).toBe(10_000)
    expect(affiliateWithdrawalProblem(satang(9_999), income)).toBe(AFFILIATE_MESSAGES.belowMinimum)
    expect(affiliateWithdrawalProblem(satang(10_000), income)).toBeNull()
    expect(affiliateWithdrawalProblem(satang(50_000), income)).toBeNull()
    expect(affiliateWithdrawalProblem(satang(50_001), income)).toBe(AFFILIATE_MESSAGES.notEnough)
    expect(AFFILIATE_MESSAGES).toEqual({ belowMinimum: "ขั้นต่ำ 100 บาท", notEnough: "รายได้ไม่พอ" })
    // Below the minimum says only that, even when the income is smaller still.
    expect(affiliateWithdrawalProblem(satang(5_000), satang(1_000))).toBe(AFFILIATE_MESSAGES.belowMinimum)
  })

  it("a downline is active while their last deposit is at most 30 days old", () => {
    expect(isActiveDownline(null, NOW)).toBe(false)
    expect(isActiveDownline(NOW - 30 * DAY, NOW)).toBe(true)
    expect(isActiveDownline(NOW - 30 * DAY - 1, NOW)).toBe(false)
    expect(isActiveDownline(NOW + 1, NOW)).toBe(false)
  })

  it("#12 usernames are masked as the first 2 and last 2 characters with '***' between", () => {
    expect(maskUsername("somchai88")).toBe("so***88")
    expect(maskUsername("abcdef")).toBe("ab***ef")
    // Short names keep 1 and 1, so the mask always hides something.
    expect(maskUsername("abcde")).toBe("a***e")
    expect(maskUsername("abcd")).toBe("a***d")
    expect(maskUsername("ab")).toBe("***")
  })

  it("'แชร์ไปที่ LINE' opens LINE's share page with the link encoded", () => {
    expect(lineShareUrl("https://site.example/aff/SC7788")).toBe(
      "https://social-plugins.line.me/lineit/share?url=https%3A%2F%2Fsite.example%2Faff%2FSC7788"
    )
  })

  it("demo's seeded downlines: 1,000, the same at every reset, valid unique usernames, some with deposits", () => {
    const first = seededDownlines("demo", NOW)
    expect(first).toHaveLength(1000)
    expect(seededDownlines("demo", NOW)).toEqual(first)
    expect(new Set(first.map((d) => d.username)).size).toBe(1000)
    for (const downline of first) {
      expect(downline.username).toMatch(/^[a-z0-9]{4,16}$/)
      expect(downline.joinedAt).toBeLessThan(NOW)
      for (const deposit of downline.deposits) {
        expect(deposit.at).toBeGreaterThanOrEqual(downline.joinedAt)
        expect(deposit.at).toBeLessThanOrEqual(NOW)
      }
    }
    const depositors = first.filter((d) => d.deposits.length > 0).length
    expect(depositors).toBeGreaterThan(400)
    expect(depositors).toBeLessThan(900)
    expect(seededDownlines("gold", NOW)).toHaveLength(3)
    expect(seededDownlines("newbie", NOW)).toEqual([])
    expect(seededAffiliateWithdrawals("demo", NOW)).toHaveLength(4)
    expect(seededAffiliateWithdrawals("gold", NOW)).toEqual([])
  })
})
