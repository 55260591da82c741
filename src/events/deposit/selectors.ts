import type { AppState } from "../state"

/** The operator's receiving accounts, as a remote dataset (skeleton, error, data). */
export const selectDepositAccounts = (state: AppState) => state.deposit.accounts
/** The player's deposits, newest first, as a remote dataset. */
export const selectDepositList = (state: AppState) => state.deposit.list
