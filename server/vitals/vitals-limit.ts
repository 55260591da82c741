import { FailureLog, waitUnderLimit } from "../api/failure-log"

// Beacons per client address (#30): a page sends one or two as it is hidden, so 60 a minute is a
// busy family behind one address; a script filling the ring with made-up figures is held (429).

export const VITALS_BATCHES_PER_MINUTE = 60
const MINUTE_MS = 60 * 1000
const MAX_TRACKED_ADDRESSES = 10_000

export class VitalsLimit {
  private sent: FailureLog

  constructor(private readonly now: () => number) {
    this.sent = this.empty()
  }

  /** Whole seconds until the address may send again; 0 when it may now (and then it is counted). */
  take(address: string): number {
    const waitMs = waitUnderLimit(this.sent.recent(address), VITALS_BATCHES_PER_MINUTE, MINUTE_MS, this.now())
    if (waitMs > 0) return Math.ceil(waitMs / 1000)
    this.sent.add(address)
    return 0
  }

  /** Every address starts afresh (/__dev/reset). */
  clear(): void {
    this.sent = this.empty()
  }

  private empty(): FailureLog {
    return new FailureLog(this.now, {
      windowMs: MINUTE_MS,
      keep: VITALS_BATCHES_PER_MINUTE,
      maxKeys: MAX_TRACKED_ADDRESSES
    })
  }
}
