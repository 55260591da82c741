import { firstDepositDue } from "../../domain/first-deposit"
import { selectDepositList } from "../../events/deposit/selectors"
import { selectBalance } from "../../events/player/selectors"
import { dataOf } from "../../events/remote-data"
import { type PickCommand, useAppSelector, useScreenCommand } from "../../runtime/react/app-context"

const loadDeposits: PickCommand<void> = (commands) => commands.loadDeposits

/**
 * A player's first day (#29): whether the balance card offers 'ฝากครั้งแรก'. Decided from what the
 * server says, not from a flag the registration leaves, so it holds after a reload, on the next
 * visit and on another device until the first deposit comes in. The deposits are read only when the
 * fresh balance is zero (a player with money has deposited, or been given some: no prompt), and a
 * deposit's credit-changed raises the balance, which ends it at once.
 */
export const useFirstDeposit = (): boolean => {
  const balance = useAppSelector(selectBalance)
  const deposits = useAppSelector(selectDepositList)
  useScreenCommand(balance === 0 ? loadDeposits : null)
  return firstDepositDue(balance, dataOf(deposits))
}
