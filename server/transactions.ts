import type { HistoryKind } from "../src/domain/history-schema"
import { addSatang, subtractSatang, ZERO_SATANG, type Satang } from "../src/domain/money"
import type { LedgerRow } from "./ledger"

// The operator's record of every money movement a player asked for or received: deposits (bank
// transfer, slip), withdrawals, loss refunds, affiliate income withdrawn. Each area records its own
// movements here and moves their status as the operator would (a withdrawal approved, rejected,
// failed); the transaction history reads them all. Balances move only through
// ServerState.changeBalance (the ledger); this record says what the player sees about each movement.
// Every ledger row is shown here (#29): a move an area records itself names its row (`shownAs`),
// any other (a check-in, a reward's or a prize's credit, a game transfer, a withdrawal's refund, an
// operator's adjustment) becomes a row of its own through `ledgerMoved`, so the rows add up to the
// balance.

export type TransactionKind = HistoryKind
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
  /** Where the money went or came from, as the player may see it (a bank name, "พร้อมเพย์", "สลิป"). */
  readonly channel: string
  /** How much it moved the balance, signed: the ledger's rows for it (0 while it moved nothing). */
  moved: Satang
  /** What the player quotes to support: the ledger's reference, or the id. */
  readonly reference: string
  /** Whether the ledger moved the balance for it (a seed's movement predates the ledger: false). */
  ledgered: boolean
}

export type NewTransaction = Omit<
  TransactionRecord,
  "status" | "note" | "updatedAt" | "moved" | "reference" | "ledgered"
> & {
  readonly status?: TransactionStatus
  readonly note?: string | null
  /** A seed's movement, which no ledger row carries: what it moved; 0 when absent. */
  readonly moved?: Satang
  readonly reference?: string
}

/** The ledger's kinds no area records itself, as the player's rows name them. */
const LEDGER_ROW_KINDS: Readonly<Record<string, TransactionKind>> = {
  "withdrawal-refund": "withdraw-refund",
  "check-in": "check-in",
  reward: "reward",
  wheel: "wheel",
  "flip-card": "flip-card",
  "deposit-bonus": "deposit-bonus",
  "game-in": "game-in",
  "game-out": "game-out"
}

/** What the player reads as the channel of a movement only the ledger knows. */
const LEDGER_ROW_CHANNELS: Readonly<Record<TransactionKind, string>> = {
  deposit: "โอนเข้าบัญชี",
  slip: "สลิป",
  withdraw: "ยอดเงินในบัญชี",
  refund: "ยอดเงินในบัญชี",
  affiliate: "ยอดเงินในบัญชี",
  "withdraw-refund": "คืนเข้ายอดเงินในบัญชี",
  "check-in": "เช็คอินรายวัน",
  reward: "แลกของรางวัล",
  wheel: "กงล้อนำโชค",
  "flip-card": "เปิดไพ่",
  "deposit-bonus": "โบนัสช่วงเวลา (ทศนิยมท้าย)",
  "game-in": "โอนเข้าเกม",
  "game-out": "โอนออกจากเกม",
  adjustment: "ปรับยอดโดยผู้ดูแล"
}

export class Transactions {
  private readonly byUsername = new Map<string, Array<TransactionRecord>>()
  private readonly byId = new Map<string, TransactionRecord>()

  /** @param saved told of each record as it is now, new or changed (the database writes it through, #31). */
  constructor(private readonly saved: (record: TransactionRecord) => void = () => {}) {}

  record(transaction: NewTransaction): TransactionRecord {
    const record = this.insert({
      ...transaction,
      status: transaction.status ?? "pending",
      note: transaction.note ?? null,
      updatedAt: transaction.createdAt,
      moved: transaction.moved ?? ZERO_SATANG,
      reference: transaction.reference ?? transaction.id,
      ledgered: false
    })
    this.saved(record)
    return record
  }

  /** A record read back from the database at a start (#31): kept as it was, not written again. */
  restore(record: TransactionRecord): void {
    this.insert({ ...record })
  }

  private insert(record: TransactionRecord): TransactionRecord {
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
    this.saved(record)
    return record
  }

  /**
   * A ledger row, shown (ServerState.changeBalance calls it for every one): added to the row it
   * names (`shownAs`, a movement its area recorded first), or recorded as a row of its own.
   */
  ledgerMoved(username: string, row: LedgerRow, shownAs?: string): TransactionRecord {
    const named = shownAs === undefined ? undefined : this.byId.get(shownAs)
    if (named !== undefined && named.username === username) {
      named.moved = addSatang(named.moved, row.amount)
      named.ledgered = true
      this.saved(named)
      return named
    }
    const kind = LEDGER_ROW_KINDS[row.kind] ?? "adjustment"
    const base = row.reference.startsWith(kind) ? row.reference : `${kind}-${row.reference}`
    let id = base
    for (let again = 2; this.byId.has(id); again += 1) id = `${base}-${again}`
    const amount = row.amount < 0 ? subtractSatang(ZERO_SATANG, row.amount) : row.amount
    const record = this.insert({
      id,
      username,
      kind,
      amount,
      status: "approved",
      note: null,
      createdAt: row.at,
      updatedAt: row.at,
      channel: LEDGER_ROW_CHANNELS[kind],
      moved: row.amount,
      reference: row.reference,
      ledgered: true
    })
    this.saved(record)
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
