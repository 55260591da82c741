import { Schema } from "effect"
import { isSatang, type Satang } from "../../src/domain/money"

// Pieces of the schemas the areas write their memories with (area-memory.ts, #31) and the store
// reads its rows with (records.ts).

/** Integer satang, as every money column and memory holds it. */
export const SatangInt = Schema.Number.pipe(
  Schema.int(),
  Schema.filter((value): value is Satang => isSatang(value))
)

/** Epoch ms. */
export const EpochMs = Schema.Number.pipe(Schema.int())

/** An array an area appends to (its memory's `Array<T>`, not a ReadonlyArray). */
export const MutableArray = <A, I>(item: Schema.Schema<A, I>) => Schema.mutable(Schema.Array(item))

/** A Map keyed by username (or another string), written as an array of pairs. */
export const ByName = <A, I>(value: Schema.Schema<A, I>) => Schema.Map({ key: Schema.String, value })
