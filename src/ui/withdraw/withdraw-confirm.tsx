import { useId, useRef } from "react"
import { css } from "../../../styled-system/css"
import { formatBaht, type Satang } from "../../domain/money"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { commonTexts } from "../common-texts"
import { Modal } from "../modal"
import { withdrawTexts as t } from "./texts"

const title = css({ fontSize: "xl", fontWeight: "bold", marginBottom: "4" })
const rows = css({ display: "grid", gap: "3", textAlign: "left", marginBottom: "6" })
const row = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3" })
const label = css({ color: "muted" })
const amount = css({ fontSize: "2xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const account = css({ display: "flex", alignItems: "center", gap: "2", textAlign: "right" })
const actions = css({ display: "grid", gap: "2" })
const errorText = css({ color: "danger", marginBottom: "3" })

export interface WithdrawConfirmProps {
  readonly open: boolean
  readonly amount: Satang
  readonly bank: { readonly code: string; readonly name: string; readonly maskedAccount: string } | null
  readonly busy: boolean
  /** Why the last press did not go through (offline ...), shown above the buttons. */
  readonly error: string | null
  readonly onConfirm: () => void
  readonly onClose: () => void
}

/** 'ยืนยันการถอน': the amount and the account before anything is sent. */
export const WithdrawConfirm = ({
  open,
  amount: value,
  bank,
  busy,
  error,
  onConfirm,
  onClose
}: WithdrawConfirmProps) => {
  const titleId = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal open={open} labelledBy={titleId} onClose={onClose} initialFocus={confirmRef}>
      <h2 id={titleId} className={title}>
        {t.confirmTitle}
      </h2>
      <dl className={rows}>
        <div className={row}>
          <dt className={label}>{t.confirmAmount}</dt>
          <dd className={amount}>{formatBaht(value)}</dd>
        </div>
        {bank === null ? null : (
          <div className={row}>
            <dt className={label}>{t.confirmAccount}</dt>
            <dd className={account}>
              <BankLogo code={bank.code} size={32} />
              <span>
                {bank.name}
                <br />
                {bank.maskedAccount}
              </span>
            </dd>
          </div>
        )}
      </dl>
      {error === null ? null : (
        <p role="alert" className={errorText}>
          {error}
        </p>
      )}
      <div className={actions}>
        <Button ref={confirmRef} fullWidth busy={busy} onClick={onConfirm}>
          {t.confirm}
        </Button>
        <Button variant="ghost" fullWidth onClick={onClose}>
          {commonTexts.cancel}
        </Button>
      </div>
    </Modal>
  )
}
