import type { PlayerRecord } from "../../src/domain/demo/accounts"
import type { Satang } from "../../src/domain/money"
import type { AnswerJournal } from "../idempotency"
import type { LedgerRow } from "../ledger"
import type { PasswordHash } from "../password-hash"
import type { PointRow } from "../point-ledger"
import type { SessionJournal } from "../sessions"
import type { TransactionRecord } from "../transactions"
import { openDatabase, type Database } from "./database"
import { DATA_TABLES } from "./schema"
import { readStored, readMemory, readMeta, type Stored } from "./store-reads"

// The reference API's writes to its database (#31): the server keeps its records in memory as its
// working set (reads stay synchronous and as fast as before) and writes each change through here.
// One request's changes are one SQLite transaction (ServerState.write): a balance, its ledger row,
// the transaction row, the kept idempotent answer and the area memories the request touched commit
// together or not at all, so a crash never keeps a ledger row without its answer.

export interface StoredAccount {
  readonly record: PlayerRecord
  readonly balance: Satang
  readonly point: number
  readonly passwordHash: PasswordHash
}

export interface StoredSession {
  /** The token's SHA-256 (sessions.ts): the database never holds a token that opens an account. */
  readonly id: string
  readonly username: string
  readonly loggedInAt: number
  readonly usedAt: number
}

const prepare = (db: Database) => ({
  account: db.prepare(
    `INSERT INTO accounts (username, record, balance_satang, point, password_hash) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (username) DO UPDATE SET record = excluded.record, balance_satang = excluded.balance_satang,
       point = excluded.point, password_hash = excluded.password_hash`
  ),
  ledger: db.prepare(
    `INSERT INTO ledger (username, kind, amount_satang, balance_after_satang, reference, at) VALUES (?, ?, ?, ?, ?, ?)`
  ),
  points: db.prepare(
    `INSERT INTO point_ledger (username, kind, amount, points_after, reference, at) VALUES (?, ?, ?, ?, ?, ?)`
  ),
  transaction: db.prepare(
    `INSERT INTO transactions (id, username, kind, amount_satang, status, note, created_at, updated_at, channel,
       moved_satang, reference, ledgered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET status = excluded.status, note = excluded.note, updated_at = excluded.updated_at,
       moved_satang = excluded.moved_satang, ledgered = excluded.ledgered`
  ),
  keepAnswer: db.prepare(
    `INSERT OR REPLACE INTO idempotency (party, key, fingerprint, status, body, headers, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?)`
  ),
  dropAnswer: db.prepare(`DELETE FROM idempotency WHERE party = ? AND key = ?`),
  session: db.prepare(`INSERT INTO sessions (session_id, username, logged_in_at, used_at) VALUES (?, ?, ?, ?)`),
  sessionUsed: db.prepare(`UPDATE sessions SET used_at = ? WHERE session_id = ?`),
  dropSession: db.prepare(`DELETE FROM sessions WHERE session_id = ?`),
  memory: db.prepare(`INSERT OR REPLACE INTO area_memory (area, value) VALUES (?, ?)`),
  meta: db.prepare(`INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)`)
})

export class Store {
  private readonly db: Database
  private readonly statements: ReturnType<typeof prepare>

  /** @param dataDir DATA_DIR: a folder for member.sqlite, or ":memory:" (database.ts). */
  constructor(dataDir: string) {
    this.db = openDatabase(dataDir)
    this.statements = prepare(this.db)
  }

  /** Sessions begun, used and ended, written through (sessions.ts). */
  readonly sessionJournal: SessionJournal = {
    begun: (session) => this.statements.session.run(session.id, session.username, session.loggedInAt, session.usedAt),
    used: (id, at) => this.statements.sessionUsed.run(at, id),
    ended: (id) => this.statements.dropSession.run(id)
  }

  /** Idempotent answers kept and dropped, written through (idempotency.ts). */
  readonly answerJournal: AnswerJournal = {
    kept: (party, key, write) => {
      const { status, body, headers } = write.answer
      const headersJson = headers === undefined ? null : JSON.stringify(headers)
      this.statements.keepAnswer.run(party, key, write.fingerprint, status, JSON.stringify(body), headersJson, write.at)
    },
    dropped: (party, key) => this.statements.dropAnswer.run(party, key)
  }

  /** Runs `fn` in one SQLite transaction (a savepoint inside another): all its writes or none. */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)()
  }

  get isOpen(): boolean {
    return this.db.open
  }

  /** Whether the database holds a server's records (seeded once, and reset since maybe). */
  get isSeeded(): boolean {
    return this.meta("seeded") !== undefined
  }

  /** Everything the server keeps in memory, decoded (a start on a seeded database). */
  read(): Stored {
    return readStored(this.db)
  }

  /** Empties every table of records (a /__dev/reset, about to reseed); the server's own keys stay. */
  clear(): void {
    for (const table of DATA_TABLES) this.db.exec(`DELETE FROM ${table}`)
    this.setMeta("seeded", "1")
  }

  saveAccount(account: StoredAccount): void {
    const { record, balance, point, passwordHash } = account
    this.statements.account.run(record.username, JSON.stringify(record), balance, point, JSON.stringify(passwordHash))
  }

  appendLedger(username: string, row: LedgerRow): void {
    this.statements.ledger.run(username, row.kind, row.amount, row.balanceAfter, row.reference, row.at)
  }

  appendPoints(username: string, row: PointRow): void {
    this.statements.points.run(username, row.kind, row.amount, row.pointsAfter, row.reference, row.at)
  }

  saveTransaction(t: TransactionRecord): void {
    this.statements.transaction.run(
      t.id,
      t.username,
      t.kind,
      t.amount,
      t.status,
      t.note,
      t.createdAt,
      t.updatedAt,
      t.channel,
      t.moved,
      t.reference,
      t.ledgered ? 1 : 0
    )
  }

  /** An area's memory as JSON (area-memory.ts encodes and decodes it with the area's schema). */
  memoryOf(area: string): string | undefined {
    return readMemory(this.db, area)
  }

  saveMemory(area: string, json: string): void {
    this.statements.memory.run(area, json)
  }

  meta(name: string): string | undefined {
    return readMeta(this.db, name)
  }

  setMeta(name: string, value: string): void {
    this.statements.meta.run(name, value)
  }

  close(): void {
    if (this.db.open) this.db.close()
  }
}
