import { describe, expect, it } from "vitest"
import { firstDepositDue } from "../../../src/domain/first-deposit"
import { satang, ZERO_SATANG } from "../../../src/domain/money"

// 'ฝากครั้งแรก' on the dashboard (#29): a zero balance and no deposit that came in or is coming.

describe("the first deposit is due (#29)", () => {
  it("at ฿0.00 with no deposits at all", () => {
    expect(firstDepositDue(ZERO_SATANG, [])).toBe(true)
  })

  it("at ฿0.00 when every deposit so far was rejected: none became money", () => {
    expect(firstDepositDue(ZERO_SATANG, [{ status: "rejected" }, { status: "rejected" }])).toBe(true)
  })

  it("not once a deposit came in, or while one is being checked", () => {
    expect(firstDepositDue(ZERO_SATANG, [{ status: "rejected" }, { status: "approved" }])).toBe(false)
    expect(firstDepositDue(ZERO_SATANG, [{ status: "pending" }])).toBe(false)
  })

  it("not with money on the account, whatever the deposits", () => {
    expect(firstDepositDue(satang(50_000), [])).toBe(false)
  })

  it("not while the balance or the deposits are unknown", () => {
    expect(firstDepositDue(null, [])).toBe(false)
    expect(firstDepositDue(ZERO_SATANG, null)).toBe(false)
  })
})
