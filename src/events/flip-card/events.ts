import { Schema } from "effect"
import { FlipCardLogs, FlipCardReward } from "../../domain/flip-card-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The flip card's facts (issue #13). A play is a write that moves money or points (money.md), the
// same shape as the wheel's spin.

/** GET /api/auth/game/flip-card/logs (API-45): the plays and today's plays left. */
export const FlipCardLogsEvents = datasetEvents("FlipCardLogs", FlipCardLogs, noContext)

/**
 * A pick as a write (money.md, once-only-write-schema.ts): FlipCardStarted with its key, the card
 * and the plays left at the press (what a read-back compares with), FlipCardFailed, FlipCardUnsure
 * (the logs are read to learn it, nothing is resent by itself), FlipCardVerifyStarted,
 * FlipCardNotDone, FlipCardUnverified and FlipCardOffline. Success is FlipCardPlayed.
 */
export const FlipCardWrite = onceOnlyWriteEvents("FlipCard", { cardIndex: Schema.Number, playsLeft: Schema.Number })
/** The server's play: the picked card turns, then the others show what they held. */
export const FlipCardPlayed = Schema.TaggedStruct("FlipCardPlayed", { reward: FlipCardReward })
/** 'เล่นอีกครั้ง': the row face down again. */
export const FlipCardDealAgain = Schema.TaggedStruct("FlipCardDealAgain", {})

export const FlipCardEvent = Schema.Union(
  FlipCardLogsEvents.events,
  FlipCardWrite.events,
  FlipCardPlayed,
  FlipCardDealAgain
)
