import { useId, type ReactNode, type RefObject } from "react"
import { css, cx } from "../../styled-system/css"
import { textInput } from "./text-input-style"

// An amount in baht as a player types it ('1,000' or '250.50'), the one the withdrawal form and
// the affiliate's payout draw: its label, a large right-aligned input with the numeric keyboard, what
// sits beside it ('ทั้งหมด'), and the line under it with the rule the amount breaks (an alert, so it
// is heard as it changes). The text is parsed by the form (parseBahtInput), never here.

const field = css({ display: "grid", gap: "2" })
const row = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: "2" })
const amountInput = css({ fontSize: "xl", textAlign: "right", fontVariantNumeric: "tabular-nums" })
const problemText = css({ color: "danger", fontSize: "md", minHeight: "1.6em" })

export interface BahtAmountFieldProps {
  readonly label: string
  readonly placeholder: string
  readonly text: string
  readonly onText: (text: string) => void
  /** The rule the amount breaks, or null. */
  readonly problem: string | null
  /** For a dialog that gives the input its first focus. */
  readonly inputRef?: RefObject<HTMLInputElement | null>
  /** Beside the input (the payout's 'ทั้งหมด'). */
  readonly beside?: ReactNode
}

export const BahtAmountField = ({
  label,
  placeholder,
  text,
  onText,
  problem,
  inputRef,
  beside
}: BahtAmountFieldProps) => {
  const inputId = useId()
  const problemId = useId()
  const input = (
    <input
      id={inputId}
      ref={inputRef}
      className={cx(textInput, amountInput)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      aria-invalid={problem !== null}
      aria-describedby={problemId}
      onChange={(event) => onText(event.target.value)}
    />
  )
  return (
    <div className={field}>
      <label htmlFor={inputId}>{label}</label>
      {beside === undefined ? (
        input
      ) : (
        <div className={row}>
          {input}
          {beside}
        </div>
      )}
      <div id={problemId} className={problemText} role="alert">
        {problem}
      </div>
    </div>
  )
}
