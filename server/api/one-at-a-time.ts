// Tasks that must not overlap, run one after another in the order they came, with a bound on how
// many may wait. The login (session.ts) hashes its password off the event loop; run one at a time,
// each login's throttle check sees every earlier attempt's outcome, as when the hash held the loop,
// so logins sent all at once cannot pass the throttle together.

export class OneAtATime {
  private last: Promise<unknown> = Promise.resolve()
  private queued = 0

  /** @param maxQueued how many tasks may be running or waiting; one more is refused. */
  constructor(private readonly maxQueued: number) {}

  /** The task's result once every earlier task has ended and it has run; null (at once) when full. */
  run<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.queued >= this.maxQueued) return null
    this.queued += 1
    const result = this.last.then(task).finally(() => {
      this.queued -= 1
    })
    // The next task waits for this one to end, however it ends.
    this.last = result.catch(() => undefined)
    return result
  }

  /** Tasks running or waiting. */
  get size(): number {
    return this.queued
  }
}
