import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { HistoryState } from "./state"

const { on, whilePlayer } = casesOf<HistoryState>()

// The members kept across a choice of the other kind (exact optional members: absent stays absent).
const periodOf = (state: HistoryState) => (state.period === undefined ? {} : { period: state.period })
const filterOf = (state: HistoryState) => (state.filter === undefined ? {} : { filter: state.filter })

/** An answer for the tab and the period shown (an older choice's answer changes nothing). */
const current = (state: HistoryState, filter: string, period: string | undefined): boolean =>
  (state.filter ?? "all") === filter && (state.period ?? "all") === (period ?? "all")

export const historySlice = defineSlice<HistoryState>({
  initial: {},
  cases: whilePlayer(
    on("HistoryFilterChosen", (state, { filter }) =>
      current(state, filter, state.period)
        ? state
        : { ...periodOf(state), filter, rows: RemoteData.Idle(), nextCursor: null, more: "idle" }
    ),
    on("HistoryPeriodChosen", (state, { period }) =>
      current(state, state.filter ?? "all", period)
        ? state
        : { ...filterOf(state), period, rows: RemoteData.Idle(), nextCursor: null, more: "idle" }
    ),
    on("HistoryPageLoading", (state, { filter, period, append }) => {
      if (!current(state, filter, period)) return state
      if (append) return { ...state, more: "loading" }
      // A reload (money moved) keeps the rows shown until the new first page arrives.
      return state.rows?._tag === "Loaded" ? state : { ...state, rows: RemoteData.Loading(), more: "idle" }
    }),
    on("HistoryPageLoaded", (state, { filter, period, append, data }) => {
      if (!current(state, filter, period)) return state
      const before = append && state.rows?._tag === "Loaded" ? state.rows.data : []
      return {
        ...state,
        rows: RemoteData.Loaded({ data: [...before, ...data.rows] }),
        nextCursor: data.nextCursor,
        more: "idle"
      }
    }),
    on("HistoryPageFailed", (state, { filter, period, append, failure }) => {
      if (!current(state, filter, period)) return state
      if (append) return { ...state, more: "failed" }
      return { ...state, rows: RemoteData.Failed({ message: failureText(failure) }) }
    })
  )
})
