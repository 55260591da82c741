import { useId, useRef } from "react"
import { css } from "../../../styled-system/css"
import type { AffiliatePayoutType } from "../../domain/affiliate"
import { formatBaht, formatBahtPlain, type Satang } from "../../domain/money"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { Modal } from "../modal"
import { BahtAmountField } from "../baht-amount-field"
import { affiliateStyles as s } from "./affiliate-styles"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.dialog

const form = css({ display: "flex", flexDirection: "column", gap: "4", textAlign: "left" })
const title = css({ fontSize: "xl", fontWeight: "bold", textAlign: "center" })
const availableValue = css({ fontSize: "2xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const choices = css({ display: "grid", gap: "2", border: "none", padding: "0", margin: "0" })
const choice = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  minHeight: "56px",
  paddingX: "3",
  paddingY: "2",
  borderRadius: "xl",
  bg: "surfaceRaised",
  borderWidth: "2px",
  borderStyle: "solid",
  borderColor: "transparent",
  cursor: "pointer",
  "&:has(input:checked)": { borderColor: "brand" },
  "&:has(input:focus-visible)": { outlineWidth: "3px", outlineStyle: "solid", outlineColor: "brand" }
})
const radio = css({ width: "20px", height: "20px", accentColor: "token(colors.brand)", flexShrink: "0" })
const choiceText = css({ display: "flex", flexDirection: "column", minWidth: "0" })
const buttons = css({ display: "grid", gap: "3" })
const errorText = css({ color: "danger", fontSize: "md", _empty: { display: "none" } })

export type WithdrawDialogStatus = "idle" | "submitting" | "verifying" | "unverified"

export interface WithdrawDialogProps {
  readonly open: boolean
  readonly income: Satang
  readonly bank: { readonly code: string; readonly name: string; readonly maskedAccount: string }
  readonly amountText: string
  readonly onAmountText: (text: string) => void
  readonly type: AffiliatePayoutType
  readonly onType: (type: AffiliatePayoutType) => void
  /** The first rule the typed amount breaks ('ขั้นต่ำ 100 บาท', 'รายได้ไม่พอ'), once something is typed. */
  readonly problem: string | null
  readonly canConfirm: boolean
  readonly status: WithdrawDialogStatus
  /** The server's refusal or 'not done' note. */
  readonly message: string | null
  readonly onConfirm: () => void
  readonly onVerify: () => void
  readonly onClose: () => void
}

/** 'ถอนรายได้': the amount (from ฿100 up to the income) and where it goes, then confirm (#12, OPEN-20). */
export const WithdrawDialog = (props: WithdrawDialogProps) => {
  const titleId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const busy = props.status === "submitting" || props.status === "verifying"
  return (
    <Modal open={props.open} labelledBy={titleId} onClose={props.onClose} initialFocus={inputRef}>
      <form
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (props.canConfirm && !busy) props.onConfirm()
        }}
      >
        <h2 id={titleId} className={title}>
          {t.title}
        </h2>
        <div>
          <div className={s.label}>{t.available}</div>
          <div className={availableValue}>{formatBaht(props.income)}</div>
        </div>
        <BahtAmountField
          label={t.amountLabel}
          placeholder={t.amountPlaceholder}
          text={props.amountText}
          onText={props.onAmountText}
          problem={props.problem}
          inputRef={inputRef}
          beside={
            <Button variant="secondary" onClick={() => props.onAmountText(formatBahtPlain(props.income))}>
              {t.all}
            </Button>
          }
        />
        <fieldset className={choices}>
          <legend className={s.label}>{t.typeLabel}</legend>
          <label className={choice}>
            <input
              type="radio"
              name="affiliate-payout"
              className={radio}
              checked={props.type === "credit"}
              onChange={() => props.onType("credit")}
            />
            <span className={choiceText}>
              <strong>{t.credit}</strong>
              <span className={s.note}>{t.creditHint}</span>
            </span>
          </label>
          <label className={choice}>
            <input
              type="radio"
              name="affiliate-payout"
              className={radio}
              checked={props.type === "bank"}
              onChange={() => props.onType("bank")}
            />
            <BankLogo code={props.bank.code} size={32} />
            <span className={choiceText}>
              <strong>{t.bank}</strong>
              <span className={s.note}>
                {props.bank.name} {props.bank.maskedAccount}
              </span>
            </span>
          </label>
        </fieldset>
        <div role="status" aria-live="polite">
          {props.status === "verifying" ? <p className={s.note}>{t.verifying}</p> : null}
        </div>
        <p role="alert" className={errorText}>
          {props.status === "unverified" ? t.unverified : props.message}
        </p>
        <div className={buttons}>
          {props.status === "unverified" ? (
            <Button fullWidth onClick={props.onVerify}>
              {t.verifyAgain}
            </Button>
          ) : (
            <Button type="submit" fullWidth busy={busy} disabled={!props.canConfirm}>
              {t.confirm}
            </Button>
          )}
          <Button fullWidth variant="secondary" onClick={props.onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
