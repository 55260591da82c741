import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { FlipCardState } from "./state"

const { on, whilePlayer } = casesOf<FlipCardState>()

export const flipCardSlice = defineSlice<FlipCardState>({
  initial: {},
  cases: whilePlayer(
    // A reload (a read-back) keeps the row and the history shown.
    on("FlipCardLogsLoading", (state) =>
      state.logs?._tag === "Loaded" ? state : { ...state, logs: RemoteData.Loading() }
    ),
    on("FlipCardLogsLoaded", (state, { data }) => ({ ...state, logs: RemoteData.Loaded({ data }) })),
    on("FlipCardLogsFailed", (state, { failure }) =>
      state.logs?._tag === "Loaded" ? state : { ...state, logs: RemoteData.Failed({ message: failureText(failure) }) }
    ),
    on("FlipCardStarted", (state, { key, cardIndex, playsLeft }) => ({
      ...state,
      phase: "sending",
      picked: cardIndex,
      pending: { key, playsLeft },
      error: null,
      play: null
    })),
    on("FlipCardPlayed", (state, { reward: { play, playsLeft } }) => {
      const { logs } = state
      const played = { ...state, phase: null, pending: null, picked: null, error: null, play }
      if (logs?._tag !== "Loaded") return played
      const plays = logs.data.plays.some((known) => known.id === play.id) ? logs.data.plays : [play, ...logs.data.plays]
      return { ...played, logs: RemoteData.Loaded({ data: { ...logs.data, playsLeft, plays } }) }
    }),
    on("FlipCardFailed", (state, { failure }) => ({
      ...state,
      phase: null,
      pending: null,
      picked: null,
      error: failureText(failure)
    })),
    on("FlipCardUnsure", (state) => ({ ...state, phase: "verifying", error: null })),
    on("FlipCardVerifyStarted", (state) => ({ ...state, phase: "verifying", error: null })),
    on("FlipCardNotDone", (state) => ({ ...state, phase: "not-done", picked: null })),
    on("FlipCardUnverified", (state) => ({ ...state, phase: "unverified" })),
    on("FlipCardDealAgain", (state) => ({ ...state, play: null, picked: null, error: null }))
  )
})
