import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { HistoryFilter, HistoryPage, HistoryPeriod } from "../../domain/history-schema"

// The transaction history's facts (issue #10 §4). Each page event names its tab, its period (#29:
// optional, so the logs of before still read; absent is every row) and whether it extends the list
// (`append`), so an answer for a tab or a period no longer shown changes nothing.

const facts = {
  filter: HistoryFilter,
  period: Schema.optionalWith(HistoryPeriod, { exact: true }),
  append: Schema.Boolean
}

export const HistoryPageLoading = Schema.TaggedStruct("HistoryPageLoading", facts)
export const HistoryPageLoaded = Schema.TaggedStruct("HistoryPageLoaded", { ...facts, data: HistoryPage })
export const HistoryPageFailed = Schema.TaggedStruct("HistoryPageFailed", { ...facts, failure: CallFailure })
/** The player chose a tab ('ทั้งหมด', 'ฝาก', 'ถอน'). */
export const HistoryFilterChosen = Schema.TaggedStruct("HistoryFilterChosen", { filter: HistoryFilter })

/** The player chose a period (#29): 'วันนี้', '7 วัน', 'เดือนนี้', a month, or every row again. */
export const HistoryPeriodChosen = Schema.TaggedStruct("HistoryPeriodChosen", { period: HistoryPeriod })

export const HistoryEvent = Schema.Union(
  HistoryPageLoading,
  HistoryPageLoaded,
  HistoryPageFailed,
  HistoryFilterChosen,
  HistoryPeriodChosen
)
