import fc from "fast-check"
import { satang, type Satang } from "../../../src/domain/money"
import type { RankingBoard } from "../../../src/domain/ranking-schema"

// The ranking's sample data (issue #13, OPEN-09): one board, and the replay generators.

export const rankingBoard = (own: Partial<RankingBoard["own"]> = {}): RankingBoard => ({
  period: "week",
  start: "2026-11-15T17:00:00.000Z",
  end: "2026-11-22T17:00:00.000Z",
  top: [
    { rank: 1, username: "so***9", level: 3, turnover: satang(90_000_000), self: false },
    { rank: 2, username: "demo", level: 1, turnover: satang(30_000_000), self: true }
  ],
  own: { rank: 2, username: "demo", level: 1, turnover: satang(30_000_000), ...own }
})

export const rankingGenerators = (
  money: fc.Arbitrary<Satang>,
  failure: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const period = fc.constantFrom("week" as const, "month" as const)
  const rank = fc.integer({ min: 1, max: 40 })
  const row = fc.record({
    rank,
    username: fc.constantFrom("so***9", "demo"),
    level: fc.integer({ min: 1, max: 5 }),
    turnover: money,
    self: fc.boolean()
  })
  const board = fc.record({
    period,
    start: fc.constant("2026-11-15T17:00:00.000Z"),
    end: fc.constant("2026-11-22T17:00:00.000Z"),
    top: fc.array(row, { maxLength: 3 }),
    own: fc.record({
      rank: fc.option(rank, { nil: null }),
      username: fc.constant("demo"),
      level: fc.integer({ min: 1, max: 5 }),
      turnover: money
    })
  })
  return [
    period.map((p) => ({ _tag: "RankingBoardLoading" as const, period: p })),
    fc.record({ period, data: board }).map((f) => ({ _tag: "RankingBoardLoaded" as const, ...f })),
    fc.record({ period, failure }).map((f) => ({ _tag: "RankingBoardFailed" as const, ...f }))
  ]
}
