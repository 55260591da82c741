import { useMemo, useState } from "react"
import { bankOfName } from "../../domain/banks"
import { maskAccountNumber } from "../../domain/masking"
import { parseBahtInput, ZERO_SATANG, type Satang } from "../../domain/money"
import { mostWithdrawable, todayRoom, todayUsage, withdrawalProblem } from "../../domain/withdraw"
import { selectBalance } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import {
  selectWithdrawBusy,
  selectWithdrawHistory,
  selectWithdrawListsDay,
  selectWithdrawRequests
} from "../../events/withdraw/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { withdrawTexts } from "../../ui/withdraw/texts"

/**
 * The withdraw form's state: the typed amount checked as the player types by the same rules the
 * server enforces (src/domain/withdraw.ts), today's room, and 'ถอนทั้งหมด'.
 */
export const useWithdrawForm = () => {
  const [amountText, setAmountText] = useState("")
  const user = useAppSelector(selectCurrentUser)
  const balance = useAppSelector(selectBalance)
  const requests = useAppSelector(selectWithdrawRequests)
  const history = useAppSelector(selectWithdrawHistory)
  const day = useAppSelector(selectWithdrawListsDay)
  // Today's usage: the withdrawals of the Bangkok day the lists were read on (null until then).
  const usage = useMemo(
    () => (day === null ? null : todayUsage([...requests, ...history], day)),
    [requests, history, day]
  )
  const busy = useAppSelector(selectWithdrawBusy)
  const level = user?.level ?? 0
  const bankName = user?.user_bank.bankName ?? ""
  const bankId = user?.user_bank.bankId ?? ""
  const bank =
    bankId.length === 0
      ? null
      : { code: bankOfName(bankName)?.code ?? "", name: bankName, maskedAccount: maskAccountNumber(bankId) }
  const amount: Satang | null = parseBahtInput(amountText)
  const typed = amountText.trim().length > 0
  const problem = !typed
    ? null
    : amount === null
      ? withdrawTexts.invalidAmount
      : usage === null || balance === null
        ? null
        : withdrawalProblem({ amount, balance, level, ...usage })
  const room = usage === null ? null : todayRoom({ level, ...usage })
  const mostAllowed = usage === null || balance === null ? ZERO_SATANG : mostWithdrawable({ balance, level, ...usage })
  const canSubmit = amount !== null && problem === null && usage !== null && balance !== null && bank !== null && !busy
  const bankLoading = user === null
  return { amountText, setAmountText, amount, balance, bank, bankLoading, room, problem, mostAllowed, canSubmit, busy }
}
