import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { CallFailure } from "../../domain/failure-schema"
import { datasetEvents } from "../dataset-events"

// Each event that needs today carries today's day of month in Asia/Bangkok (AMB-18): the reducer
// never reads a clock.

/** GET /api/auth/game/check-in (CHECKIN-01). */
export const CheckInListEvents = datasetEvents("CheckInList", Schema.Array(CheckInEntry), { today: Schema.Number })

/**
 * A press sent the check-in with this Idempotency-Key (money.md): one key per intent, reused by a
 * resend until the outcome is known. Optional, so logs written before keys still decode.
 */
export const CheckInStarted = Schema.TaggedStruct("CheckInStarted", { key: Schema.optional(Schema.String) })
export const CheckInDone = Schema.TaggedStruct("CheckInDone", { entry: CheckInEntry, today: Schema.Number })
/** The server refused the check-in: its answer is known, so the next press is a new intent. */
export const CheckInFailed = Schema.TaggedStruct("CheckInFailed", { failure: CallFailure })
/**
 * The check-in's outcome is unknown (no answer, or 'already checked in' from the server): the list
 * is read to learn it, and nothing is sent again by itself (money.md, "Lost answers").
 */
export const CheckInUnsure = Schema.TaggedStruct("CheckInUnsure", { failure: CallFailure })
/** The player pressed check-in while the browser was offline: nothing was sent. */
export const CheckInOffline = Schema.TaggedStruct("CheckInOffline", {})
/** The player asked to read the outcome again after it could not be read ('ตรวจสอบอีกครั้ง'). */
export const CheckInVerifyStarted = Schema.TaggedStruct("CheckInVerifyStarted", {})
/** The player closed the popup without checking in; it stays closed for the rest of the Bangkok day (#15). */
export const CheckInPopupDismissed = Schema.TaggedStruct("CheckInPopupDismissed", {})

/**
 * What this device remembers at the player area's entry (#15): whether this player already closed or
 * did the popup today (read by the command from storage and the clock; the reducer reads neither).
 */
export const CheckInPopupRemembered = Schema.TaggedStruct("CheckInPopupRemembered", { seenToday: Schema.Boolean })

export const CheckInEvent = Schema.Union(
  CheckInListEvents.events,
  CheckInStarted,
  CheckInDone,
  CheckInFailed,
  CheckInUnsure,
  CheckInOffline,
  CheckInVerifyStarted,
  CheckInPopupDismissed,
  CheckInPopupRemembered
)
