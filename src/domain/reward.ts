// The rewards' rules (issue #13 "Rewards", ENT-12), one module for the app and the reference API:
// whether a player may redeem an item now, and what the points are after. Points are whole numbers.

/** What a reward item is, as far as the rules go. */
export interface RewardTerms {
  /** Points the item costs (a whole number, at least 1). */
  readonly points: number
  /** Items left (0: out of stock). */
  readonly stock: number
}

/** Why an item cannot be redeemed now: out of stock first (nobody can have it), then points. */
export type RewardBlock = "out-of-stock" | "not-enough-points"

export const isInStock = (item: RewardTerms): boolean => item.stock > 0

export const canAfford = (points: number, item: RewardTerms): boolean => points >= item.points

/** Null when the player may redeem the item; otherwise why not. */
export const rewardBlock = (points: number, item: RewardTerms): RewardBlock | null =>
  !isInStock(item) ? "out-of-stock" : !canAfford(points, item) ? "not-enough-points" : null

/** The points left after redeeming the item (never below zero: check rewardBlock first). */
export const pointsAfter = (points: number, item: RewardTerms): number => Math.max(0, points - item.points)

/**
 * The HTTP status of the reference API's refusal of a goods reward for a player with no delivery
 * address: the client tells it from the other refusals by it and offers 'เพิ่มที่อยู่จัดส่ง'.
 */
export const NO_ADDRESS_STATUS = 412

/** A redemption's life: goods wait for delivery, credit is done at once. */
export type RewardRequestStatus = "pending" | "shipped" | "done" | "cancelled"

/** How many history lines one page holds (OPEN-33). */
export const REWARD_HISTORY_PAGE_SIZE = 20

/** A category id from the path (ROUTE-12): a positive whole number, or null for anything else. */
export const categoryIdOf = (text: string | undefined): number | null => {
  if (text === undefined || !/^[1-9]\d{0,8}$/.test(text)) return null
  return Number(text)
}
