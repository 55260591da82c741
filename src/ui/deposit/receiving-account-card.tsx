import { useRef, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { digitsOnly, formatAccountNumber } from "../../domain/banks"
import type { ReceivingAccount } from "../../domain/deposit-schema"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { Skeleton } from "../skeleton"
import { depositTexts } from "./texts"
import { UnbrokenWords } from "../unbroken-words"

const card = css({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "center",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "surfaceRaised"
})
const details = css({ display: "flex", flexDirection: "column", gap: "1", minWidth: "0" })
const bankName = css({ fontSize: "md", color: "muted" })
const number = css({
  fontSize: "2xl",
  fontWeight: "bold",
  letterSpacing: "0.04em",
  fontVariantNumeric: "tabular-nums",
  color: "paper",
  whiteSpace: "nowrap",
  userSelect: "all"
})
const name = css({ fontSize: "md", color: "paper" })
const action = css({
  gridColumn: "1 / -1",
  display: "flex",
  flexDirection: "column",
  gap: "1"
})
// An outline in place of the fill: the grey blocks inside show against it, at the same size.
const skeletonCard = css({ bg: "transparent", boxShadow: "inset 0 0 0 1px rgba(255, 255, 255, 0.1)" })
const manual = css({ fontSize: "sm", color: "brand" })

export interface ReceivingAccountCardProps {
  readonly account: ReceivingAccount
  /** Copies the digits; resolves false when no way of copying worked. */
  readonly onCopy: (digits: string) => Promise<boolean>
}

/** Selects the number on the page, so a long press copies it where no copy worked. */
const selectContents = (element: HTMLElement | null): void => {
  const selection = window.getSelection()
  if (element === null || selection === null) return
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
}

/** One of the operator's receiving accounts: logo, bank, grouped number with its copy button, name. */
export const ReceivingAccountCard = ({ account, onCopy }: ReceivingAccountCardProps) => {
  const numberRef = useRef<HTMLSpanElement>(null)
  const [copyFailed, setCopyFailed] = useState(false)
  const copy = () => {
    void onCopy(digitsOnly(account.accountNumber)).then((copied) => {
      setCopyFailed(!copied)
      if (!copied) selectContents(numberRef.current)
    })
  }
  return (
    <li className={card} data-receiving-account={account.bankCode}>
      <BankLogo code={account.bankCode} size={52} />
      <div className={details}>
        <span className={bankName}>
          <UnbrokenWords text={account.bankName} />
        </span>
        <span>
          <span className={css({ srOnly: true })}>{depositTexts.accountNumberLabel} </span>
          <span className={number} ref={numberRef} data-account-number="">
            {formatAccountNumber(account.accountNumber)}
          </span>
        </span>
        <span className={name}>
          <span className={css({ srOnly: true })}>{depositTexts.accountNameLabel} </span>
          <UnbrokenWords text={account.accountName} />
        </span>
      </div>
      <div className={action}>
        <Button variant="secondary" onClick={copy} fullWidth>
          {depositTexts.copy}
        </Button>
        {copyFailed ? (
          <span className={manual} role="status">
            {depositTexts.copyManually}
          </span>
        ) : null}
      </div>
    </li>
  )
}

/** A card while the accounts load: the same frame, logo, three lines and copy button (#16: CLS). */
export const ReceivingAccountCardSkeleton = () => (
  <li className={cx(card, skeletonCard)}>
    <Skeleton width="52px" height="52px" />
    <div className={details}>
      <Skeleton width="7rem" height="1.6em" className={bankName} />
      <Skeleton width="11rem" height="1.6em" className={number} />
      <Skeleton width="9rem" height="1.6em" className={name} />
    </div>
    <div className={action}>
      <Skeleton height="48px" />
    </div>
  </li>
)
