import type { Accounts } from "../accounts"
import type { IdempotencyStore } from "../idempotency"
import type { Ledger } from "../ledger"
import type { PointLedger } from "../point-ledger"
import type { SessionStore } from "../sessions"
import type { Transactions } from "../transactions"
import type { Stored } from "./store-reads"

// The working set (ServerState's in-memory records) made again from the database (#31): at a start
// on a database of an earlier run, and after a write that threw (its transaction rolled back, so
// what it had changed in memory is dropped with it: memory and database never disagree).

export interface WorkingSet {
  readonly accounts: Accounts
  readonly sessions: SessionStore
  readonly ledger: Ledger
  readonly pointLedger: PointLedger
  readonly transactions: Transactions
  readonly idempotency: IdempotencyStore
}

export const restoreWorkingSet = (stored: Stored, set: WorkingSet): void => {
  set.accounts.clear()
  set.sessions.clear()
  set.ledger.clear()
  set.pointLedger.clear()
  set.transactions.clear()
  set.idempotency.clear()
  for (const account of stored.accounts) set.accounts.restore(account)
  for (const session of stored.sessions) set.sessions.restore(session)
  for (const { username, row } of stored.ledger) set.ledger.append(username, row)
  for (const { username, row } of stored.points) set.pointLedger.append(username, row)
  for (const record of stored.transactions) set.transactions.restore(record)
  for (const { party, key, write } of stored.answers) set.idempotency.restore(party, key, write)
}
