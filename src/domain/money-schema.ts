import { Schema } from "effect"
import { isSatang, SATANG_PER_BAHT, satang, type Satang } from "./money"

// Money as it arrives on the wire: baht with at most two decimals (money.md, "Amounts"). Anything
// else is not money the app can show or add up: the answer fails to decode (a DecodeError with a
// Thai message and a way on), never a page widened by -1e308. Decoded, it is integer satang.

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

/** Integer satang from `min` to `max` baht: what a decoded amount may be, so it always encodes back. */
const satangBetween = (minBaht: number, maxBaht: number) =>
  Schema.Number.pipe(
    Schema.int(),
    Schema.between(minBaht * SATANG_PER_BAHT, maxBaht * SATANG_PER_BAHT),
    Schema.filter((value): value is Satang => isSatang(value))
  )

const bahtToSatang = (baht: number): Satang => satang(Math.round(baht * SATANG_PER_BAHT))
const satangToWireBaht = (amount: number): number => amount / SATANG_PER_BAHT

/**
 * The wire's baht (BahtAmount) as integer satang, and back: every money field of every answer and
 * body is this schema, so nothing past the decoder ever sees a float baht. Rounding is exact here:
 * a number with at most two decimals times 100 is within far less than half a satang of its integer.
 */
export const MoneyFromBaht = Schema.transform(BahtAmount, satangBetween(0, MAX_BAHT), {
  strict: true,
  decode: bahtToSatang,
  encode: satangToWireBaht
})

/** A signed amount (a ledger movement, a loss): the same, negatives down to -MAX_BAHT allowed. */
export const SignedMoneyFromBaht = Schema.transform(
  Schema.Number.pipe(
    Schema.finite(),
    Schema.between(-MAX_BAHT, MAX_BAHT),
    Schema.filter(hasAtMostTwoDecimals, { message: () => "an amount has at most two decimals" })
  ),
  satangBetween(-MAX_BAHT, MAX_BAHT),
  { strict: true, decode: bahtToSatang, encode: satangToWireBaht }
)
