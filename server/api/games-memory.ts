import { ZERO_SATANG, type Satang } from "../../src/domain/money"
import { Schema } from "effect"
import { areaMemory } from "../area-memory"
import { ByName, EpochMs, MutableArray, SatangInt } from "../store/codecs"
import type { ServerState } from "../state"

// What the games area remembers per server, afresh at every reset: each player's game wallet (the
// credit an opened game holds, outside the balance) and the live game sessions of the stand-in
// game page. A player has at most one live session: opening a game ends the one before it, and
// the cash-out ends it too (one wallet, one game at a time).

/** One settled round of the stand-in game: the bet and the signed win (negative: lost). */
export interface GameRound {
  readonly at: number
  readonly bet: Satang
  readonly win: Satang
}

export interface GameSession {
  /** Unguessable (crypto.randomUUID): the launch URL is the only key to the page. */
  readonly id: string
  readonly username: string
  readonly provider: string
  readonly code: string
  /** The lobby 'กลับสู่ล็อบบี้' leads to, validated when the game was opened (safeReturnUrl). */
  readonly returnUrl: string
  readonly openedAt: number
  /** The last rounds, newest last (a bounded log). */
  readonly rounds: Array<GameRound>
  /** How many rounds were played in all: the round form carries it, so a repeated post plays nothing. */
  played: number
}

interface GamesMemory {
  readonly wallets: Map<string, Satang>
  readonly sessions: Map<string, GameSession>
}

const GameRoundSchema = Schema.Struct({ at: EpochMs, bet: SatangInt, win: SatangInt })

const GamesMemorySchema = Schema.Struct({
  wallets: ByName(SatangInt),
  sessions: ByName(
    Schema.Struct({
      id: Schema.String,
      username: Schema.String,
      provider: Schema.String,
      code: Schema.String,
      returnUrl: Schema.String,
      openedAt: EpochMs,
      rounds: MutableArray(GameRoundSchema),
      played: Schema.Number
    })
  )
})

export const gamesMemory = areaMemory((): GamesMemory => ({ wallets: new Map(), sessions: new Map() }), {
  name: "games",
  schema: GamesMemorySchema
})

/** What a player's game wallet holds (nothing for a player who never opened a game). */
export const gameWalletOf = (state: ServerState, username: string): Satang =>
  gamesMemory.of(state).wallets.get(username) ?? ZERO_SATANG

export const setGameWallet = (state: ServerState, username: string, amount: Satang): void => {
  gamesMemory.of(state).wallets.set(username, amount)
}

/** A live session by id; undefined when unknown or ended. */
export const gameSessionOf = (state: ServerState, id: string): GameSession | undefined =>
  gamesMemory.of(state).sessions.get(id)

/** The player's live session, if a game is open. */
export const liveSessionOf = (state: ServerState, username: string): GameSession | undefined =>
  [...gamesMemory.of(state).sessions.values()].find((session) => session.username === username)

export const endSessionsOf = (state: ServerState, username: string): void => {
  const { sessions } = gamesMemory.of(state)
  for (const [id, session] of sessions) if (session.username === username) sessions.delete(id)
}

/** Starts the player's session, ending any earlier one. */
export const startSession = (state: ServerState, session: GameSession): void => {
  endSessionsOf(state, session.username)
  gamesMemory.of(state).sessions.set(session.id, session)
}
