import { css } from "../../../styled-system/css"
import type { Satang } from "../../domain/money"
import type { SlipResultView } from "../../events/slip/selectors"
import { isWriteBusy } from "../../events/once-only-write"
import { type PickCommand, useCommand } from "../../runtime/react/app-context"
import { Button } from "../../ui/button"
import { slipTexts } from "../../ui/slip/texts"
import { notify } from "../notify"

const depositSlip: PickCommand<boolean> = (commands) => commands.depositSlip
const verifySlipDeposit: PickCommand<boolean> = (commands) => commands.verifySlipDeposit
const clearSlip: PickCommand<void> = (commands) => commands.clearSlip

const stack = css({ display: "grid", gap: "3" })
const statusText = css({ color: "muted", fontSize: "md" })
const done = css({
  display: "grid",
  gap: "2",
  padding: "5",
  borderRadius: "xl",
  bg: "rgba(74, 222, 128, 0.12)",
  borderWidth: "1px",
  borderColor: "success",
  textAlign: "center"
})
const doneTitle = css({ fontSize: "2xl", fontWeight: "bold", color: "success" })
const doneBalance = css({ fontSize: "xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" })

export interface SlipDepositPanelProps {
  readonly verified: boolean
  readonly result: SlipResultView
  /** The balance card's balance, for a deposit found by reading back (its answer was lost). */
  readonly balance: Satang | null
}

/**
 * 'ยืนยันการฝาก' and what came of it: in flight (one press sends once), its outcome being read
 * ('กำลังตรวจสอบรายการ…'), not readable ('ตรวจสอบอีกครั้ง'), or 'ฝากเงินสำเร็จ' with the new balance.
 */
export const SlipDepositPanel = ({ verified, result, balance }: SlipDepositPanelProps) => {
  const run = useCommand()
  if (result.deposited !== null) {
    const newBalance = result.deposited.balance ?? balance
    return (
      <div className={stack}>
        <div role="status" className={done}>
          <p className={doneTitle}>{slipTexts.success}</p>
          <p>{slipTexts.deposited(result.deposited.amount)}</p>
          {newBalance !== null ? <p className={doneBalance}>{slipTexts.balance(newBalance)}</p> : null}
        </div>
        <Button variant="secondary" fullWidth onClick={() => void run(clearSlip)}>
          {slipTexts.depositAnother}
        </Button>
      </div>
    )
  }
  if (!verified) return null
  const busy = isWriteBusy(result)
  const onConfirm = () =>
    void run(depositSlip).then((deposited) => {
      if (deposited) notify.success(slipTexts.success)
    })
  return (
    <div className={stack}>
      <p role="status" className={statusText}>
        {result.phase === "verifying" ? slipTexts.verifying : result.phase === "not-done" ? slipTexts.notDone : null}
      </p>
      {result.phase === "unverified" ? (
        <>
          <p role="alert" className={statusText}>
            {slipTexts.unverified}
          </p>
          <Button fullWidth onClick={() => void run(verifySlipDeposit)}>
            {slipTexts.verifyAgain}
          </Button>
        </>
      ) : (
        <Button fullWidth busy={busy} onClick={onConfirm}>
          {slipTexts.confirm}
        </Button>
      )}
      {busy ? null : (
        <Button variant="ghost" fullWidth onClick={() => void run(clearSlip)}>
          {slipTexts.chooseAgain}
        </Button>
      )}
    </div>
  )
}
