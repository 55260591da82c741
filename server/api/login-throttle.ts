// Wrong passwords are throttled (#9): MAX_FAILURES failures within THROTTLE_WINDOW_MS, counted per
// login identifier (trimmed, case-insensitive) and per peer address, shut the door for whoever
// comes next under either, the right password included, until the oldest of those failures leaves
// the window. Guessing a password then costs hours, not seconds, while a player who mistypes a few
// times is never stopped.
// Memory stays bounded: each key keeps at most MAX_FAILURES times, keys whose failures have all
// left the window are swept as failures arrive, and past MAX_TRACKED_KEYS the key that failed
// longest ago goes first (the address key still holds a sprayer of usernames).

export const MAX_FAILURES = 5
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
export const MAX_TRACKED_KEYS = 10_000

export interface ThrottleKeys {
  readonly identifier: string
  readonly address: string
}

/** The keys an attempt counts under: "Demo " and "demo" are one player. */
export const throttleKeys = (identifier: string, address: string): ThrottleKeys => ({
  identifier: `identifier ${identifier.trim().toLowerCase()}`,
  address: `address ${address}`
})

export class LoginThrottle {
  /** key → failure times, oldest first; in the order of each key's latest failure. */
  private readonly failures = new Map<string, Array<number>>()

  constructor(private readonly now: () => number) {}

  /** Whole seconds until an attempt under these keys is let through; 0 when it is now. */
  retryAfterSeconds(keys: ThrottleKeys): number {
    const now = this.now()
    let waitMs = 0
    for (const key of [keys.identifier, keys.address]) {
      const times = this.recent(key, now)
      const oldest = times[0]
      if (times.length >= MAX_FAILURES && oldest !== undefined)
        waitMs = Math.max(waitMs, oldest + THROTTLE_WINDOW_MS - now)
    }
    return Math.ceil(waitMs / 1000)
  }

  fail(keys: ThrottleKeys): void {
    const now = this.now()
    this.sweep(now)
    for (const key of [keys.identifier, keys.address]) {
      const times = [...this.recent(key, now), now].slice(-MAX_FAILURES)
      this.failures.delete(key) // re-inserted last: the map stays ordered by latest failure
      this.failures.set(key, times)
    }
    for (const key of this.failures.keys()) {
      if (this.failures.size <= MAX_TRACKED_KEYS) break
      this.failures.delete(key)
    }
  }

  /** A successful login forgets the identifier's failures (not the address's). */
  succeed(keys: ThrottleKeys): void {
    this.failures.delete(keys.identifier)
  }

  get trackedKeys(): number {
    return this.failures.size
  }

  private recent(key: string, now: number): ReadonlyArray<number> {
    const times = (this.failures.get(key) ?? []).filter((time) => time > now - THROTTLE_WINDOW_MS)
    if (times.length === 0) this.failures.delete(key)
    return times
  }

  /** Drops the keys whose latest failure has left the window; they are the first in the map. */
  private sweep(now: number): void {
    for (const [key, times] of this.failures) {
      const latest = times[times.length - 1]
      if (latest !== undefined && latest > now - THROTTLE_WINDOW_MS) break
      this.failures.delete(key)
    }
  }
}
