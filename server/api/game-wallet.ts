import { randomInt, randomUUID } from "node:crypto"
import type { GameSummary } from "../../src/domain/game-schema"
import { addSatang, subtractSatang, ZERO_SATANG, type Satang } from "../../src/domain/money"
import { ROUND_DRAWS, settleRound } from "../games/game-round"
import type { AccountState, ServerState } from "../state"
import {
  endSessionsOf,
  gameWalletOf,
  liveSessionOf,
  setGameWallet,
  startSession,
  type GameRound,
  type GameSession
} from "./games-memory"
import { winlostOf } from "./winlost-memory"

// The game wallet's moves (issue #11, money.md). Opening a game moves the whole balance into the
// wallet, the cash-out moves the whole wallet back: both through state.changeBalance, so each move
// is a ledger row ("game-in", "game-out") and the player's room hears of it. Rounds change only the
// wallet, and each settled round is a game result the loss refund counts (winlost-memory.ts).
// The transaction record (server/transactions.ts) is not written: its kinds are the movements the
// transaction history lists (deposits, withdrawals, refunds), and a move between a player's own
// balance and game wallet is neither; the ledger is its record.

/** How many rounds a session keeps for its log (the page shows the newest few). */
const KEPT_ROUNDS = 50

/**
 * Opens `game` for the player: the balance moves into the wallet (added to what it held) and a new
 * session starts. Null when there is nothing to play with (balance and wallet both empty).
 */
export const openGameSession = (
  state: ServerState,
  account: AccountState,
  game: GameSummary,
  returnUrl: string
): GameSession | null => {
  const { username } = account.seed
  const held = gameWalletOf(state, username)
  const moving = account.balance
  if (moving <= 0 && held <= 0) return null
  const session: GameSession = {
    id: randomUUID(),
    username,
    provider: game.provider,
    code: game.code,
    returnUrl,
    openedAt: state.now(),
    rounds: [],
    played: 0
  }
  if (moving > 0)
    state.changeBalance(account, {
      kind: "game-in",
      amount: subtractSatang(ZERO_SATANG, moving),
      reference: session.id
    })
  setGameWallet(state, username, addSatang(held, moving))
  startSession(state, session)
  return session
}

/** The whole wallet back into the balance (none is not an error: 0, no ledger row); the session ends. */
export const cashOutWallet = (state: ServerState, account: AccountState): Satang => {
  const { username } = account.seed
  const amount = gameWalletOf(state, username)
  if (amount > 0) {
    const reference = liveSessionOf(state, username)?.id ?? `game-wallet-${randomUUID()}`
    state.changeBalance(account, { kind: "game-out", amount, reference })
  }
  setGameWallet(state, username, ZERO_SATANG)
  endSessionsOf(state, username)
  return amount
}

/**
 * Plays one round of a session: the bet against the wallet, settled by the server's draw. Null
 * when the wallet holds less than the bet (nothing is played).
 */
export const playRound = (
  state: ServerState,
  session: GameSession,
  bet: Satang,
  draw: number = randomInt(ROUND_DRAWS)
): GameRound | null => {
  const wallet = gameWalletOf(state, session.username)
  if (bet > wallet) return null
  const round: GameRound = { at: state.now(), bet, win: settleRound(bet, draw) }
  setGameWallet(state, session.username, addSatang(wallet, round.win))
  session.rounds.push(round)
  session.played += 1
  if (session.rounds.length > KEPT_ROUNDS) session.rounds.shift()
  winlostOf(state, session.username).results.push({ at: round.at, win: round.win })
  return round
}
