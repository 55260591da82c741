import { Schema } from "effect"
import { CheckInEntry } from "../domain/check-in-schema"

// Each event carries today's day of month in Asia/Bangkok: the reducer never reads a clock.

export const CheckInListLoading = Schema.TaggedStruct("CheckInListLoading", {})
export const CheckInListLoaded = Schema.TaggedStruct("CheckInListLoaded", {
  entries: Schema.Array(CheckInEntry),
  today: Schema.Number
})
export const CheckInListFailed = Schema.TaggedStruct("CheckInListFailed", { message: Schema.String })

export const CheckInStarted = Schema.TaggedStruct("CheckInStarted", {})
export const CheckInDone = Schema.TaggedStruct("CheckInDone", { entry: CheckInEntry, today: Schema.Number })
export const CheckInFailed = Schema.TaggedStruct("CheckInFailed", { message: Schema.String })
/** The player closed the popup without checking in; it stays closed until the next load. */
export const CheckInPopupDismissed = Schema.TaggedStruct("CheckInPopupDismissed", {})

export const CheckInEvent = Schema.Union(
  CheckInListLoading,
  CheckInListLoaded,
  CheckInListFailed,
  CheckInStarted,
  CheckInDone,
  CheckInFailed,
  CheckInPopupDismissed
)
