import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { seededPastRefunds, seededResults, type GameResult, type PastRefund } from "../../src/domain/demo/winlost"
import { ZERO_SATANG } from "../../src/domain/money"
import { Schema } from "effect"
import { areaMemory } from "../area-memory"
import { ByName, EpochMs, MutableArray, SatangInt } from "../store/codecs"
import type { ServerState } from "../state"

// What the loss refund remembers per player: the settled game rounds (the loss comes from them)
// and the refunds paid, started afresh from the demo data at every reset.

export interface WinlostRecord {
  readonly results: Array<GameResult>
  readonly refunds: Array<PastRefund>
}

const WinlostSchema = ByName(
  Schema.Struct({
    results: MutableArray(Schema.Struct({ at: EpochMs, win: SatangInt })),
    refunds: MutableArray(
      Schema.Struct({
        id: Schema.String,
        periodStart: EpochMs,
        periodEnd: EpochMs,
        loss: SatangInt,
        percent: Schema.Number,
        amount: SatangInt,
        destination: Schema.Literal("balance", "bank"),
        at: EpochMs
      })
    )
  })
)

export const winlostMemory = areaMemory(
  (state: ServerState): Map<string, WinlostRecord> =>
    new Map(
      DEMO_ACCOUNTS.map((account): [string, WinlostRecord] => [
        account.username,
        {
          results: [...seededResults(account.username, state.now())],
          refunds: [...seededPastRefunds(account.username, account.level, state.now())]
        }
      ])
    ),
  { name: "winlost", schema: WinlostSchema }
)

export const winlostOf = (state: ServerState, username: string): WinlostRecord => {
  const all = winlostMemory.of(state)
  const record = all.get(username) ?? { results: [], refunds: [] }
  all.set(username, record)
  return record
}

/** AREA_SEEDS: the demo's past refunds in the transaction record, as the history lists them. */
export const seedWinlostTransactions = (state: ServerState): void => {
  for (const account of DEMO_ACCOUNTS) {
    for (const refund of seededPastRefunds(account.username, account.level, state.now())) {
      state.transactions.record({
        id: refund.id,
        username: account.username,
        kind: "refund",
        amount: refund.amount,
        status: "approved",
        createdAt: refund.at,
        channel: refund.destination === "bank" ? account.bankName : "ยอดเงินในบัญชี",
        moved: refund.destination === "bank" ? ZERO_SATANG : refund.amount
      })
    }
  }
}
