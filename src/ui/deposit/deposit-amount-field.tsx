import { useId } from "react"
import { css, cx } from "../../../styled-system/css"
import { MAX_DEPOSIT, MIN_DEPOSIT, QUICK_DEPOSIT_AMOUNTS, type DepositAmountCheck } from "../../domain/deposit"
import { formatBaht, formatBahtPlain, type Satang } from "../../domain/money"
import { focusRing } from "../focus-ring"
import { textInput } from "../text-input-style"
import { depositTexts } from "./texts"
import { quickAmountButton } from "../quick-amount-style"

const field = css({ display: "flex", flexDirection: "column", gap: "2" })
const labelClass = css({ fontSize: "md", fontWeight: "semibold", color: "paper" })
const amountInput = css({ fontSize: "xl", fontVariantNumeric: "tabular-nums" })
const quick = css({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: "2" })
const errorText = css({ color: "danger", fontSize: "md" })
const hintText = css({ color: "muted", fontSize: "sm" })

/** The Thai message of an amount that gets no QR; null when there is none to show. */
export const depositAmountMessage = (check: DepositAmountCheck): string | null => {
  switch (check._tag) {
    case "NotANumber":
      return depositTexts.amountNotANumber
    case "BelowMinimum":
      return depositTexts.amountBelowMinimum(formatBaht(MIN_DEPOSIT))
    case "AboveMaximum":
      return depositTexts.amountAboveMaximum(formatBaht(MAX_DEPOSIT))
    case "Empty":
    case "Valid":
      return null
  }
}

export interface DepositAmountFieldProps {
  readonly text: string
  readonly check: DepositAmountCheck
  readonly onChange: (text: string) => void
  /** What the line under the buttons says for an amount that gets a QR (how to use it). */
  readonly validHint?: string | undefined
  /** The player is done choosing: a quick amount pressed, or Enter in the field (the QR is brought into view). */
  readonly onChosen?: () => void
}

/** 'จำนวนเงินที่ต้องการฝาก' with the quick amounts; the message of an amount that gets no QR. */
export const DepositAmountField = ({ text, check, onChange, validHint, onChosen }: DepositAmountFieldProps) => {
  const inputId = useId()
  const messageId = useId()
  const message = depositAmountMessage(check)
  const chosen: Satang | null = check._tag === "Valid" ? check.amount : null
  return (
    <div className={field}>
      <label htmlFor={inputId} className={labelClass}>
        {depositTexts.amountLabel}
      </label>
      <input
        id={inputId}
        className={cx(textInput, amountInput)}
        type="text"
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        placeholder={depositTexts.amountPlaceholder}
        value={text}
        aria-invalid={message !== null}
        aria-describedby={messageId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onChosen?.()
        }}
      />
      <div className={quick} role="group" aria-label={depositTexts.quickAmounts}>
        {QUICK_DEPOSIT_AMOUNTS.map((amount) => (
          <button
            key={amount}
            type="button"
            className={cx(quickAmountButton, focusRing)}
            aria-pressed={chosen === amount}
            onClick={() => {
              onChange(formatBahtPlain(amount).replace(/\.00$/, ""))
              onChosen?.()
            }}
          >
            {formatBahtPlain(amount).replace(/\.00$/, "")}
          </button>
        ))}
      </div>
      <p
        id={messageId}
        className={message === null ? hintText : errorText}
        role={message === null ? undefined : "alert"}
      >
        {message ?? (check._tag === "Empty" ? depositTexts.amountHint : (validHint ?? ""))}
      </p>
    </div>
  )
}
