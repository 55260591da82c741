import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { WITHDRAWALS_PER_DAY } from "../../../src/domain/constants"
import { LEVEL_TIERS, UNKNOWN_LEVEL_NAME, levelName, levelTier, nextTier } from "../../../src/domain/levels"
import { Criteria, LevelTier } from "../../../src/domain/level-schema"

const row = (id: number) => {
  const tier = levelTier(id)
  if (tier === undefined) throw new Error(`no tier ${id}`)
  return tier
}

/** The columns the LEVEL table fixes, in one comparable shape. */
const business = (id: number) => {
  const t = row(id)
  return {
    NAME: t.NAME,
    DISABLED: t.DISABLED,
    CRITERIA: t.CRITERIA,
    ENTRY_AMOUNT: t.ENTRY_AMOUNT,
    LOST_PERCENT: t.LOST_PERCENT,
    WITHDRAW_LIMIT: t.WITHDRAW_LIMIT,
    WITHDRAWALS_PER_DAY: t.WITHDRAWALS_PER_DAY,
    NEXT_LEVEL_AMOUNT: t.NEXT_LEVEL_AMOUNT,
    MAX_AMOUNT: t.MAX_AMOUNT
  }
}

describe("member level tiers", () => {
  it("LEVEL-01 six tiers with ids 1-6 named silver, gold, platinum, diamond, vip, vip", () => {
    expect(LEVEL_TIERS.map((t) => [t.ID, t.NAME])).toEqual([
      [1, "silver"],
      [2, "gold"],
      [3, "platinum"],
      [4, "diamond"],
      [5, "vip"],
      [6, "vip"]
    ])
  })

  it("LEVEL-02 every tier decodes with the LevelTier schema and has the spec's 10 members", () => {
    const decode = Schema.decodeUnknownSync(LevelTier)
    for (const tier of LEVEL_TIERS) {
      expect(decode(tier)).toEqual(tier)
      for (const member of [
        "NAME",
        "STATUS",
        "DISABLED",
        "CRITERIA",
        "COLOR",
        "IMG",
        "LOST_PERCENT",
        "NEXT_LEVEL_AMOUNT",
        "MAX_AMOUNT",
        "DESCRIPTION"
      ]) {
        expect(tier).toHaveProperty(member)
      }
      expect(tier.DESCRIPTION.length).toBeGreaterThan(0)
    }
  })

  it("LEVEL-02 the schema rejects a tier with a missing member or a wrong limit unit", () => {
    const decode = Schema.decodeUnknownEither(LevelTier)
    const { NAME: _name, ...withoutName } = row(1)
    expect(decode(withoutName)._tag).toBe("Left")
    expect(decode({ ...row(1), WITHDRAW_LIMIT: { amount: 1, per: "week" } })._tag).toBe("Left")
  })

  it("LEVEL-03 CRITERIA is cumulative or month and every tier uses one of them", () => {
    expect(Criteria.literals).toEqual(["cumulative", "month"])
    const isCriteria = Schema.is(Criteria)
    for (const tier of LEVEL_TIERS) expect(isCriteria(tier.CRITERIA)).toBe(true)
  })

  it("LEVEL-04 silver row", () => {
    expect(business(1)).toEqual({
      NAME: "silver",
      DISABLED: false,
      CRITERIA: "cumulative",
      ENTRY_AMOUNT: 1,
      LOST_PERCENT: 5,
      WITHDRAW_LIMIT: { amount: 100_000, per: "day" },
      WITHDRAWALS_PER_DAY: 5,
      NEXT_LEVEL_AMOUNT: 50_000,
      MAX_AMOUNT: null
    })
  })

  it("LEVEL-05 gold row", () => {
    expect(business(2)).toEqual({
      NAME: "gold",
      DISABLED: false,
      CRITERIA: "cumulative",
      ENTRY_AMOUNT: 50_000,
      LOST_PERCENT: 5,
      WITHDRAW_LIMIT: { amount: 300_000, per: "day" },
      WITHDRAWALS_PER_DAY: 5,
      NEXT_LEVEL_AMOUNT: 300_000,
      MAX_AMOUNT: null
    })
  })

  it("LEVEL-06 platinum row", () => {
    expect(business(3)).toEqual({
      NAME: "platinum",
      DISABLED: false,
      CRITERIA: "month",
      ENTRY_AMOUNT: 300_000,
      LOST_PERCENT: 7,
      WITHDRAW_LIMIT: { amount: 500_000, per: "day" },
      WITHDRAWALS_PER_DAY: 5,
      NEXT_LEVEL_AMOUNT: 1_000_000,
      MAX_AMOUNT: null
    })
  })

  it("LEVEL-07 diamond row", () => {
    expect(business(4)).toEqual({
      NAME: "diamond",
      DISABLED: false,
      CRITERIA: "month",
      ENTRY_AMOUNT: 1_000_000,
      LOST_PERCENT: 10,
      WITHDRAW_LIMIT: { amount: 1_000_000, per: "day" },
      WITHDRAWALS_PER_DAY: 5,
      NEXT_LEVEL_AMOUNT: 5_000_000,
      MAX_AMOUNT: 200_000
    })
  })

  it("LEVEL-08 / AMB-11 vip (5) row: 100,000 per transaction", () => {
    expect(business(5)).toEqual({
      NAME: "vip",
      DISABLED: true,
      CRITERIA: "month",
      ENTRY_AMOUNT: 5_000_000,
      LOST_PERCENT: 15,
      WITHDRAW_LIMIT: { amount: 100_000, per: "transaction" },
      WITHDRAWALS_PER_DAY: 5,
      NEXT_LEVEL_AMOUNT: 99_999_999,
      MAX_AMOUNT: 200_000
    })
  })

  it("LEVEL-09 / AMB-10 vip (6) is disabled and copies tier 5's values", () => {
    expect(row(6).DISABLED).toBe(true)
    expect(business(6)).toEqual(business(5))
  })

  it("AMB-12 MAX_AMOUNT is null (no cap) for silver, gold, platinum and 200,000 for diamond and vip", () => {
    expect(LEVEL_TIERS.map((t) => t.MAX_AMOUNT)).toEqual([null, null, null, 200_000, 200_000, 200_000])
  })

  it("CONST-17 every row allows the shared 5 withdrawals per day", () => {
    for (const tier of LEVEL_TIERS) expect(tier.WITHDRAWALS_PER_DAY).toBe(WITHDRAWALS_PER_DAY)
  })

  it("LEVEL-10 NEXT_LEVEL_AMOUNT of tiers 1-4 equals the next tier's ENTRY_AMOUNT; vip has none", () => {
    for (const id of [1, 2, 3, 4]) expect(row(id).NEXT_LEVEL_AMOUNT).toBe(row(id + 1).ENTRY_AMOUNT)
    expect(row(5).NEXT_LEVEL_AMOUNT).toBe(99_999_999)
    expect(LEVEL_TIERS.some((t) => t.ENTRY_AMOUNT === row(5).NEXT_LEVEL_AMOUNT)).toBe(false)
  })

  it("LEVEL-12 / ENT-03 levelName maps 1..4 to silver..diamond, 5 and 6 to vip", () => {
    expect([1, 2, 3, 4, 5, 6].map(levelName)).toEqual(["silver", "gold", "platinum", "diamond", "vip", "vip"])
    expect(levelName(3)).toBe("platinum")
  })

  it("OPEN-71 levelName of an unknown or missing level is '-'", () => {
    expect(UNKNOWN_LEVEL_NAME).toBe("-")
    for (const level of [0, -1, 7, 99, 2.5, Number.NaN]) expect(levelName(level)).toBe("-")
  })

  it("LEVEL-11 nextTier is never a disabled tier", () => {
    expect(nextTier(1)?.NAME).toBe("gold")
    expect(nextTier(2)?.NAME).toBe("platinum")
    expect(nextTier(3)?.NAME).toBe("diamond")
    expect(nextTier(4)).toBeUndefined()
    for (const level of [0, 1, 2, 3, 4, 5, 6]) {
      const next = nextTier(level)
      if (next !== undefined) expect(next.DISABLED).toBe(false)
    }
  })

  it("LEVEL-13 tier ids are unique and the table is ordered by entry amount", () => {
    expect(new Set(LEVEL_TIERS.map((t) => t.ID)).size).toBe(LEVEL_TIERS.length)
    const amounts = LEVEL_TIERS.slice(0, 5).map((t) => t.ENTRY_AMOUNT ?? 0)
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts)
  })
})
