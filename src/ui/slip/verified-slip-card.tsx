import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { bankOfCode } from "../../domain/banks"
import { formatBaht, type Satang } from "../../domain/money"
import { BankLogo } from "../bank-logo"
import { slipTexts } from "./texts"
import { UnbrokenWords } from "../unbroken-words"

const card = css({
  display: "grid",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "surfaceRaised",
  borderWidth: "1px",
  borderColor: "success"
})
const title = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  fontSize: "lg",
  fontWeight: "bold",
  color: "success"
})
const amountText = css({ fontSize: "3xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const rows = css({ display: "grid", gap: "2", margin: 0 })
const row = css({
  display: "grid",
  gridTemplateColumns: "minmax(7.5rem, auto) 1fr",
  gap: "3",
  alignItems: "center",
  fontSize: "md"
})
const term = css({ color: "muted" })
const value = css({ margin: 0, overflowWrap: "break-word" })
const bankValue = css({ display: "flex", alignItems: "center", gap: "2" })

export interface VerifiedSlipView {
  readonly transRef: string
  readonly amount: Satang
  readonly sendingBank: { readonly code: string; readonly name: string }
  readonly senderName: string
  readonly receiver: { readonly bankCode: string; readonly accountNumber: string; readonly accountName: string }
  /** Already formatted in Thai with the Buddhist-era year. */
  readonly transferredAtText: string
}

const Row = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div className={row}>
    <dt className={term}>{label}</dt>
    <dd className={value}>{children}</dd>
  </div>
)

/** The slip as the bank knows it: what 'ยืนยันการฝาก' will credit. */
export const VerifiedSlipCard = ({ slip }: { readonly slip: VerifiedSlipView }) => {
  const receiverBank = bankOfCode(slip.receiver.bankCode)
  return (
    <div className={card}>
      <p className={title}>{slipTexts.verifiedTitle}</p>
      <div>
        <span className={term}>{slipTexts.amount}</span>
        <p className={amountText}>{formatBaht(slip.amount)}</p>
      </div>
      <dl className={rows}>
        <Row label={slipTexts.sendingBank}>
          <span className={bankValue}>
            <BankLogo code={slip.sendingBank.code} size={32} />
            <span>
              <UnbrokenWords text={slip.sendingBank.name} />
            </span>
          </span>
        </Row>
        <Row label={slipTexts.sender}>
          <UnbrokenWords text={slip.senderName} />
        </Row>
        <Row label={slipTexts.receiver}>
          <span className={bankValue}>
            <BankLogo code={slip.receiver.bankCode} size={32} />
            <span>
              <UnbrokenWords text={receiverBank?.name ?? ""} />{" "}
              <span className={css({ whiteSpace: "nowrap" })}>{slip.receiver.accountNumber}</span>
              <br />
              <UnbrokenWords text={slip.receiver.accountName} />
            </span>
          </span>
        </Row>
        <Row label={slipTexts.transferredAt}>{slip.transferredAtText}</Row>
        <Row label={slipTexts.transRef}>
          <span className={css({ overflowWrap: "anywhere" })}>{slip.transRef}</span>
        </Row>
      </dl>
    </div>
  )
}
