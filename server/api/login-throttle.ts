import { FailureLog, waitUnderLimit } from "./failure-log"

// Wrong passwords are throttled (#9, #31) under three counts, and an attempt waits for the longest:
// - per (player, address): 5 failures within 15 minutes shut that address's door for that player,
//   the right password included, until the oldest of them leaves the window. The player is named by
//   username or phone, one count for both, so no address gets more than 5 guesses at a player, and
//   a stranger elsewhere cannot lock the player out.
// - per address: 30 failures within 15 minutes, whoever they named, shut the address's door (one
//   address guessing at many players).
// - per player, across addresses: from the 20th failure within an hour, each failure closes the
//   player's door for 30 s, doubling with each further failure up to 15 minutes, so guessing from
//   many addresses stays slow (a few guesses an hour) while the player is held minutes, not days.
// A refused attempt is not counted. A successful login forgets its (player, address) failures, not
// the address's nor the player's: a login between guesses must not buy the guesser more.

export const MAX_FAILURES = 5
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
export const ADDRESS_MAX_FAILURES = 30
export const PLAYER_FREE_FAILURES = 20
export const PLAYER_WINDOW_MS = 60 * 60 * 1000
export const PLAYER_FIRST_WAIT_MS = 30 * 1000
export const PLAYER_LONGEST_WAIT_MS = 15 * 60 * 1000
export const MAX_TRACKED_KEYS = 10_000

/** Failures past the free ones after which the wait stops growing (30 s · 2^5 > 15 minutes). */
const PLAYER_KEPT_FAILURES = PLAYER_FREE_FAILURES + 6

export interface ThrottleKeys {
  /** The player: the username of the account the login named, else what was typed (trimmed, lower-cased). */
  readonly player: string
  readonly address: string
}

/**
 * The keys an attempt counts under. `player` is the account's username when the identifier named an
 * account (by username or phone), so both spellings of one player share one count; "Demo " and "demo"
 * are one player too.
 */
export const throttleKeys = (player: string, address: string): ThrottleKeys => ({
  player: player.trim().toLowerCase(),
  address
})

const pairOf = (keys: ThrottleKeys): string => `${keys.player}\n${keys.address}`

/** The growing wait once a player's failures pass the free ones: 30 s, 60 s, 2 min ... 15 min. */
const playerWaitMs = (failures: number): number =>
  failures < PLAYER_FREE_FAILURES
    ? 0
    : Math.min(PLAYER_LONGEST_WAIT_MS, PLAYER_FIRST_WAIT_MS * 2 ** (failures - PLAYER_FREE_FAILURES))

export class LoginThrottle {
  private readonly pairs: FailureLog
  private readonly addresses: FailureLog
  private readonly players: FailureLog

  constructor(private readonly now: () => number) {
    const inWindow = { windowMs: THROTTLE_WINDOW_MS, maxKeys: MAX_TRACKED_KEYS }
    this.pairs = new FailureLog(now, { ...inWindow, keep: MAX_FAILURES })
    this.addresses = new FailureLog(now, { ...inWindow, keep: ADDRESS_MAX_FAILURES })
    this.players = new FailureLog(now, {
      windowMs: PLAYER_WINDOW_MS,
      keep: PLAYER_KEPT_FAILURES,
      maxKeys: MAX_TRACKED_KEYS
    })
  }

  /** Whole seconds until an attempt under these keys is let through; 0 when it is now. */
  retryAfterSeconds(keys: ThrottleKeys): number {
    const now = this.now()
    const player = this.players.recent(keys.player)
    const latest = player[player.length - 1]
    const waits = [
      waitUnderLimit(this.pairs.recent(pairOf(keys)), MAX_FAILURES, THROTTLE_WINDOW_MS, now),
      waitUnderLimit(this.addresses.recent(keys.address), ADDRESS_MAX_FAILURES, THROTTLE_WINDOW_MS, now),
      latest === undefined ? 0 : Math.max(0, latest + playerWaitMs(player.length) - now)
    ]
    return Math.ceil(Math.max(...waits) / 1000)
  }

  fail(keys: ThrottleKeys): void {
    this.pairs.add(pairOf(keys))
    this.addresses.add(keys.address)
    this.players.add(keys.player)
  }

  /** A successful login forgets the (player, address) failures only. */
  succeed(keys: ThrottleKeys): void {
    this.pairs.forget(pairOf(keys))
  }

  /** Keys held in all three counts (the memory's bound is MAX_TRACKED_KEYS each). */
  get trackedKeys(): number {
    return this.pairs.trackedKeys + this.addresses.trackedKeys + this.players.trackedKeys
  }
}
