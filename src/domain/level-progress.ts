import { bangkokDate } from "./bangkok-date"
import { levelTier, nextTier, type Criteria, type LevelTier } from "./levels"
import { subtractSatang, wholeBaht, ZERO_SATANG, type Satang } from "./money"

// How far a player is from the next member tier (#14, API-25): the tier's NEXT_LEVEL_AMOUNT against
// the player's deposits of the period the next tier is earned in. Gold → Platinum is counted
// within the month, as Platinum's entry reads ("ยอดฝาก ฿300,000.00 ภายในเดือน"), though Gold itself was
// earned cumulatively: a cumulative figure would promise a tier the operator would not give. One
// module for the reference API (which deposits count) and the levels dialog (what is left).
// No Effect code: the dialog imports it.

/** The deposits period a level's progress is measured over: the next tier's, or the level's own at the top. */
export const progressCriteria = (level: number): Criteria =>
  nextTier(level)?.CRITERIA ?? levelTier(level)?.CRITERIA ?? "cumulative"

/** Whether a deposit made at `depositedAt` counts in `criteria`'s period as of `now` (Bangkok months). */
export const countsInPeriod = (criteria: Criteria, depositedAt: number, now: number): boolean =>
  criteria === "cumulative" || bangkokDate(depositedAt).month === bangkokDate(now).month

export type LevelProgress =
  /** On the way: `remaining` more deposits reach `next`; `percent` is 0–100, floored. */
  | {
      readonly _tag: "Climbing"
      readonly next: LevelTier
      readonly target: Satang
      readonly deposits: Satang
      readonly remaining: Satang
      readonly percent: number
    }
  /** The deposits reached the next tier: the operator moves the player up at its next review. */
  | { readonly _tag: "Reached"; readonly next: LevelTier }
  /** No enabled tier above (Diamond while VIP is closed), or an unknown level. */
  | { readonly _tag: "Top" }

const TOP: LevelProgress = { _tag: "Top" }

/** The progress of a player at `level` with `deposits` in the period of `progressCriteria(level)`. */
export const levelProgress = (level: number, deposits: Satang): LevelProgress => {
  const tier = levelTier(level)
  const next = nextTier(level)
  if (tier === undefined || next === undefined) return TOP
  const target = wholeBaht(tier.NEXT_LEVEL_AMOUNT)
  const counted = deposits > ZERO_SATANG ? deposits : ZERO_SATANG
  if (counted >= target) return { _tag: "Reached", next }
  return {
    _tag: "Climbing",
    next,
    target,
    deposits: counted,
    remaining: subtractSatang(target, counted),
    percent: Math.floor((counted * 100) / target)
  }
}
