import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { FlipCardLogs, FlipCardReward } from "../../domain/flip-card-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The flip card's facts (issue #13). A play is a write that moves money or points (money.md), the
// same shape as the wheel's spin.

/** GET /api/auth/game/flip-card/logs (API-45): the plays and today's plays left. */
export const FlipCardLogsEvents = datasetEvents("FlipCardLogs", FlipCardLogs, noContext)

/** A card was picked and sent with this key, when this many plays were left. */
export const FlipCardStarted = Schema.TaggedStruct("FlipCardStarted", {
  key: Schema.String,
  cardIndex: Schema.Number,
  playsLeft: Schema.Number
})
/** The server's play: the picked card turns, then the others show what they held. */
export const FlipCardPlayed = Schema.TaggedStruct("FlipCardPlayed", { reward: FlipCardReward })
export const FlipCardFailed = Schema.TaggedStruct("FlipCardFailed", { failure: CallFailure })
/** No answer that tells: the logs are read to learn it, nothing is resent by itself. */
export const FlipCardUnsure = Schema.TaggedStruct("FlipCardUnsure", { failure: CallFailure })
export const FlipCardVerifyStarted = Schema.TaggedStruct("FlipCardVerifyStarted", {})
export const FlipCardNotDone = Schema.TaggedStruct("FlipCardNotDone", {})
export const FlipCardUnverified = Schema.TaggedStruct("FlipCardUnverified", {})
/** 'เล่นอีกครั้ง': the row face down again. */
export const FlipCardDealAgain = Schema.TaggedStruct("FlipCardDealAgain", {})

export const FlipCardEvent = Schema.Union(
  FlipCardLogsEvents.events,
  FlipCardStarted,
  FlipCardPlayed,
  FlipCardFailed,
  FlipCardUnsure,
  FlipCardVerifyStarted,
  FlipCardNotDone,
  FlipCardUnverified,
  FlipCardDealAgain
)
