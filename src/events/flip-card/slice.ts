import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { FlipCardState } from "./state"

const { on, whilePlayer } = casesOf<FlipCardState>()

const settled = { submitting: false, pending: null, verifying: false, unverified: false, notDone: false } as const

export const flipCardSlice = defineSlice<FlipCardState>({
  initial: {},
  cases: whilePlayer(
    on("FlipCardLogsLoading", (state) =>
      state.logs?._tag === "Loaded" ? state : { ...state, logs: RemoteData.Loading() }
    ),
    on("FlipCardLogsLoaded", (state, { data }) => ({ ...state, logs: RemoteData.Loaded({ data }) })),
    on("FlipCardLogsFailed", (state, { failure }) =>
      state.logs?._tag === "Loaded" ? state : { ...state, logs: RemoteData.Failed({ message: failureText(failure) }) }
    ),
    on("FlipCardStarted", (state, { key, cardIndex, playsLeft }) => ({
      ...state,
      ...settled,
      submitting: true,
      picked: cardIndex,
      pending: { key, playsLeft },
      error: null,
      play: null
    })),
    on("FlipCardPlayed", (state, { reward }) => {
      const logs = state.logs
      const known = logs?._tag === "Loaded" && logs.data.plays.some((play) => play.id === reward.play.id)
      const played = { ...state, ...settled, picked: null, error: null, play: reward.play }
      if (logs?._tag !== "Loaded") return played
      const plays = known ? logs.data.plays : [reward.play, ...logs.data.plays]
      return { ...played, logs: RemoteData.Loaded({ data: { ...logs.data, playsLeft: reward.playsLeft, plays } }) }
    }),
    on("FlipCardFailed", (state, { failure }) => ({ ...state, ...settled, picked: null, error: failureText(failure) })),
    on("FlipCardUnsure", (state) => ({ ...state, submitting: false, verifying: true, notDone: false, error: null })),
    on("FlipCardVerifyStarted", (state) => ({ ...state, verifying: true, unverified: false, error: null })),
    on("FlipCardNotDone", (state) => ({ ...state, verifying: false, notDone: true, picked: null })),
    on("FlipCardUnverified", (state) => ({ ...state, verifying: false, unverified: true })),
    on("FlipCardDealAgain", (state) => ({ ...state, play: null, picked: null, error: null }))
  )
})
