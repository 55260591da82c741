import { HISTORY_USERNAME, seededHistory } from "../../src/domain/demo/history"
import type { ServerState } from "../state"

/** AREA_SEEDS: the 2,000 movements of the demo account `history` in the transaction record. */
export const seedHistory = (state: ServerState): void => {
  for (const movement of seededHistory(state.now())) {
    state.transactions.record({ ...movement, username: HISTORY_USERNAME })
  }
}
