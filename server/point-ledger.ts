// The reference API's points ledger (money.md: points move like money): one row per change of a
// player's points, oldest first, so a test can assert that a redemption, a spin or a flip moved
// points once and only once. Rows are only ever appended by ServerState.changePoints.

export interface PointChange {
  /** What moved the points: "reward", "wheel", "flip-card" ... */
  readonly kind: string
  /** Whole points; negative for a spend. */
  readonly amount: number
  /** The write's own id, to find the row from the answer. */
  readonly reference: string
}

export interface PointRow extends PointChange {
  readonly pointsAfter: number
  /** Epoch ms from the server's clock (state.now()). */
  readonly at: number
}

export class PointLedger {
  private readonly byUsername = new Map<string, Array<PointRow>>()

  append(username: string, row: PointRow): PointRow {
    const rows = this.byUsername.get(username) ?? []
    rows.push(row)
    this.byUsername.set(username, rows)
    return row
  }

  /** A player's rows, oldest first; none for an unknown username. */
  rowsOf(username: string): ReadonlyArray<PointRow> {
    return [...(this.byUsername.get(username) ?? [])]
  }

  clear(): void {
    this.byUsername.clear()
  }
}
