import { useId, useLayoutEffect, useRef, type FormEvent, type RefObject } from "react"
import { css } from "../../../styled-system/css"
import { Button } from "../button"
import type { RegisterField, RegisterFormValues, RegisterNotes } from "./form-values"
import { PasswordField } from "../password-field"
import { PasswordStrength } from "./password-strength"
import { TextField } from "./text-field"
import { registerTexts } from "./texts"
import { focusFirstError } from "../focus-first-error"
import { useHydrated } from "../use-hydrated"

const form = css({ display: "flex", flexDirection: "column", gap: "3" })

export interface Step1FormProps {
  readonly values: RegisterFormValues
  readonly notes: RegisterNotes
  readonly onChange: (field: RegisterField, value: string) => void
  readonly onBlur: (field: RegisterField) => void
  readonly onNext: () => void
}

/** Step 1's inputs by the name each has in the form. */
const STEP1_INPUTS: ReadonlyArray<readonly [string, RegisterField]> = [
  ["phone", "phone"],
  ["username", "username"],
  ["password", "password"],
  ["confirmPassword", "confirm"]
]

/**
 * /register is prerendered: a player can type before React adopts the page, and React keeps what
 * the inputs show but not in the form's state. Taken over once, as the page is adopted (before any
 * render could write the state's empty values back into the inputs).
 */
const useAdoptTypedValues = (
  form: RefObject<HTMLFormElement | null>,
  values: RegisterFormValues,
  onChange: (field: RegisterField, value: string) => void
): void => {
  const adopted = useRef(false)
  useLayoutEffect(() => {
    if (adopted.current) return
    adopted.current = true
    for (const [name, field] of STEP1_INPUTS) {
      const input = form.current?.elements.namedItem(name)
      if (input instanceof HTMLInputElement && input.value !== values[field]) onChange(field, input.value)
    }
  }, [form, values, onChange])
}

/** Step 1 'ข้อมูลบัญชี': phone, username, password and its confirmation; 'ถัดไป'. */
export const Step1Form = ({ values, notes, onChange, onBlur, onNext }: Step1FormProps) => {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useAdoptTypedValues(formRef, values, onChange)
  // Until React adopts the prerendered page the form has no handler: a press would submit it
  // natively, the password in the address. 'ถัดไป' waits (and with it Enter in a field).
  const hydrated = useHydrated()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onNext()
    focusFirstError(event.currentTarget)
  }
  return (
    <form ref={formRef} className={form} onSubmit={submit} noValidate aria-label={registerTexts.steps.account}>
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
        autoComplete="new-password"
        value={values.password}
        onChange={(value) => onChange("password", value)}
        onBlur={() => onBlur("password")}
        note={notes.password ?? null}
      >
        <PasswordStrength value={values.password} />
      </PasswordField>
      <PasswordField
        id={`${id}-confirm`}
        name="confirmPassword"
        label={registerTexts.fields.confirm}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(value) => onChange("confirm", value)}
        onBlur={() => onBlur("confirm")}
        note={notes.confirm ?? null}
      />
      <Button type="submit" fullWidth disabled={!hydrated}>
        {registerTexts.next}
      </Button>
    </form>
  )
}
