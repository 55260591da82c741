import { failureText } from "../../domain/failure"
import { writeCases, type WriteLens } from "../once-only-write"
import { RemoteData } from "../remote-data"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import type { FlipCardState } from "./state"

const { on, whilePlayer } = casesOf<FlipCardState>()

/** What a play keeps for its read-back: the plays left when it was pressed. */
interface PlaysAtPress {
  readonly playsLeft: number
}

/** The slice starts as {} (its members absent until used): the write's record reads them as null. */
const flipCardWrite: WriteLens<FlipCardState, PlaysAtPress> = {
  get: (state) => ({ phase: state.phase ?? null, pending: state.pending ?? null, error: state.error ?? null }),
  set: (state, status) => ({ ...state, ...status })
}

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
    ...writeCases({
      name: "FlipCard",
      lens: flipCardWrite,
      press: ({ playsLeft }: EventOf<"FlipCardStarted">): PlaysAtPress => ({ playsLeft }),
      started: (state, { cardIndex }) => ({ ...state, picked: cardIndex, play: null }),
      // The picked card turns back: nothing was played.
      failed: (state) => ({ ...state, picked: null }),
      notDone: (state) => ({ ...state, picked: null })
    }),
    on("FlipCardPlayed", (state, { reward: { play, playsLeft } }) => {
      const { logs } = state
      const played = { ...state, phase: null, pending: null, picked: null, error: null, play }
      if (logs?._tag !== "Loaded") return played
      const plays = logs.data.plays.some((known) => known.id === play.id) ? logs.data.plays : [play, ...logs.data.plays]
      return { ...played, logs: RemoteData.Loaded({ data: { ...logs.data, playsLeft, plays } }) }
    }),
    on("FlipCardDealAgain", (state) => ({ ...state, play: null, picked: null, error: null }))
  )
})
