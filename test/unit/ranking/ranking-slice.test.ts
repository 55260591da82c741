import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { selectRankingBoard } from "../../../src/events/ranking/selectors"
import { replay } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { player, serverFailure } from "../events/fixtures"
import { rankingBoard } from "./fixtures"

// The ranking slice (issue #13): latest period wins; answers only while a player is signed in.

const signedIn = replay([{ _tag: "GetCurrentUser", user: player }])
const run = (...events: Parameters<typeof replay>[0] extends Iterable<infer E> ? ReadonlyArray<E> : never) =>
  replay(events, signedIn)

describe("ranking slice (#13)", () => {
  it("starts tiny: no period, nothing asked", () => {
    expect(initialState.ranking).toEqual({ period: null, board: { _tag: "Idle" } })
  })

  it("shows the board of the period asked for", () => {
    const state = run(
      { _tag: "RankingBoardLoading", period: "week" },
      { _tag: "RankingBoardLoaded", period: "week", data: rankingBoard() }
    )
    expect(selectRankingBoard("week")(state)).toEqual({ _tag: "Loaded", data: rankingBoard() })
  })

  it("drops a late answer about the period no longer shown (latest wins)", () => {
    const state = run(
      { _tag: "RankingBoardLoading", period: "week" },
      { _tag: "RankingBoardLoading", period: "month" },
      { _tag: "RankingBoardLoaded", period: "week", data: rankingBoard() }
    )
    expect(state.ranking.board).toEqual({ _tag: "Loading" })
    expect(selectRankingBoard("week")(state)._tag).toBe("Loading")
  })

  it("keeps the shown board while the same period reloads", () => {
    const state = run(
      { _tag: "RankingBoardLoading", period: "week" },
      { _tag: "RankingBoardLoaded", period: "week", data: rankingBoard() },
      { _tag: "RankingBoardLoading", period: "week" }
    )
    expect(state.ranking.board._tag).toBe("Loaded")
  })

  it("shows the failure of the period shown, in Thai", () => {
    const state = run(
      { _tag: "RankingBoardLoading", period: "month" },
      { _tag: "RankingBoardFailed", period: "month", failure: serverFailure("ระบบขัดข้อง") }
    )
    expect(state.ranking.board).toEqual({ _tag: "Failed", message: "ระบบขัดข้อง" })
  })

  it("goes back to its start on Logout", () => {
    const state = run(
      { _tag: "RankingBoardLoading", period: "week" },
      { _tag: "RankingBoardLoaded", period: "week", data: rankingBoard({ turnover: satang(1) }) },
      { _tag: "Logout" }
    )
    expect(state.ranking).toEqual(initialState.ranking)
  })
})
