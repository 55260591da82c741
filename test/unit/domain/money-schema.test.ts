import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CreditBalance } from "../../../src/domain/credit"
import { satang } from "../../../src/domain/money"
import { BahtAmount, MAX_BAHT, MoneyFromBaht } from "../../../src/domain/money-schema"

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

describe("money decoded into satang (#10, money.md)", () => {
  it("#10 the wire's baht decode to integer satang and encode back to the same baht", () => {
    const decode = Schema.decodeUnknownSync(MoneyFromBaht)
    const encode = Schema.encodeSync(MoneyFromBaht)
    for (const [baht, amount] of [
      [0, 0],
      [0.01, 1],
      [0.3, 30],
      [1520.75, 152_075],
      [1.1, 110],
      [309219377.21, 30_921_937_721]
    ] as const) {
      expect(decode(baht), String(baht)).toBe(amount)
      expect(encode(satang(amount)), String(baht)).toBe(baht)
    }
  })

  it("#10 a credit balance of 1520.75 baht on the wire is 152075 satang decoded, and 1520.75 again encoded", () => {
    const decoded = Schema.decodeUnknownSync(CreditBalance)({ balance: 1520.75, balanceType: "M" })
    expect(decoded).toEqual({ balance: 152_075, balanceType: "M" })
    expect(Schema.encodeSync(CreditBalance)(decoded)).toEqual({ balance: 1520.75, balanceType: "M" })
  })

  it("#10 MoneyFromBaht still refuses what BahtAmount refuses", () => {
    for (const value of [0.001, -0.01, 12.345, Number.NaN, "12"]) {
      expect(Either.isLeft(Schema.decodeUnknownEither(MoneyFromBaht)(value)), String(value)).toBe(true)
    }
  })
})
