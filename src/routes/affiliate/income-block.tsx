import { useState } from "react"
import { affiliateWithdrawalProblem, type AffiliatePayoutType } from "../../domain/affiliate"
import { bankOfName } from "../../domain/banks"
import { maskAccountNumber } from "../../domain/masking"
import { formatBaht, parseBahtInput, ZERO_SATANG, type Satang } from "../../domain/money"
import {
  selectAffiliateIncome,
  selectAffiliateWithdraw,
  selectAffiliateWithdrawStatus,
  type AffiliateWrite
} from "../../events/affiliate/selectors"
import { selectBalance } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { type PickCommand, useCommand, useAppSelector } from "../../runtime/react/app-context"
import { IncomeCard, type IncomeView } from "../../ui/affiliate/income-card"
import { affiliateTexts } from "../../ui/affiliate/texts"
import { WithdrawDialog } from "../../ui/affiliate/withdraw-dialog"
import { notify } from "../notify"
import { remoteView } from "../remote-view"

type Outcome = "done" | "refused" | "not-done" | "unknown"

const withdrawIncome =
  (amount: Satang, type: AffiliatePayoutType): PickCommand<Outcome> =>
  (commands) =>
    commands.withdrawAffiliateIncome(amount, type)
const verifyWithdrawal: PickCommand<Outcome> = (commands) => commands.verifyAffiliateWithdrawal
const clearWithdrawal: PickCommand<void> = (commands) => commands.clearAffiliateWithdrawal
const reloadMoney: PickCommand<void> = (commands) => commands.reloadAffiliateMoney

const INVALID_AMOUNT = "กรอกจำนวนเงินให้ถูกต้อง"

/** 'ถอนรายได้สำเร็จ' and where the money went: the balance after, or the masked bank account. */
const successText = (write: AffiliateWrite, balance: Satang | null, bankAccount: string): string | null => {
  const done = write.done
  if (done === null) return null
  if (done.type === "bank") return affiliateTexts.income.toBank(formatBaht(done.amount), maskAccountNumber(bankAccount))
  const after = "balance" in done ? done.balance : balance
  const moved = affiliateTexts.income.toCredit(formatBaht(done.amount))
  return after === null ? moved : `${moved} · ${affiliateTexts.income.balanceAfter(formatBaht(after))}`
}

/** The income card and its withdrawal dialog; the write runs to its end even if the screen goes. */
export const IncomeBlock = () => {
  const run = useCommand()
  const income = useAppSelector(selectAffiliateIncome)
  const write = useAppSelector(selectAffiliateWithdraw)
  const status = useAppSelector(selectAffiliateWithdrawStatus)
  const balance = useAppSelector(selectBalance)
  const user = useAppSelector(selectCurrentUser)
  const [open, setOpen] = useState(false)
  const [amountText, setAmountText] = useState("")
  const [type, setType] = useState<AffiliatePayoutType>("credit")
  const available = income._tag === "Loaded" ? income.data.income : ZERO_SATANG
  const amount = parseBahtInput(amountText)
  const problem =
    amountText.trim() === "" ? null : amount === null ? INVALID_AMOUNT : affiliateWithdrawalProblem(amount, available)
  const bankName = user?.user_bank.bankName ?? ""
  const bankId = user?.user_bank.bankId ?? ""
  const settled = (outcome: Outcome) => {
    if (outcome !== "done") return
    setOpen(false)
    setAmountText("")
    notify.success(affiliateTexts.income.success)
  }
  const view: IncomeView = remoteView(income, (data) => ({ _tag: "Loaded", income: data }))
  return (
    <>
      <IncomeCard
        view={view}
        success={open ? null : successText(write, balance, bankId)}
        verifying={!open && status === "verifying"}
        onWithdraw={() => {
          void run(clearWithdrawal)
          setOpen(true)
        }}
        onRetry={() => void run(reloadMoney)}
      />
      {income._tag === "Loaded" ? (
        <WithdrawDialog
          open={open}
          income={available}
          bank={{ code: bankOfName(bankName)?.code ?? "", name: bankName, maskedAccount: maskAccountNumber(bankId) }}
          amountText={amountText}
          onAmountText={setAmountText}
          type={type}
          onType={setType}
          problem={problem}
          canConfirm={amount !== null && problem === null}
          status={status}
          message={write.phase === "not-done" && write.error === null ? affiliateTexts.dialog.notDone : write.error}
          onConfirm={() => {
            if (amount !== null) void run(withdrawIncome(amount, type)).then(settled)
          }}
          onVerify={() => void run(verifyWithdrawal).then(settled)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
