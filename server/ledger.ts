import type { Satang } from "../src/domain/money"

// The reference API's ledger (money.md, "Keeps a ledger"): one row per balance change, per player,
// oldest first, so a test can assert that a write moved money once and only once. Amounts are
// integer satang: a float baht sum drifts (0.1 + 0.2), a satang sum never does. Rows are only ever
// appended by ServerState.changeBalance, the one door to a balance.

export interface LedgerRow {
  /** What moved the money: "check-in", later "deposit", "withdrawal" ... */
  readonly kind: string
  /** Negative for a debit. */
  readonly amount: Satang
  readonly balanceAfter: Satang
  /** The write's own id (the check-in's game log id ...), to find the row from the answer. */
  readonly reference: string
  /** Epoch ms from the server's clock (state.now()). */
  readonly at: number
}

export interface BalanceChange {
  readonly kind: string
  /** Negative for a debit. */
  readonly amount: Satang
  readonly reference: string
  /** The id of the player's transaction row that shows this move (its area recorded it first); absent, the move is a row of its own (#29). */
  readonly shownAs?: string
}

export class Ledger {
  private readonly byUsername = new Map<string, Array<LedgerRow>>()

  append(username: string, row: LedgerRow): LedgerRow {
    const rows = this.byUsername.get(username) ?? []
    rows.push(row)
    this.byUsername.set(username, rows)
    return row
  }

  /** A player's rows, oldest first; none for an unknown username. */
  rowsOf(username: string): ReadonlyArray<LedgerRow> {
    return [...(this.byUsername.get(username) ?? [])]
  }

  clear(): void {
    this.byUsername.clear()
  }
}
