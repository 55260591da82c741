import { PASSWORD_MAX } from "../../domain/password-rule"
import { formFieldStyles as f } from "../form-field-style"
import { PasswordToggleInput } from "../password-toggle-input"

// One password of the change (#14) with show/hide, as registration's and the login's are drawn
// (password-toggle-input.tsx): the label, an optional hint, the input and the line under it with the
// rule it breaks. That line is always in the page (empty when fine) so screen readers hear each
// change. The value lives in the form's React state only.

export interface PasswordInputProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  /** The rule this value breaks, once the field was touched. */
  readonly problem: string | null
  readonly hint?: string
  readonly autoComplete: "current-password" | "new-password"
}

export const PasswordInput = (props: PasswordInputProps) => {
  const { id, hint, problem } = props
  const described = [hint === undefined ? null : `${id}-hint`, `${id}-note`].filter((part) => part !== null).join(" ")
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {props.label}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      )}
      <PasswordToggleInput
        id={id}
        name={props.name}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        invalid={problem !== null}
        describedBy={described}
        maxLength={PASSWORD_MAX}
      />
      <p id={`${id}-note`} role="status" className={f.error}>
        {problem ?? ""}
      </p>
    </div>
  )
}
