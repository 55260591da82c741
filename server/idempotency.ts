// The answers of writes, kept per (player, Idempotency-Key) for 24 hours (money.md "Once, and only
// once"), so a write resent after a lost answer changes nothing and gets the answer it first got.
// Bounded: expired answers are pruned as new ones arrive, and past MAX_ANSWERS the oldest goes
// first (a player resends within seconds, not after ten thousand other writes).

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
export const MAX_ANSWERS = 10_000

export interface KeptAnswer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}

export interface KeptWrite {
  /** What the write was (route, path parameters, body): the same key for another write is a 422. */
  readonly fingerprint: string
  readonly answer: KeptAnswer
  readonly at: number
}

const slotOf = (scope: string, key: string): string => `${scope}\n${key}`

export class IdempotencyStore {
  /** In insertion order, which is the clock's order: the oldest answer is the first. */
  private readonly writes = new Map<string, KeptWrite>()

  constructor(private readonly now: () => number) {}

  find(scope: string, key: string): KeptWrite | undefined {
    this.prune()
    return this.writes.get(slotOf(scope, key))
  }

  keep(scope: string, key: string, fingerprint: string, answer: KeptAnswer): void {
    this.prune()
    this.writes.set(slotOf(scope, key), { fingerprint, answer, at: this.now() })
    for (const slot of this.writes.keys()) {
      if (this.writes.size <= MAX_ANSWERS) break
      this.writes.delete(slot)
    }
  }

  get size(): number {
    return this.writes.size
  }

  clear(): void {
    this.writes.clear()
  }

  private prune(): void {
    const oldest = this.now() - IDEMPOTENCY_TTL_MS
    for (const [slot, write] of this.writes) {
      if (write.at > oldest) break
      this.writes.delete(slot)
    }
  }
}
