import { HISTORY_USERNAME, seededHistory, type SeededMovement } from "../../src/domain/demo/history"
import { subtractSatang, ZERO_SATANG, type Satang } from "../../src/domain/money"
import type { ServerState } from "../state"

/** What a seeded movement moved: a credited deposit or refund its amount, a withdrawal not given back its amount out. */
const movedBySeed = (movement: SeededMovement): Satang =>
  movement.kind === "withdraw"
    ? movement.status === "rejected"
      ? ZERO_SATANG
      : subtractSatang(ZERO_SATANG, movement.amount)
    : movement.status === "approved"
      ? movement.amount
      : ZERO_SATANG

/** AREA_SEEDS: the 2,000 movements of the demo account `history` in the transaction record. */
export const seedHistory = (state: ServerState): void => {
  for (const movement of seededHistory(state.now())) {
    state.transactions.record({ ...movement, username: HISTORY_USERNAME, moved: movedBySeed(movement) })
  }
}
