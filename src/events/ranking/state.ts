import { Schema } from "effect"
import { RankingBoard, RankingPeriodSchema } from "../../domain/ranking-schema"
import { remoteData } from "../remote-data-schema"

// The `ranking` slice (issue #13, not one of STORE-01's 19: the spec lists no ranking): the period
// last asked for and its board. Its starting value lives in initial.ts (no Schema on first paint).

export const RankingStateSchema = Schema.Struct({
  period: Schema.NullOr(RankingPeriodSchema),
  board: remoteData(RankingBoard)
})
export type RankingState = typeof RankingStateSchema.Type
