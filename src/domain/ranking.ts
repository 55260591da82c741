import { addDays, dayStartMillis } from "./day-range"
import { bangkokDayKey } from "./bangkok-date"

// The ranking of players by turnover (issue #13, OPEN-09): the top 20 of a Bangkok week or month,
// usernames masked except the player's own, and the player's own place. The reference API ranks
// with these rules and the screen pins the player's row with them; no Effect code.

export const RANKING_PERIODS = ["week", "month"] as const
export type RankingPeriod = (typeof RANKING_PERIODS)[number]

/** How many players the ranking lists. */
export const RANKING_SIZE = 20

/** A period as two instants: its first Bangkok day's 00:00 and the next period's (exclusive). */
export interface RankingRange {
  readonly start: number
  readonly end: number
}

/** This Bangkok week (Monday to Sunday, as the loss refund's period) or this Bangkok month, holding `now`. */
export const rankingRange = (now: number, period: RankingPeriod): RankingRange => {
  const today = bangkokDayKey(now)
  if (period === "week") {
    // getUTCDay of a day key's UTC midnight is that Bangkok day's weekday (0 Sunday … 6 Saturday).
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
    const monday = addDays(today, -((weekday + 6) % 7))
    return { start: dayStartMillis(monday), end: dayStartMillis(addDays(monday, 7)) }
  }
  const first = `${today.slice(0, 8)}01`
  const nextFirst = `${addDays(first, 32).slice(0, 8)}01`
  return { start: dayStartMillis(first), end: dayStartMillis(nextFirst) }
}

/** One player's turnover in a period (satang as a plain integer here: the caller brands it). */
export interface Turnover<Amount extends number> {
  readonly username: string
  readonly level: number
  readonly turnover: Amount
}

export interface Ranked<Amount extends number> extends Turnover<Amount> {
  readonly rank: number
}

export interface Standing<Amount extends number> {
  /** The first RANKING_SIZE players with turnover, best first. */
  readonly top: ReadonlyArray<Ranked<Amount>>
  /** The player's own place; rank null while they have no turnover in the period. */
  readonly own: Ranked<Amount> | (Turnover<Amount> & { readonly rank: null })
}

/** Highest turnover first; a tie goes to the username's order, so every reading ranks the same. */
const byTurnover = <A extends number>(a: Turnover<A>, b: Turnover<A>): number =>
  b.turnover - a.turnover || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0)

/** The top RANKING_SIZE and `self`'s own place (players without turnover are not ranked). */
export const standingOf = <A extends number>(players: ReadonlyArray<Turnover<A>>, self: Turnover<A>): Standing<A> => {
  const ranked = players
    .filter((player) => player.turnover > 0)
    .slice()
    .sort(byTurnover)
    .map((player, index) => ({ ...player, rank: index + 1 }))
  const own = ranked.find((player) => player.username === self.username)
  return { top: ranked.slice(0, RANKING_SIZE), own: own ?? { ...self, rank: null } }
}
