import { RankingBoard, RankingPeriodSchema } from "../../domain/ranking-schema"
import { datasetEvents } from "../dataset-events"

// The ranking's facts (issue #13, OPEN-09): the board of a period, asked for by the screen. Each
// event carries the period it is about, so an answer for a period no longer shown is dropped.

/** GET /api/auth/ranking?period=…: the top 20 and the player's own place. */
export const RankingBoardEvents = datasetEvents("RankingBoard", RankingBoard, { period: RankingPeriodSchema })

export const RankingEvent = RankingBoardEvents.events
