import { LOCALE } from "./constants"

// Money inside the app is an integer number of satang (money.md, "Amounts"): decoded from the wire's
// baht once (money-schema.ts), added and compared as integers, shown as baht by one formatter.
// This file carries no Effect code: the reducer and the screens use it on the first load.

declare const satangUnit: unique symbol

/** An integer number of satang (1 baht = 100 satang). Made only by `MoneyFromBaht` or `satang`. */
export type Satang = number & { readonly [satangUnit]: "Satang" }

export const SATANG_PER_BAHT = 100

/** Whether a number is a whole number of satang JavaScript can add exactly. */
export const isSatang = (value: number): value is Satang => Number.isSafeInteger(value)

/**
 * An integer as satang. A fraction is a programming error (never a player's input, which is parsed
 * by `parseBahtInput`), so it throws rather than rounds money silently.
 */
export const satang = (value: number): Satang => {
  if (isSatang(value)) return value
  throw new RangeError(`${value} is not a whole number of satang`)
}

/** Whole baht as satang: `wholeBaht(100)` is 10000. For constants (limits, quick amounts). */
export const wholeBaht = (baht: number): Satang => satang(baht * SATANG_PER_BAHT)

export const ZERO_SATANG: Satang = satang(0)

export const addSatang = (a: Satang, b: Satang): Satang => satang(a + b)
export const subtractSatang = (a: Satang, b: Satang): Satang => satang(a - b)
export const sumSatang = (amounts: ReadonlyArray<Satang>): Satang => amounts.reduce(addSatang, ZERO_SATANG)
export const minSatang = (a: Satang, b: Satang): Satang => (a <= b ? a : b)

/** `percent` per cent of an amount, rounded down to the satang (a refund never pays a fraction more). */
export const percentOf = (amount: Satang, percent: number): Satang => satang(Math.floor((amount * percent) / 100))

/**
 * The baht a player typed ("1,500", "250.5", "99.99") as satang: digits with optional thousands
 * commas and at most two decimals; null for anything else (empty, letters, "1.234", "-5").
 */
export const parseBahtInput = (text: string): Satang | null => {
  const plain = text.trim().replace(/,/g, "")
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain)
  if (match === null) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? "").padEnd(2, "0"))
  return satang(whole * SATANG_PER_BAHT + fraction)
}

/** Satang as the baht the wire carries (at most two decimals, exact as text). */
/**
 * A baht amount the wire carries as a plain number where no money moves (a setting such as a bonus
 * cap), in satang rounded to the nearest; null when it is not a finite amount.
 */
export const satangOfBahtNumber = (baht: number): Satang | null => {
  const value = Math.round(baht * SATANG_PER_BAHT)
  return isSatang(value) ? satang(value) : null
}

export const satangToBaht = (amount: Satang): number => amount / SATANG_PER_BAHT

const bahtFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })

/** "฿1,234.50": the baht sign and exactly two decimals; the one money formatter (money.md). */
export const formatBaht = (amount: Satang): string => `฿${bahtFormat.format(satangToBaht(amount))}`

/** "1,234.50" without the sign: for an amount field's value. */
export const formatBahtPlain = (amount: Satang): string => bahtFormat.format(satangToBaht(amount))

/** "1,000,000": whole numbers with Thai grouping. */
export const formatInteger = (value: number): string => integerFormat.format(value)
