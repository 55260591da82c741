import { percentOf, subtractSatang, type Satang } from "../../src/domain/money"

// How a round of the stand-in game settles: the bet comes back times a multiplier drawn from this
// table (out of 100 draws), so a round wins or loses a small amount. It pays back 92.5% of what is
// bet on average, as a house-edged game would; the draw is the server's (crypto.randomInt), so a
// player cannot foresee it from anything on the page.

export const ROUND_DRAWS = 100

/** Multipliers in percent, each with how many of the 100 draws give it. */
const PAYOUTS: ReadonlyArray<{ readonly draws: number; readonly percent: number }> = [
  { draws: 45, percent: 0 },
  { draws: 10, percent: 50 },
  { draws: 25, percent: 150 },
  { draws: 15, percent: 200 },
  { draws: 5, percent: 400 }
]

/** The multiplier (percent) of a draw from 0 to 99. */
export const payoutPercentOf = (draw: number): number => {
  let below = 0
  for (const payout of PAYOUTS) {
    below += payout.draws
    if (draw < below) return payout.percent
  }
  return 0
}

/** The round's signed win: what came back minus the bet (negative: lost). */
export const settleRound = (bet: Satang, draw: number): Satang =>
  subtractSatang(percentOf(bet, payoutPercentOf(draw)), bet)
