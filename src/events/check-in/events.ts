import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { CallFailure } from "../../domain/failure-schema"
import { datasetEvents } from "../dataset-events"

// Each event that needs today carries today's day of month in Asia/Bangkok (AMB-18): the reducer
// never reads a clock.

/** GET /api/auth/game/check-in (CHECKIN-01). */
export const CheckInListEvents = datasetEvents("CheckInList", Schema.Array(CheckInEntry), { today: Schema.Number })

export const CheckInStarted = Schema.TaggedStruct("CheckInStarted", {})
export const CheckInDone = Schema.TaggedStruct("CheckInDone", { entry: CheckInEntry, today: Schema.Number })
export const CheckInFailed = Schema.TaggedStruct("CheckInFailed", { failure: CallFailure })
/** The player closed the popup without checking in; it stays closed until the next load. */
export const CheckInPopupDismissed = Schema.TaggedStruct("CheckInPopupDismissed", {})

export const CheckInEvent = Schema.Union(
  CheckInListEvents.events,
  CheckInStarted,
  CheckInDone,
  CheckInFailed,
  CheckInPopupDismissed
)
