import { useId, type FormEvent } from "react"
import { css } from "../../../styled-system/css"
import { accountDigitsOf } from "../../domain/register"
import { Button } from "../button"
import { BankPicker } from "./bank-picker"
import type { RegisterField, RegisterFormValues, RegisterNotes } from "./form-values"
import { TextField } from "./text-field"
import { registerTexts } from "./texts"
import { focusFirstError } from "../focus-first-error"

const form = css({ display: "flex", flexDirection: "column", gap: "3" })
const actions = css({ display: "grid", gridTemplateColumns: "1fr 2fr", gap: "3" })
const refusal = css({ color: "danger", fontSize: "md", lineHeight: "1.6", _empty: { display: "none" } })

export interface Step2FormProps {
  readonly values: RegisterFormValues
  readonly notes: RegisterNotes
  readonly onChange: (field: RegisterField, value: string) => void
  readonly onBlur: (field: RegisterField) => void
  /** The bank gave the holder's name: shown, not typed. */
  readonly accountNameFromBank: boolean
  /** /aff/{afCode}: the inviter came with the link. */
  readonly inviterLocked: boolean
  readonly busy: boolean
  /** The server's refusal (Thai), shown verbatim. */
  readonly error: string | null
  readonly onBack: () => void
  readonly onSubmit: () => void
}

/** Step 2 'ข้อมูลธนาคาร': bank, account number and name, LINE ID and inviter; 'ย้อนกลับ' and 'สมัครสมาชิก'. */
export const Step2Form = (props: Step2FormProps) => {
  const { values, notes, onChange, onBlur, busy } = props
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!busy) props.onSubmit()
    focusFirstError(event.currentTarget)
  }
  return (
    <form className={form} onSubmit={submit} noValidate aria-label={registerTexts.steps.bank}>
      <BankPicker
        name="bankCode"
        legendId={`${id}-bank`}
        label={registerTexts.fields.bank}
        value={values.bankCode}
        onChange={(code) => onChange("bankCode", code)}
        note={notes.bankCode ?? null}
      />
      <TextField
        id={`${id}-bank-id`}
        name="bankId"
        label={registerTexts.fields.bankId}
        inputMode="numeric"
        maxLength={accountDigitsOf(values.bankCode) + 4}
        value={values.bankId}
        onChange={(value) => onChange("bankId", value)}
        onBlur={() => onBlur("bankId")}
        note={notes.bankId ?? null}
      />
      <TextField
        id={`${id}-account-name`}
        name="accountName"
        label={registerTexts.fields.accountName}
        hint={
          props.accountNameFromBank ? registerTexts.hints.accountNameFromBank : registerTexts.hints.accountNameTyped
        }
        readOnly={props.accountNameFromBank}
        autoComplete="name"
        maxLength={80}
        value={values.accountName}
        onChange={(value) => onChange("accountName", value)}
        onBlur={() => onBlur("accountName")}
        note={notes.accountName ?? null}
      />
      <TextField
        id={`${id}-line-id`}
        name="lineId"
        label={registerTexts.fields.lineId}
        optional
        maxLength={20}
        value={values.lineId}
        onChange={(value) => onChange("lineId", value)}
        onBlur={() => onBlur("lineId")}
        note={notes.lineId ?? null}
      />
      <TextField
        id={`${id}-inviter`}
        name="inviterCode"
        label={registerTexts.fields.inviter}
        optional
        hint={props.inviterLocked ? registerTexts.hints.inviterLocked : undefined}
        readOnly={props.inviterLocked}
        maxLength={12}
        value={values.inviterCode}
        onChange={(value) => onChange("inviterCode", value)}
        onBlur={() => onBlur("inviterCode")}
        note={notes.inviterCode ?? null}
      />
      <p role="alert" className={refusal}>
        {props.error}
      </p>
      <div className={actions}>
        <Button type="button" variant="secondary" onClick={props.onBack} disabled={busy}>
          {registerTexts.back}
        </Button>
        <Button type="submit" busy={busy}>
          {registerTexts.submit}
        </Button>
      </div>
    </form>
  )
}
