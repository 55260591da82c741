import { useId, type FormEvent } from "react"
import { css } from "../../../styled-system/css"
import { Button } from "../button"
import type { RegisterField, RegisterFormValues, RegisterNotes } from "./form-values"
import { PasswordField } from "./password-field"
import { TextField } from "./text-field"
import { registerTexts } from "./texts"
import { focusFirstError } from "../focus-first-error"

const form = css({ display: "flex", flexDirection: "column", gap: "3" })

export interface Step1FormProps {
  readonly values: RegisterFormValues
  readonly notes: RegisterNotes
  readonly onChange: (field: RegisterField, value: string) => void
  readonly onBlur: (field: RegisterField) => void
  readonly onNext: () => void
}

/** Step 1 'ข้อมูลบัญชี': phone, username, password and its confirmation; 'ถัดไป'. */
export const Step1Form = ({ values, notes, onChange, onBlur, onNext }: Step1FormProps) => {
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onNext()
    focusFirstError(event.currentTarget)
  }
  return (
    <form className={form} onSubmit={submit} noValidate aria-label={registerTexts.steps.account}>
      <TextField
        id={`${id}-phone`}
        name="phone"
        label={registerTexts.fields.phone}
        hint={registerTexts.hints.phone}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={12}
        value={values.phone}
        onChange={(value) => onChange("phone", value)}
        onBlur={() => onBlur("phone")}
        note={notes.phone ?? null}
      />
      <TextField
        id={`${id}-username`}
        name="username"
        label={registerTexts.fields.username}
        hint={registerTexts.hints.username}
        autoComplete="username"
        maxLength={16}
        value={values.username}
        onChange={(value) => onChange("username", value)}
        onBlur={() => onBlur("username")}
        note={notes.username ?? null}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={registerTexts.fields.password}
        hint={registerTexts.hints.password}
        showStrength
        value={values.password}
        onChange={(value) => onChange("password", value)}
        onBlur={() => onBlur("password")}
        note={notes.password ?? null}
      />
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label={registerTexts.fields.confirm}
        value={values.confirm}
        onChange={(value) => onChange("confirm", value)}
        onBlur={() => onBlur("confirm")}
        note={notes.confirm ?? null}
      />
      <Button type="submit" fullWidth>
        {registerTexts.next}
      </Button>
    </form>
  )
}
