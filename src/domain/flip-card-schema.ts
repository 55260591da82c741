import { Schema } from "effect"
import { FLIP_CARD_COUNT } from "./flip-card"
import { Count, Instant, LabelledPrize } from "./prize-schema"

// The flip card on the wire (API-44, API-45, OPEN-34).

/** The body of POST /api/auth/game/flip-card/random-reward (OPEN-34): the card the player picked. */
export const FlipCardBody = Schema.Struct({
  cardIndex: Schema.Number.pipe(Schema.int(), Schema.between(0, FLIP_CARD_COUNT - 1))
})

/** A play: what every card held (left to right), which one was picked, when. */
export const FlipCardPlay = Schema.Struct({
  id: Schema.Number,
  at: Instant,
  cardIndex: Count,
  cards: Schema.Array(LabelledPrize).pipe(Schema.itemsCount(FLIP_CARD_COUNT))
})
export type FlipCardPlay = typeof FlipCardPlay.Type

/** The random-reward answer: the play, and the plays left today after it. */
export const FlipCardReward = Schema.Struct({ play: FlipCardPlay, playsLeft: Count })
export type FlipCardReward = typeof FlipCardReward.Type

/**
 * GET /api/auth/game/flip-card/logs: the player's plays (newest first) and today's plays left
 * (a decision: one read tells the screen both, and reads back a lost play's outcome).
 */
export const FlipCardLogs = Schema.Struct({
  playsPerDay: Count,
  playsLeft: Count,
  plays: Schema.Array(FlipCardPlay)
})
export type FlipCardLogs = typeof FlipCardLogs.Type
