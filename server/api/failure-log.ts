// Times of failures (or of anything counted) per key, within a window: the memory of the login
// throttle and the registration limit. Bounded: each key keeps its last `keep` times, keys whose
// times have all left the window are swept as new times arrive, and past `maxKeys` the key counted
// longest ago goes first.

export interface FailureLogLimits {
  readonly windowMs: number
  /** The most times kept per key (the most any rule reads). */
  readonly keep: number
  readonly maxKeys: number
}

export class FailureLog {
  /** key → times, oldest first; the map is in the order of each key's latest time. */
  private readonly times = new Map<string, Array<number>>()

  constructor(
    private readonly now: () => number,
    readonly limits: FailureLogLimits
  ) {}

  /** The key's times within the window, oldest first. */
  recent(key: string): ReadonlyArray<number> {
    const since = this.now() - this.limits.windowMs
    const times = (this.times.get(key) ?? []).filter((time) => time > since)
    if (times.length === 0) this.times.delete(key)
    return times
  }

  add(key: string): void {
    this.sweep()
    const times = [...this.recent(key), this.now()].slice(-this.limits.keep)
    this.times.delete(key) // re-inserted last: the map stays ordered by latest time
    this.times.set(key, times)
    for (const oldest of this.times.keys()) {
      if (this.times.size <= this.limits.maxKeys) break
      this.times.delete(oldest)
    }
  }

  forget(key: string): void {
    this.times.delete(key)
  }

  get trackedKeys(): number {
    return this.times.size
  }

  /** Drops the keys whose latest time has left the window; they are the first in the map. */
  private sweep(): void {
    const since = this.now() - this.limits.windowMs
    for (const [key, times] of this.times) {
      const latest = times[times.length - 1]
      if (latest !== undefined && latest > since) break
      this.times.delete(key)
    }
  }
}

/** Milliseconds until fewer than `max` of `times` are within `windowMs` of now; 0 when they are. */
export const waitUnderLimit = (times: ReadonlyArray<number>, max: number, windowMs: number, now: number): number => {
  const blocking = times[times.length - max]
  return times.length >= max && blocking !== undefined ? Math.max(0, blocking + windowMs - now) : 0
}
