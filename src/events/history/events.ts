import { Schema } from "effect"
import { CallFailure } from "../../domain/failure-schema"
import { HistoryFilter, HistoryPage } from "../../domain/history-schema"

// The transaction history's facts (issue #10 §4). Each page event names its tab and whether it
// extends the list (`append`), so an answer for a tab no longer shown changes nothing.

const facts = { filter: HistoryFilter, append: Schema.Boolean }

export const HistoryPageLoading = Schema.TaggedStruct("HistoryPageLoading", facts)
export const HistoryPageLoaded = Schema.TaggedStruct("HistoryPageLoaded", { ...facts, data: HistoryPage })
export const HistoryPageFailed = Schema.TaggedStruct("HistoryPageFailed", { ...facts, failure: CallFailure })
/** The player chose a tab ('ทั้งหมด', 'ฝาก', 'ถอน'). */
export const HistoryFilterChosen = Schema.TaggedStruct("HistoryFilterChosen", { filter: HistoryFilter })

export const HistoryEvent = Schema.Union(HistoryPageLoading, HistoryPageLoaded, HistoryPageFailed, HistoryFilterChosen)
