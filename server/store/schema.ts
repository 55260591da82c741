import type BetterSqlite3 from "better-sqlite3"

// The tables of the reference API's database (#31), versioned with PRAGMA user_version: a later
// change adds a step to MIGRATIONS, and a database of an older version is brought up to date at
// start. Money is integer satang (INTEGER), times epoch ms; a record with many fields (an
// account's profile, an answer's body, an area's memory) is JSON text, decoded with a Schema when read.

export const SCHEMA_VERSION = 1

const VERSION_1 = `
CREATE TABLE meta (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE accounts (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL UNIQUE,
  record TEXT NOT NULL,
  balance_satang INTEGER NOT NULL,
  point INTEGER NOT NULL,
  password_hash TEXT NOT NULL
);
CREATE TABLE sessions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  session_id TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL,
  logged_in_at INTEGER NOT NULL,
  used_at INTEGER NOT NULL
);
CREATE TABLE ledger (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount_satang INTEGER NOT NULL,
  balance_after_satang INTEGER NOT NULL,
  reference TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX ledger_by_username ON ledger (username, seq);
CREATE TABLE point_ledger (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  username TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL,
  points_after INTEGER NOT NULL,
  reference TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX point_ledger_by_username ON point_ledger (username, seq);
CREATE TABLE transactions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount_satang INTEGER NOT NULL,
  status TEXT NOT NULL,
  note TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  channel TEXT NOT NULL,
  moved_satang INTEGER NOT NULL,
  reference TEXT NOT NULL,
  ledgered INTEGER NOT NULL
);
CREATE TABLE idempotency (
  party TEXT NOT NULL,
  key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  headers TEXT,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (party, key)
);
CREATE INDEX idempotency_by_age ON idempotency (stored_at);
CREATE TABLE area_memory (
  area TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`

/** Each version's step from the one before: MIGRATIONS[n] takes a database from version n to n + 1. */
const MIGRATIONS: ReadonlyArray<string> = [VERSION_1]

/** Every table the store empties at /__dev/reset (all but meta, which keeps the server's own keys). */
export const DATA_TABLES = [
  "accounts",
  "sessions",
  "ledger",
  "point_ledger",
  "transactions",
  "idempotency",
  "area_memory"
] as const

export const migrate = (db: BetterSqlite3.Database, from: number): void => {
  if (from > SCHEMA_VERSION) {
    throw new Error(`The database is of version ${from}, newer than this server's ${SCHEMA_VERSION}`)
  }
  for (const step of MIGRATIONS.slice(from)) db.exec(step)
}
