import { Schema } from "effect"
import { Count } from "../../domain/prize-schema"
import { WheelSegment, WheelSpin } from "../../domain/wheel-schema"
import { remoteData } from "../remote-data-schema"
import { WritePhase } from "../once-only-write-schema"

// The `wheel` slice (ENT-15, AMB-35): the spec's three members, segments a list and reward and log
// objects (initially [] / {} / {}), every member of reward and log optional so that the reset
// (STORE-05) restores exactly the spec's initial value.

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

/** Today's spins, as GET /api/auth/wheel answered them. */
const SpinsToday = Schema.Struct({ spinsPerDay: Count, spinsLeft: Count })

export const WheelStateSchema = Schema.Struct({
  /** The wheel's segments, clockwise from the top (OPEN-12), once loaded. */
  segments: Schema.Array(WheelSegment),
  /** The board's load and today's spins, and the spin: in flight, pending, its outcome. */
  reward: Schema.Struct({
    today: optional(remoteData(SpinsToday)),
    /** Where a spin's outcome is (absent or null: none open). */
    phase: optional(Schema.NullOr(WritePhase)),
    /** The spin whose outcome is not known: its key (a resend reuses it) and the spins left at its press. */
    pending: optional(Schema.NullOr(Schema.Struct({ key: Schema.String, spinsLeft: Schema.Number }))),
    error: optional(Schema.NullOr(Schema.String)),
    /** The spin the wheel shows (turns to, then names in the dialog) until the player closes it. */
    spin: optional(Schema.NullOr(WheelSpin))
  }),
  /** The history ('ประวัติการหมุน'). */
  log: Schema.Struct({ list: optional(remoteData(Schema.Array(WheelSpin))) })
})
export type WheelState = typeof WheelStateSchema.Type
