import { Schema } from "effect"

// Money as it arrives on the wire: baht with at most two decimals (money.md, "Amounts"). Anything
// else is not money the app can show or add up: the answer fails to decode (a DecodeError with a
// Thai message and a way on), never a page widened by -1e308.

/** The most baht any one amount may be: 100 billion, far above any player's. */
export const MAX_BAHT = 100_000_000_000

/**
 * At most two decimals: the number is exactly the one its two-decimal text reads back as (true for
 * every JSON number written with two decimals or fewer, false for 12.345 or 0.30000000000000004).
 */
const hasAtMostTwoDecimals = (baht: number): boolean => Number(baht.toFixed(2)) === baht

/** A baht amount: finite, from 0 to MAX_BAHT, at most two decimals. */
export const BahtAmount = Schema.Number.pipe(
  Schema.finite(),
  Schema.between(0, MAX_BAHT),
  Schema.filter(hasAtMostTwoDecimals, { message: () => "an amount has at most two decimals" })
)
