import { useId } from "react"
import { css } from "../../../styled-system/css"
import { bankOfName } from "../../domain/banks"
import { maskAccountNumber } from "../../domain/masking"
import { formatBaht, type Satang } from "../../domain/money"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { Modal } from "../modal"
import { winlostTexts } from "./texts"

const title = css({ fontSize: "xl", fontWeight: "bold", mb: "2" })
const body = css({ color: "muted", mb: "4" })
const account = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  padding: "3",
  mb: "5",
  borderRadius: "xl",
  bg: "surfaceRaised",
  textAlign: "left"
})
const accountNumber = css({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.04em" })
const buttons = css({ display: "grid", gap: "3" })

export interface BankTransferDialogProps {
  readonly open: boolean
  readonly amount: Satang
  readonly bankName: string
  /** The account number as held: only its last 4 digits are shown. */
  readonly bankAccount: string
  readonly onConfirm: () => void
  readonly onClose: () => void
}

/** 'โอนเข้าบัญชีธนาคาร' asks first, naming the amount and the masked account it goes to. */
export const BankTransferDialog = ({
  open,
  amount,
  bankName,
  bankAccount,
  onConfirm,
  onClose
}: BankTransferDialogProps) => {
  const titleId = useId()
  const bodyId = useId()
  const bank = bankOfName(bankName)
  return (
    <Modal open={open} labelledBy={titleId} describedBy={bodyId} onClose={onClose}>
      <h2 id={titleId} className={title}>
        {winlostTexts.confirmTitle}
      </h2>
      <p id={bodyId} className={body}>
        {winlostTexts.confirmBody(formatBaht(amount))}
      </p>
      <div className={account}>
        <BankLogo code={bank?.code ?? ""} />
        <div>
          <div>{bank?.name ?? bankName}</div>
          <div className={accountNumber}>{maskAccountNumber(bankAccount)}</div>
        </div>
      </div>
      <div className={buttons}>
        <Button fullWidth onClick={onConfirm}>
          {winlostTexts.confirm}
        </Button>
        <Button fullWidth variant="secondary" onClick={onClose}>
          {winlostTexts.cancel}
        </Button>
      </div>
    </Modal>
  )
}
