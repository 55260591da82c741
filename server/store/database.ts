import { mkdirSync } from "node:fs"
import { join } from "node:path"
import Database from "better-sqlite3"
import { SCHEMA_VERSION, migrate } from "./schema"

// Where the reference API keeps what must outlive a restart (#31): one SQLite file,
// `member.sqlite` in DATA_DIR (`npm start`: `<repo>/.data/`, git-ignored), or a database in memory
// (DATA_DIR=":memory:", every test harness and end-to-end worker: fast, and each its own).

export type Database = Database.Database

/** The DATA_DIR value that keeps the database in memory: nothing outlives the process. */
export const IN_MEMORY = ":memory:"

export const DATABASE_FILE = "member.sqlite"

/** The database's path for a DATA_DIR: the folder is made if missing; ":memory:" stays so. */
export const databasePathOf = (dataDir: string): string => {
  if (dataDir === IN_MEMORY) return IN_MEMORY
  mkdirSync(dataDir, { recursive: true })
  return join(dataDir, DATABASE_FILE)
}

/**
 * Opens (and on first use creates) the database. WAL: a reader never waits for the writer, and a
 * commit is one append to the log; with WAL, synchronous=NORMAL loses no committed transaction at a
 * process crash (only at a power cut, the last ones), and it is SQLite's advice for WAL.
 */
/** How long a start waits for a server still letting go of the file (a restart's predecessor). */
const DEFAULT_LOCK_WAIT_MS = 5_000

export const openDatabase = (dataDir: string, lockWaitMs = DEFAULT_LOCK_WAIT_MS): Database => {
  const db = new Database(databasePathOf(dataDir), { timeout: lockWaitMs })
  // One process owns the file (its records are that process's working set): the lock is taken at
  // once and held, so a second server on the same DATA_DIR stops at start (SQLITE_BUSY, after
  // lockWaitMs) instead of both writing past each other.
  db.pragma("locking_mode = EXCLUSIVE")
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = NORMAL")
  db.pragma("foreign_keys = ON")
  db.exec("BEGIN EXCLUSIVE; COMMIT")
  const version = db.pragma("user_version", { simple: true })
  if (version !== SCHEMA_VERSION) {
    db.transaction(() => {
      migrate(db, typeof version === "number" ? version : 0)
      db.pragma(`user_version = ${SCHEMA_VERSION}`)
    })()
  }
  return db
}
