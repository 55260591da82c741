import { FailureLog, waitUnderLimit } from "./failure-log"

// Registrations per client address (#31): 3 accounts a minute and 30 a day. A script making
// accounts by the hundred (bonus hunting, downline padding, filling the state) is held; a family or
// an internet cafe sharing one address still registers. Only accounts made count: a refused
// registration (a rule, a taken phone) costs nothing, since the lookups tell as much anyway.

export const REGISTRATIONS_PER_MINUTE = 3
export const REGISTRATIONS_PER_DAY = 30
const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const MAX_TRACKED_ADDRESSES = 10_000

export class RegistrationLimit {
  private readonly made: FailureLog

  constructor(private readonly now: () => number) {
    this.made = new FailureLog(now, { windowMs: DAY_MS, keep: REGISTRATIONS_PER_DAY, maxKeys: MAX_TRACKED_ADDRESSES })
  }

  /** Whole seconds until the address may register again; 0 when it may now. */
  retryAfterSeconds(address: string): number {
    const now = this.now()
    const times = this.made.recent(address)
    const lastMinute = times.filter((time) => time > now - MINUTE_MS)
    const waitMs = Math.max(
      waitUnderLimit(lastMinute, REGISTRATIONS_PER_MINUTE, MINUTE_MS, now),
      waitUnderLimit(times, REGISTRATIONS_PER_DAY, DAY_MS, now)
    )
    return Math.ceil(waitMs / 1000)
  }

  registered(address: string): void {
    this.made.add(address)
  }
}
