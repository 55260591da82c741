import type { Satang } from "../src/domain/money"

// The operator's record of every money movement a player asked for or received: deposits (bank
// transfer, slip), withdrawals, loss refunds, affiliate income withdrawn. Each area records its own
// movements here and moves their status as the operator would (a withdrawal approved, rejected,
// failed); the transaction history reads them all. Balances move only through
// ServerState.changeBalance (the ledger); this record says what the player sees about each movement.

export type TransactionKind = "deposit" | "slip" | "withdraw" | "refund" | "affiliate"
export type TransactionStatus = "pending" | "approved" | "rejected" | "failed"

export interface TransactionRecord {
  /** The movement's id, as the area's answers carry it. */
  readonly id: string
  readonly username: string
  readonly kind: TransactionKind
  readonly amount: Satang
  status: TransactionStatus
  /** Why a movement was rejected or failed, or the bonus a deposit earned (Thai, shown to the player); null otherwise. */
  note: string | null
  /** Epoch ms of the request, and of the last status change. */
  readonly createdAt: number
  updatedAt: number
  /** Where the money went or came from, as the player may see it (a bank name, "PromptPay", "สลิป"). */
  readonly channel: string
}

export type NewTransaction = Omit<TransactionRecord, "status" | "note" | "updatedAt"> & {
  readonly status?: TransactionStatus
  readonly note?: string | null
}

export class Transactions {
  private readonly byUsername = new Map<string, Array<TransactionRecord>>()
  private readonly byId = new Map<string, TransactionRecord>()

  record(transaction: NewTransaction): TransactionRecord {
    const record: TransactionRecord = {
      ...transaction,
      status: transaction.status ?? "pending",
      note: transaction.note ?? null,
      updatedAt: transaction.createdAt
    }
    const rows = this.byUsername.get(record.username) ?? []
    rows.push(record)
    this.byUsername.set(record.username, rows)
    this.byId.set(record.id, record)
    return record
  }

  /** Moves a movement to a new status (the operator settling it). */
  settle(id: string, status: TransactionStatus, at: number, note: string | null = null): TransactionRecord | undefined {
    const record = this.byId.get(id)
    if (record === undefined) return undefined
    record.status = status
    record.note = note
    record.updatedAt = at
    return record
  }

  find(id: string): TransactionRecord | undefined {
    return this.byId.get(id)
  }

  /** A player's movements, newest first; only those of `kinds` when given. */
  of(username: string, kinds?: ReadonlyArray<TransactionKind>): ReadonlyArray<TransactionRecord> {
    const rows = this.byUsername.get(username) ?? []
    const kept = kinds === undefined ? rows : rows.filter((row) => kinds.includes(row.kind))
    return [...kept].sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
  }

  /** Every player's movements still pending, of one kind (the settlement timer walks them). */
  pending(kind: TransactionKind): ReadonlyArray<TransactionRecord> {
    return [...this.byId.values()].filter((row) => row.kind === kind && row.status === "pending")
  }

  clear(): void {
    this.byUsername.clear()
    this.byId.clear()
  }
}
