import type { ReactNode } from "react"
import { PASSWORD_MAX } from "../domain/password-rule"
import type { FieldNote } from "./field-note"
import { FieldFrame } from "./field-frame"
import { PasswordToggleInput } from "./password-toggle-input"
import { useHydrated } from "./use-hydrated"

// A password field with show/hide, the one registration and the password change both draw: the
// label, an optional hint, the input, whatever the form adds under it (registration's strength
// meter) and the line under it with the rule it breaks. That line is always in the page (empty when
// fine) so screen readers hear each change. The value lives in the form's React state only: never
// an event, the state, a log or storage (#12, #14).

export interface PasswordFieldProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  /** The rule this value breaks (once the field was touched), or another note on it. */
  readonly note: FieldNote | null
  readonly hint?: string
  readonly autoComplete: "current-password" | "new-password"
  /** Shown between the input and its note (registration's strength meter). */
  readonly children?: ReactNode
}

export const PasswordField = ({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  note,
  hint,
  autoComplete,
  children
}: PasswordFieldProps) => {
  // A prerendered form (/register): the show/hide button has no handler until React adopts the page.
  const hydrated = useHydrated()
  return (
    <FieldFrame id={id} label={label} hint={hint} note={note}>
      {(describedBy) => (
        <>
          <PasswordToggleInput
            id={id}
            name={name}
            autoComplete={autoComplete}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            invalid={note?.kind === "error"}
            describedBy={describedBy}
            maxLength={PASSWORD_MAX}
            toggleEnabled={hydrated}
          />
          {children}
        </>
      )}
    </FieldFrame>
  )
}
