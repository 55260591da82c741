import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { datasetEvents } from "../dataset-events"
import { noPress, onceOnlyWriteEvents } from "../once-only-write-schema"

// Each event that needs today carries today's day of month in Asia/Bangkok (AMB-18): the reducer
// never reads a clock.

/** GET /api/auth/game/check-in (CHECKIN-01). */
export const CheckInListEvents = datasetEvents("CheckInList", Schema.Array(CheckInEntry), { today: Schema.Number })

/**
 * The check-in's life as a write (money.md, once-only-write-schema.ts): CheckInStarted with its
 * Idempotency-Key, CheckInFailed, CheckInUnsure (no answer, or 'already checked in' from the server:
 * the list is read to learn it), CheckInVerifyStarted, CheckInNotDone, CheckInUnverified and
 * CheckInOffline. Success is CheckInDone, today's entry.
 */
export const CheckInWrite = onceOnlyWriteEvents("CheckIn", noPress)
export const CheckInDone = Schema.TaggedStruct("CheckInDone", { entry: CheckInEntry, today: Schema.Number })
/** The player closed the popup without checking in; it stays closed for the rest of the Bangkok day (#15). */
export const CheckInPopupDismissed = Schema.TaggedStruct("CheckInPopupDismissed", {})

/**
 * What this device remembers at the player area's entry (#15): whether this player already closed or
 * did the popup today (read by the command from storage and the clock; the reducer reads neither).
 */
export const CheckInPopupRemembered = Schema.TaggedStruct("CheckInPopupRemembered", { seenToday: Schema.Boolean })

export const CheckInEvent = Schema.Union(
  CheckInListEvents.events,
  CheckInWrite.events,
  CheckInDone,
  CheckInPopupDismissed,
  CheckInPopupRemembered
)
