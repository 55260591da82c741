import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import { initialRanking } from "./initial"
import type { RankingState } from "./state"

const { on, whilePlayer } = casesOf<RankingState>()

/**
 * Latest wins: asking for a period makes it the shown one; an answer about another period (late,
 * its request not yet aborted) changes nothing. A reload of the shown period keeps its board.
 */
export const rankingSlice = defineSlice<RankingState>({
  initial: initialRanking(),
  cases: whilePlayer(
    on("RankingBoardLoading", (state, { period }) => ({
      period,
      board: state.period === period && state.board._tag === "Loaded" ? state.board : RemoteData.Loading()
    })),
    on("RankingBoardLoaded", (state, { period, data }) =>
      state.period === period ? { ...state, board: RemoteData.Loaded({ data }) } : state
    ),
    on("RankingBoardFailed", (state, { period, failure }) =>
      state.period === period ? { ...state, board: RemoteData.Failed({ message: failureText(failure) }) } : state
    )
  )
})
