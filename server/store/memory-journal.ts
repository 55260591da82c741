import type { Store } from "./store"

// The area memories a write touched (area-memory.ts), saved as JSON at the end of the write, in its
// SQLite transaction (#31): an area mutates its memory in place (a Map, an array), so the moment it
// changed is not seen; the end of the request that may have changed it is. A memory whose JSON is
// what was last saved is not written again, so a request that only read costs an encoding.

export class MemoryJournal {
  /** area → its encoder, for the write in progress. */
  private readonly touched = new Map<string, () => string>()
  /** area → the JSON last written (or read back at a start). */
  private readonly saved = new Map<string, string>()

  constructor(private readonly store: Store) {}

  touch(area: string, encode: () => string): void {
    this.touched.set(area, encode)
  }

  /** A memory read back from the database: it is what is saved. */
  loaded(area: string, json: string): void {
    this.saved.set(area, json)
  }

  /** Writes each touched memory that changed (called inside the write's transaction). */
  flush(): void {
    for (const [area, encode] of this.touched) {
      const json = encode()
      if (this.saved.get(area) === json) continue
      this.store.saveMemory(area, json)
      this.saved.set(area, json)
    }
    this.touched.clear()
  }

  /** The write rolled back (or the tables were emptied): nothing is known to be saved any more. */
  forget(): void {
    this.touched.clear()
    this.saved.clear()
  }
}
