import { satang, type Satang } from "../money"
import { earlierPeriod, lossPeriodOf, lostPercentOf, periodLoss, refundOf } from "../winlost"

// The demo's game results and past refunds (issue #10 §5: "seed demo with a loss this period").
// Times are placed relative to the server's clock, so every reset has a refund to claim.

/** One settled game round: its signed win in satang (negative: the player lost). */
export interface GameResult {
  readonly at: number
  readonly win: Satang
}

/** A refund paid in an earlier period (the "wl" log). */
export interface PastRefund {
  readonly id: string
  readonly periodStart: number
  readonly periodEnd: number
  readonly loss: Satang
  readonly percent: number
  readonly amount: Satang
  readonly destination: "balance" | "bank"
  readonly at: number
}

/** demo's rounds this week: a net loss of ฿12,345.50 (5% at silver: ฿617.27). */
const DEMO_WINS_THIS_PERIOD: ReadonlyArray<number> = [-500_000, 120_050, -734_550, -120_050]

/** The rounds played so far this period, spread between its start and now. */
export const seededResults = (username: string, now: number): ReadonlyArray<GameResult> => {
  if (username !== "demo") return []
  const { start } = lossPeriodOf(now)
  const step = Math.max(1, Math.floor((now - start) / (DEMO_WINS_THIS_PERIOD.length + 1)))
  return DEMO_WINS_THIS_PERIOD.map((win, index) => ({ at: start + step * (index + 1), win: satang(win) }))
}

/** demo's losses of the three weeks before this one, each refunded the day after it ended. */
const DEMO_PAST_LOSSES: ReadonlyArray<{
  readonly weeksBack: number
  readonly loss: number
  readonly to: "balance" | "bank"
}> = [
  { weeksBack: 1, loss: 2_480_000, to: "balance" },
  { weeksBack: 2, loss: 905_075, to: "bank" },
  { weeksBack: 3, loss: 1_310_000, to: "balance" }
]

const HOUR_MS = 60 * 60 * 1000

export const seededPastRefunds = (username: string, level: number, now: number): ReadonlyArray<PastRefund> => {
  if (username !== "demo") return []
  const percent = lostPercentOf(level)
  return DEMO_PAST_LOSSES.map(({ weeksBack, loss, to }) => {
    const period = earlierPeriod(now, weeksBack)
    const lost = periodLoss([satang(-loss)])
    return {
      id: `wl-${username}-${period.start}`,
      periodStart: period.start,
      periodEnd: period.end,
      loss: lost,
      percent,
      amount: refundOf(lost, percent),
      destination: to,
      // Claimed late on the period's Sunday: a refund is taken within its own period.
      at: period.end - 2 * HOUR_MS
    }
  })
}
