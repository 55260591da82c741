import { describe, expect, it } from "vitest"
import { maskPhone } from "../../../src/domain/masking"
import { countsInPeriod, levelProgress, progressCriteria } from "../../../src/domain/level-progress"
import { distinctLevelTiers, levelDisplayName, levelName } from "../../../src/domain/levels"
import { wholeBaht, satang } from "../../../src/domain/money"

// The account's rules (#14): the level's display name (OPEN-53), the tiers the dialog lists, the
// progress to the next tier (API-25) and the masked phone of the profile.

describe("the level's display name (#14, OPEN-53, OPEN-71)", () => {
  it("names each tier as players read it, one formatter for the card, the dialog and the profile", () => {
    expect([1, 2, 3, 4, 5, 6].map(levelDisplayName)).toEqual(["Silver", "Gold", "Platinum", "Diamond", "VIP", "VIP"])
  })

  it("shows '-' for a missing or unknown level, as levelName does", () => {
    expect(levelDisplayName(0)).toBe("-")
    expect(levelDisplayName(99)).toBe(levelName(99))
  })

  it("keeps levelName the tier NAME the chat widget is told (LEVEL-12)", () => {
    expect(levelName(1)).toBe("silver")
  })

  it("lists VIP once in the levels dialog: tier 6 copies tier 5 (AMB-10)", () => {
    expect(distinctLevelTiers().map((tier) => tier.LABEL)).toEqual(["Silver", "Gold", "Platinum", "Diamond", "VIP"])
    expect(distinctLevelTiers().at(-1)?.ID).toBe(5)
  })
})

describe("the progress to the next tier (#14, API-25, LEVEL-10, LEVEL-11)", () => {
  it("counts a silver player's deposits towards Gold's 50,000 and says how much is left", () => {
    const progress = levelProgress(1, wholeBaht(12_500))
    expect(progress).toMatchObject({
      _tag: "Climbing",
      target: wholeBaht(50_000),
      remaining: wholeBaht(37_500),
      percent: 25
    })
    expect(progress._tag === "Climbing" ? progress.next.LABEL : null).toBe("Gold")
  })

  it("floors the percentage, so a bar never shows full before the target", () => {
    const progress = levelProgress(1, satang(wholeBaht(50_000) - 1))
    expect(progress).toMatchObject({ _tag: "Climbing", remaining: satang(1), percent: 99 })
  })

  it("starts at 0% with no deposits (and never below, whatever the sum)", () => {
    expect(levelProgress(2, satang(0))).toMatchObject({ _tag: "Climbing", remaining: wholeBaht(300_000), percent: 0 })
    expect(levelProgress(2, satang(-500))).toMatchObject({
      _tag: "Climbing",
      remaining: wholeBaht(300_000),
      percent: 0
    })
  })

  it("says the next tier is reached once the deposits meet NEXT_LEVEL_AMOUNT exactly", () => {
    const progress = levelProgress(3, wholeBaht(1_000_000))
    expect(progress._tag).toBe("Reached")
    expect(progress._tag === "Reached" ? progress.next.LABEL : null).toBe("Diamond")
  })

  it("never aims a Diamond player at the closed VIP tier: Diamond is the top (LEVEL-11)", () => {
    expect(levelProgress(4, wholeBaht(9_000_000))).toEqual({ _tag: "Top" })
    expect(levelProgress(5, wholeBaht(0))).toEqual({ _tag: "Top" })
    expect(levelProgress(99, wholeBaht(0))).toEqual({ _tag: "Top" })
  })

  it("measures over the period the next tier is earned in: cumulative for Gold, the month for Platinum and Diamond", () => {
    expect(progressCriteria(1)).toBe("cumulative")
    expect(progressCriteria(2)).toBe("month")
    expect(progressCriteria(3)).toBe("month")
    expect(progressCriteria(4)).toBe("month")
  })

  it("counts a deposit in the month's period only within the same Bangkok month", () => {
    // 1 December 2026, 00:30 in Bangkok is still 30 November in UTC.
    const firstOfDecember = Date.UTC(2026, 10, 30, 17, 30)
    const lastOfNovember = Date.UTC(2026, 10, 30, 16, 30)
    expect(countsInPeriod("month", lastOfNovember, firstOfDecember)).toBe(false)
    expect(countsInPeriod("month", firstOfDecember, firstOfDecember + 60_000)).toBe(true)
    expect(countsInPeriod("cumulative", Date.UTC(2020, 0, 1), firstOfDecember)).toBe(true)
  })
})

describe("the profile's masked phone (#14)", () => {
  it("keeps the last 4 digits of a mobile number and groups it as Thai numbers are read", () => {
    expect(maskPhone("0812345678")).toBe("xxx-xxx-5678")
    expect(maskPhone("081-234-5678")).toBe("xxx-xxx-5678")
  })

  it("masks a landline's 9 digits without grouping and shows '-' for none", () => {
    expect(maskPhone("021234567")).toBe("xxxxx4567")
    expect(maskPhone("")).toBe("-")
  })
})
