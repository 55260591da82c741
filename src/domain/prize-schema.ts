import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

// What the prize wheel and the flip card give (OPEN-12, #13): credit in baht on the wire (decoded to
// satang, money.md), whole points, or nothing. One schema both games and the reference API use.

const CreditPrize = Schema.Struct({ kind: Schema.Literal("credit"), value: MoneyFromBaht })
const PointPrize = Schema.Struct({
  kind: Schema.Literal("point"),
  value: Schema.Number.pipe(Schema.int(), Schema.positive())
})
/** A no-prize segment or card ('ลองใหม่นะ'): its value is 0. */
const NoPrize = Schema.Struct({ kind: Schema.Literal("none"), value: Schema.Literal(0) })

/** The prize itself: its kind and value. */
export const Prize = Schema.Union(CreditPrize, PointPrize, NoPrize)
export type Prize = typeof Prize.Type

/** A prize with the label players see ('เครดิต ฿20', '50 แต้ม', 'ลองใหม่นะ'). */
export const LabelledPrize = Schema.extend(Schema.Struct({ label: Schema.String.pipe(Schema.minLength(1)) }), Prize)
export type LabelledPrize = typeof LabelledPrize.Type

/** What is left today, per Bangkok day (a spin, a play): never below zero. */
export const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative())

/** A server instant on the wire (ISO 8601). */
export const Instant = Schema.String.pipe(Schema.filter((text) => !Number.isNaN(Date.parse(text))))
