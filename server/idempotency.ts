// The answers of writes, kept per (party, Idempotency-Key) for 24 hours (money.md "Once, and only
// once"), so a write resent after a lost answer changes nothing and gets the answer it first got.
// A party is a player (an authenticated write) or a client address (a public one). Each party's
// answers are its own (#31): they leave by age, or, past MAX_ANSWERS_PER_PARTY, that party's own
// oldest first. No other party's traffic can flush them, so a stranger's flood never turns a
// player's resent withdrawal into a second one. Memory is bounded by the 24 hours and the cap.

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** Far above what a player sends in a day (every press of a confirm button is one). */
export const MAX_ANSWERS_PER_PARTY = 1_000

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

/** Who hears of each answer kept and dropped (the database writes them through, #31). */
export interface AnswerJournal {
  readonly kept: (party: string, key: string, write: KeptWrite) => void
  readonly dropped: (party: string, key: string) => void
}

const NO_JOURNAL: AnswerJournal = { kept: () => {}, dropped: () => {} }

export class IdempotencyStore {
  /**
   * party → key → write. Both levels are in the clock's order: a party is moved to the end when it
   * keeps an answer, so the first party is the one whose latest answer is the oldest.
   */
  private readonly parties = new Map<string, Map<string, KeptWrite>>()

  constructor(
    private readonly now: () => number,
    private readonly journal: AnswerJournal = NO_JOURNAL
  ) {}

  find(party: string, key: string): KeptWrite | undefined {
    this.prune()
    const write = this.parties.get(party)?.get(key)
    // A party behind the first may still hold expired answers: they answer nothing.
    return write !== undefined && write.at > this.now() - IDEMPOTENCY_TTL_MS ? write : undefined
  }

  keep(party: string, key: string, fingerprint: string, answer: KeptAnswer): void {
    this.prune()
    const write: KeptWrite = { fingerprint, answer, at: this.now() }
    this.insert(party, key, write)
    this.journal.kept(party, key, write)
  }

  /** An answer read back from the database at a start (#31), oldest first: kept, not written again. */
  restore(party: string, key: string, write: KeptWrite): void {
    this.insert(party, key, write)
  }

  private insert(party: string, key: string, write: KeptWrite): void {
    const writes = this.parties.get(party) ?? new Map<string, KeptWrite>()
    this.parties.delete(party)
    this.parties.set(party, writes)
    writes.delete(key)
    writes.set(key, write)
    for (const oldest of writes.keys()) {
      if (writes.size <= MAX_ANSWERS_PER_PARTY) break
      writes.delete(oldest)
      this.journal.dropped(party, oldest)
    }
  }

  /** Every kept answer, of every party. */
  get size(): number {
    let total = 0
    for (const writes of this.parties.values()) total += writes.size
    return total
  }

  clear(): void {
    this.parties.clear()
  }

  /**
   * Drops what is 24 hours old: whole parties from the front while their latest answer has
   * expired, and the expired front of the first live party (the others are pruned as they come
   * first). Each answer is dropped once, so the cost is spread over the writes that come.
   */
  private prune(): void {
    const expired = this.now() - IDEMPOTENCY_TTL_MS
    for (const [party, writes] of this.parties) {
      for (const [key, write] of writes) {
        if (write.at > expired) break
        writes.delete(key)
        this.journal.dropped(party, key)
      }
      if (writes.size > 0) break
      this.parties.delete(party)
    }
  }
}
