import type { Satang } from "../domain/money"
import { selectCredit, selectCreditInFlight, selectCreditRefreshError } from "../events/player/selectors"
import { selectShownBalance, selectShownBalanceIsSnapshot } from "../events/shell/selectors"
import { useAppSelector } from "../runtime/react/app-context"

/** The balance as the dashboard's card and the top bar show it (UI-18, #16, #29). */
export interface ShownBalance {
  /** The fresh balance, else the device's snapshot's until it arrives; null before either. */
  readonly balance: Satang | null
  /** Nothing to show yet, and nothing failed: a skeleton. */
  readonly loading: boolean
  /** A refresh is on its way, or the amount is the snapshot's, being brought up to date. */
  readonly refreshing: boolean
  /** Why there is no balance at all: the first load failed (its Thai text). */
  readonly error: string | null
  /** The amount shown may be out of date: the last refresh failed. */
  readonly stale: boolean
}

/**
 * A returning player's balance is the device's snapshot until the fresh one arrives (#16): shown as
 * being updated (the refresh waits), or as maybe out of date if the load failed. Only the fresh
 * balance is ever acted on: the money screens and commands read selectBalance.
 */
export const useShownBalance = (): ShownBalance => {
  const credit = useAppSelector(selectCredit)
  const inFlight = useAppSelector(selectCreditInFlight)
  const refreshError = useAppSelector(selectCreditRefreshError)
  const balance = useAppSelector(selectShownBalance)
  const fromSnapshot = useAppSelector(selectShownBalanceIsSnapshot)
  const failed = credit._tag === "Failed"
  return {
    balance,
    loading: balance === null && !failed,
    refreshing: inFlight || (fromSnapshot && !failed),
    error: failed && balance === null ? credit.message : null,
    stale: refreshError !== null || (fromSnapshot && failed)
  }
}
