import { HistoryDetailSheet } from "../../ui/history/history-detail-sheet"

/** The detail sheet as a chunk of its own: it loads with the first row a player opens, not with the list. */
export default HistoryDetailSheet
