import { Schema } from "effect"
import { HistoryFilter, HistoryPeriod, HistoryRow } from "../../domain/history-schema"
import { remoteData } from "../remote-data-schema"

// The transaction history lives in STORE-01's `log` slice (the spec fixes 19 slices, none named
// for it). The spec starts `log` as an empty object, so every member is optional.

const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

export const HistoryStateSchema = Schema.Struct({
  /** The tab shown; 'ทั้งหมด' when absent. */
  filter: optional(HistoryFilter),
  /** The period shown (#29); every row when absent. */
  period: optional(HistoryPeriod),
  /** The rows loaded so far, newest first (the first page's load state). */
  rows: optional(remoteData(Schema.Array(HistoryRow))),
  /** Where the next page starts; null once the end is reached. */
  nextCursor: optional(Schema.NullOr(Schema.String)),
  /** The next page's load: "loading", or "failed" with a way on. */
  more: optional(Schema.Literal("idle", "loading", "failed"))
})
export type HistoryState = typeof HistoryStateSchema.Type
