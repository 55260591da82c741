import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CreditBalance } from "../../../src/domain/credit"
import { BahtAmount, MAX_BAHT } from "../../../src/domain/money-schema"

const decodes = (value: unknown): boolean => Either.isRight(Schema.decodeUnknownEither(BahtAmount)(value))

describe("baht amounts from the wire (#9, money.md)", () => {
  it("#9 accepts whole baht, satang and the limits", () => {
    for (const value of [0, 1, 0.01, 0.3, 1234.5, 99.99, 309219377.21, MAX_BAHT]) expect(decodes(value)).toBe(true)
  })

  it("#9 refuses more than two decimals, negatives, one over the limit, NaN and infinities", () => {
    for (const value of [
      0.001,
      0.1 + 0.2,
      1.005,
      12.345,
      -0.01,
      -1e308,
      MAX_BAHT + 0.01,
      1e308,
      Number.NaN,
      Infinity,
      -Infinity
    ]) {
      expect(decodes(value), String(value)).toBe(false)
    }
  })

  it("#9 a credit answer of -1e308 is a decode failure, not a balance", () => {
    const decoded = Schema.decodeUnknownEither(CreditBalance)({ balance: -1e308, balanceType: "M" })
    expect(Either.isLeft(decoded)).toBe(true)
  })
})
