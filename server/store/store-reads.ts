import { Either, ParseResult, Schema } from "effect"
import type { KeptWrite } from "../idempotency"
import type { LedgerRow } from "../ledger"
import type { PointRow } from "../point-ledger"
import type { TransactionRecord } from "../transactions"
import type { Database } from "./database"
import {
  AccountRow,
  AnswerRow,
  LedgerTableRow,
  MemoryRow,
  MetaRow,
  passwordHashOf,
  PointTableRow,
  recordOf,
  SessionRow,
  TransactionRow
} from "./records"
import type { StoredAccount, StoredSession } from "./store"

// Reads the records back at a start (#31), each row decoded with its schema (records.ts), in the
// order they were written (seq): a player's ledger oldest first, sessions in login order, answers
// by age, as the in-memory stores keep them.

export interface StoredAnswer {
  readonly party: string
  readonly key: string
  readonly write: KeptWrite
}

export interface Stored {
  readonly accounts: ReadonlyArray<StoredAccount>
  readonly sessions: ReadonlyArray<StoredSession>
  readonly ledger: ReadonlyArray<{ readonly username: string; readonly row: LedgerRow }>
  readonly points: ReadonlyArray<{ readonly username: string; readonly row: PointRow }>
  readonly transactions: ReadonlyArray<TransactionRecord>
  readonly answers: ReadonlyArray<StoredAnswer>
}

/** Every row of a query, decoded; a row that does not decode stops the start, naming its table. */
const rowsOf = <A, I>(
  db: Database,
  table: string,
  schema: Schema.Schema<A, I>,
  sql: string,
  params: ReadonlyArray<string> = []
): ReadonlyArray<A> =>
  db
    .prepare(sql)
    .all(...params)
    .map((row) => {
      const decoded = Schema.decodeUnknownEither(schema)(row)
      if (Either.isRight(decoded)) return decoded.right
      throw new Error(
        `The database's ${table} holds a malformed row: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`
      )
    })

const accountsOf = (db: Database): ReadonlyArray<StoredAccount> =>
  rowsOf(db, "accounts", AccountRow, "SELECT * FROM accounts ORDER BY seq").map((row) => ({
    record: recordOf(row.record),
    balance: row.balance_satang,
    point: row.point,
    passwordHash: passwordHashOf(row.password_hash)
  }))

const sessionsOf = (db: Database): ReadonlyArray<StoredSession> =>
  rowsOf(db, "sessions", SessionRow, "SELECT * FROM sessions ORDER BY seq").map((row) => ({
    id: row.session_id,
    username: row.username,
    loggedInAt: row.logged_in_at,
    usedAt: row.used_at
  }))

const ledgerOf = (db: Database): Stored["ledger"] =>
  rowsOf(db, "ledger", LedgerTableRow, "SELECT * FROM ledger ORDER BY seq").map((row) => ({
    username: row.username,
    row: {
      kind: row.kind,
      amount: row.amount_satang,
      balanceAfter: row.balance_after_satang,
      reference: row.reference,
      at: row.at
    }
  }))

const pointsOf = (db: Database): Stored["points"] =>
  rowsOf(db, "point_ledger", PointTableRow, "SELECT * FROM point_ledger ORDER BY seq").map((row) => ({
    username: row.username,
    row: { kind: row.kind, amount: row.amount, pointsAfter: row.points_after, reference: row.reference, at: row.at }
  }))

const transactionsOf = (db: Database): ReadonlyArray<TransactionRecord> =>
  rowsOf(db, "transactions", TransactionRow, "SELECT * FROM transactions ORDER BY seq").map((row) => ({
    id: row.id,
    username: row.username,
    kind: row.kind,
    amount: row.amount_satang,
    status: row.status,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    channel: row.channel,
    moved: row.moved_satang,
    reference: row.reference,
    ledgered: row.ledgered === 1
  }))

const answersOf = (db: Database): ReadonlyArray<StoredAnswer> =>
  rowsOf(db, "idempotency", AnswerRow, "SELECT * FROM idempotency ORDER BY stored_at, rowid").map((row) => ({
    party: row.party,
    key: row.key,
    write: {
      fingerprint: row.fingerprint,
      at: row.stored_at,
      answer: {
        status: row.status,
        body: row.body,
        ...(row.headers === null ? {} : { headers: row.headers })
      }
    }
  }))

export const readStored = (db: Database): Stored => ({
  accounts: accountsOf(db),
  sessions: sessionsOf(db),
  ledger: ledgerOf(db),
  points: pointsOf(db),
  transactions: transactionsOf(db),
  answers: answersOf(db)
})

export const readMemory = (db: Database, area: string): string | undefined =>
  rowsOf(db, "area_memory", MemoryRow, "SELECT area, value FROM area_memory WHERE area = ?", [area])[0]?.value

export const readMeta = (db: Database, name: string): string | undefined =>
  rowsOf(db, "meta", MetaRow, "SELECT value FROM meta WHERE name = ?", [name])[0]?.value
