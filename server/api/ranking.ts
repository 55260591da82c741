import { Either, Schema } from "effect"
import { satang, type Satang } from "../../src/domain/money"
import { maskUsername } from "../../src/domain/masking"
import { rankingRange, standingOf, type RankingPeriod, type Turnover } from "../../src/domain/ranking"
import type { RankingBoard } from "../../src/domain/ranking-schema"
import { RankingPeriodSchema } from "../../src/domain/ranking-schema"
import { RANKING_DEMO_ACCOUNTS, RANKING_DEMO_PLAYERS, RANKING_DEMO_RANGES } from "../../src/domain/demo/ranking"
import { rankingEndpoints } from "../../src/services/ranking/endpoints"
import type { AccountState, ServerState } from "../state"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The ranking (issue #13, OPEN-09): the top 20 by turnover of this Bangkok week or month, from
// seeded players and the demo accounts. Figures are a pure function of the name and the period's
// start (the server clock, never Date.now()), so every reading of a period ranks the same. No
// username leaves unmasked but the asking player's own.

const TEXT = { badPeriod: "ช่วงเวลาของอันดับต้องเป็น week หรือ month" } as const

/** FNV-1a: a small, stable hash of a string (the seed of a player's figure). */
const hash = (text: string): number => {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return value
}

/** A seeded figure in [low, high) baht, with satang, from the name and the period's start. */
const seededSatang = (key: string, [low, high]: readonly [number, number]): Satang =>
  satang(low * 100 + (hash(key) % ((high - low) * 100)))

const turnoversOf = (state: ServerState, period: RankingPeriod, start: number): ReadonlyArray<Turnover<Satang>> => [
  ...RANKING_DEMO_PLAYERS.map((player) => ({
    username: player.username,
    level: player.level,
    turnover: seededSatang(
      `${player.username}:${period}:${start}`,
      RANKING_DEMO_RANGES[period][player.whale ? "whale" : "ordinary"]
    )
  })),
  ...state.allAccounts().map((account) => accountTurnover(account, period))
]

const accountTurnover = (account: AccountState, period: RankingPeriod): Turnover<Satang> => ({
  username: account.seed.username,
  level: account.seed.level,
  turnover: satang((RANKING_DEMO_ACCOUNTS[account.seed.username]?.[period] ?? 0) * 100)
})

const iso = (epochMillis: number): string => new Date(epochMillis).toISOString()

export const rankingBoardOf = (state: ServerState, account: AccountState, period: RankingPeriod): RankingBoard => {
  const range = rankingRange(state.now(), period)
  const self = account.seed.username
  const standing = standingOf(turnoversOf(state, period, range.start), accountTurnover(account, period))
  return {
    period,
    start: iso(range.start),
    end: iso(range.end),
    top: standing.top.map((row) => ({
      rank: row.rank,
      username: row.username === self ? self : maskUsername(row.username),
      level: row.level,
      turnover: row.turnover,
      self: row.username === self
    })),
    own: standing.own
  }
}

export const rankingRoutes: ReadonlyArray<Route> = [
  route(rankingEndpoints.ranking, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const period = Schema.decodeUnknownEither(RankingPeriodSchema)(ctx.param("period"))
    if (Either.isLeft(period)) return new HttpFailure(400, TEXT.badPeriod)
    return rankingBoardOf(ctx.state, account, period.right)
  })
]
