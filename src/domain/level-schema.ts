// The shape of a member tier, checked by the tests against the tiers in levels.ts.
import { Schema } from "effect"

export const Criteria = Schema.Literal("cumulative", "month")
export type Criteria = typeof Criteria.Type

/** One member tier with every column of spec §9 (LEVEL-02); limits carry their unit (AMB-11). */
export const LevelTier = Schema.Struct({
  ID: Schema.Number,
  NAME: Schema.String,
  LABEL: Schema.String,
  STATUS: Schema.Literal("active", "closed"),
  DISABLED: Schema.Boolean,
  CRITERIA: Criteria,
  ENTRY_AMOUNT: Schema.NullOr(Schema.Number),
  COLOR: Schema.String,
  IMG: Schema.String,
  LOST_PERCENT: Schema.Number,
  WITHDRAW_LIMIT: Schema.Struct({ amount: Schema.Number, per: Schema.Literal("day", "transaction") }),
  WITHDRAWALS_PER_DAY: Schema.Number,
  NEXT_LEVEL_AMOUNT: Schema.Number,
  MAX_AMOUNT: Schema.NullOr(Schema.Number),
  DESCRIPTION: Schema.Array(Schema.String)
})
export type LevelTier = typeof LevelTier.Type
