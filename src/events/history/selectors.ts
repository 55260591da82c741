import type { HistoryFilter, HistoryPeriod, HistoryRow } from "../../domain/history-schema"
import type { RemoteData } from "../remote-data"
import type { AppState } from "../state"

// The history sits in the `log` slice, which starts as {}: an absent member reads as its start.

const IDLE: RemoteData<never> = { _tag: "Idle" }

export const selectHistoryFilter = (state: AppState): HistoryFilter => state.log.filter ?? "all"
export const selectHistoryPeriod = (state: AppState): HistoryPeriod => state.log.period ?? "all"
export const selectHistoryRows = (state: AppState): RemoteData<ReadonlyArray<HistoryRow>> => state.log.rows ?? IDLE
export const selectHistoryNextCursor = (state: AppState): string | null => state.log.nextCursor ?? null
export const selectHistoryMore = (state: AppState): "idle" | "loading" | "failed" => state.log.more ?? "idle"
