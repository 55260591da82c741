import { Schema } from "effect"
import { Count, Instant, LabelledPrize } from "./prize-schema"
import { SEGMENT_COLOUR } from "./segment-colour"

// The prize wheel on the wire (API-41..API-43, OPEN-12, OPEN-41).

/** A segment (OPEN-12): its id, label, colour (#rrggbb) and prize (kind credit / point / none, value). */
export const WheelSegment = Schema.extend(
  Schema.Struct({ id: Schema.Number, colour: Schema.String.pipe(Schema.pattern(SEGMENT_COLOUR)) }),
  LabelledPrize
)
export type WheelSegment = typeof WheelSegment.Type

/** GET /api/auth/wheel: the segments in clockwise order from the top, and today's spins. */
export const WheelBoard = Schema.Struct({
  segments: Schema.Array(WheelSegment).pipe(Schema.minItems(2)),
  spinsPerDay: Count,
  spinsLeft: Count
})
export type WheelBoard = typeof WheelBoard.Type

/** A spin as the log keeps it: which segment, its prize, when. */
export const WheelSpin = Schema.extend(
  Schema.Struct({ id: Schema.Number, at: Instant, segmentIndex: Count }),
  LabelledPrize
)
export type WheelSpin = typeof WheelSpin.Type

/** POST /api/auth/wheel/reward: the spin the server made, and the spins left today after it. */
export const WheelReward = Schema.Struct({ spin: WheelSpin, spinsLeft: Count })
export type WheelReward = typeof WheelReward.Type

/** The body of the reward and the log: the player's uuid (OPEN-41: in the body, not the path). */
export const WheelUuidBody = Schema.Struct({ uuid: Schema.String.pipe(Schema.minLength(1)) })
