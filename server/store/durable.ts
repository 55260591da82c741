import { randomBytes } from "node:crypto"
import { Schema } from "effect"
import { MemoryJournal } from "./memory-journal"
import { Store } from "./store"

// The server's database and its unit of work (#31), as ServerState uses them: a write (a request's
// handler, a test's control call, a settlement timer) is one SQLite transaction, with the area
// memories it touched saved at its end.

/** A kept key: 32 bytes in hex (read back from the file, so decoded before it keys anything). */
const KeyHex = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/))

export class Durable {
  readonly store: Store
  /** The area memories the write in progress touched, saved at its end (area-memory.ts). */
  readonly memories: MemoryJournal
  private writing = false
  /** Counts the times the records were read back from the database (area-memory.ts reads its own again then). */
  epoch = 0

  /** @param dataDir where the database lives (DATA_DIR; database.ts): a folder, or ":memory:". */
  constructor(dataDir: string) {
    this.store = new Store(dataDir)
    this.memories = new MemoryJournal(this.store)
  }

  /**
   * Runs `fn` in one SQLite transaction, then saves the area memories it touched: every change it
   * makes is kept, or (it threw) none. Inside another write it is part of that one. Synchronous by
   * design: nothing else runs on the event loop between its first change and its commit.
   */
  write<T>(fn: () => T): T {
    if (this.writing) return fn()
    if (!this.store.isOpen) throw new Error("The server's database is closed")
    this.writing = true
    try {
      return this.store.transaction(() => {
        const result = fn()
        this.memories.flush()
        return result
      })
    } catch (error) {
      this.memories.forget()
      throw error
    } finally {
      this.writing = false
    }
  }

  get isWriting(): boolean {
    return this.writing
  }

  /** Closes the database (the server stopped): a timer that fires later checks isOpen and writes nothing. */
  close(): void {
    this.store.close()
  }

  get isOpen(): boolean {
    return this.store.isOpen
  }

  /** A random key of the server's (32 bytes), made once and kept in the database. */
  keyOf(name: string): Buffer {
    const kept = this.store.meta(name)
    if (kept !== undefined) return Buffer.from(Schema.decodeUnknownSync(KeyHex)(kept), "hex")
    const made = randomBytes(32)
    this.store.setMeta(name, made.toString("hex"))
    return made
  }
}
