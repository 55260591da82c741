import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { HistoryState } from "./state"

const { on, whilePlayer } = casesOf<HistoryState>()

/** An answer for the tab shown (an older tab's answer changes nothing). */
const current = (state: HistoryState, filter: string): boolean => (state.filter ?? "all") === filter

export const historySlice = defineSlice<HistoryState>({
  initial: {},
  cases: whilePlayer(
    on("HistoryFilterChosen", (state, { filter }) =>
      current(state, filter) ? state : { filter, rows: RemoteData.Idle(), nextCursor: null, more: "idle" }
    ),
    on("HistoryPageLoading", (state, { filter, append }) => {
      if (!current(state, filter)) return state
      if (append) return { ...state, more: "loading" }
      // A reload (money moved) keeps the rows shown until the new first page arrives.
      return state.rows?._tag === "Loaded" ? state : { ...state, rows: RemoteData.Loading(), more: "idle" }
    }),
    on("HistoryPageLoaded", (state, { filter, append, data }) => {
      if (!current(state, filter)) return state
      const before = append && state.rows?._tag === "Loaded" ? state.rows.data : []
      return {
        ...state,
        rows: RemoteData.Loaded({ data: [...before, ...data.rows] }),
        nextCursor: data.nextCursor,
        more: "idle"
      }
    }),
    on("HistoryPageFailed", (state, { filter, append, failure }) => {
      if (!current(state, filter)) return state
      if (append) return { ...state, more: "failed" }
      return { ...state, rows: RemoteData.Failed({ message: failureText(failure) }) }
    })
  )
})
