import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"
import type { RankingPeriod } from "./ranking"

// The ranking's wire schemas (issue #13, OPEN-09): GET /api/auth/ranking?period=week|month.
// Times are ISO strings; turnover is MoneyFromBaht (satang past the decoder).

// Spelt here, not imported from ranking.ts: the schemas load at start and ranking.ts with them
// would drag the calendar helpers along. The line below keeps the two lists the same.
export const RankingPeriodSchema = Schema.Literal("week", "month")
const samePeriods: ReadonlyArray<RankingPeriod> = RankingPeriodSchema.literals
void samePeriods

const Rank = Schema.Int.pipe(Schema.positive())

/** One row of the top 20: the username masked ('de***o') unless it is the player's own (`self`). */
export const RankingRow = Schema.Struct({
  rank: Rank,
  username: Schema.String,
  level: Schema.Int,
  turnover: MoneyFromBaht,
  self: Schema.Boolean
})
export type RankingRow = typeof RankingRow.Type

/** The player's own place: rank null while they have no turnover in the period. */
export const OwnRanking = Schema.Struct({
  rank: Schema.NullOr(Rank),
  username: Schema.String,
  level: Schema.Int,
  turnover: MoneyFromBaht
})
export type OwnRanking = typeof OwnRanking.Type

export const RankingBoard = Schema.Struct({
  period: RankingPeriodSchema,
  start: Schema.String,
  end: Schema.String,
  top: Schema.Array(RankingRow),
  own: OwnRanking
})
export type RankingBoard = typeof RankingBoard.Type
