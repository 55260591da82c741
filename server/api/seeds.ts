import type { AreaSeed } from "../state"
import { seedAffiliateTransactions } from "./affiliate-memory"
import { seedDeposits } from "./deposit"
import { seedWithdrawals } from "./withdraw-settlement"
import { seedHistory } from "./history-seed"
import { seedWinlostTransactions } from "./winlost-memory"

/**
 * What each area writes into the server's shared records at every reset (its demo deposits and
 * withdrawals in `state.transactions` ...), after the accounts are back at their seed. An area's
 * own memory seeds itself (area-memory.ts); this is for what other areas read. One line per area.
 */
export const AREA_SEEDS: Readonly<Record<string, AreaSeed>> = {
  deposit: seedDeposits,
  withdraw: seedWithdrawals,
  winlost: seedWinlostTransactions,
  history: seedHistory,
  affiliate: seedAffiliateTransactions
}
