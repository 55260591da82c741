import { css, cx } from "../../../styled-system/css"
import { PASSWORD_MAX } from "../../domain/password-rule"
import { passwordStrength } from "../../domain/register"
import { PasswordToggleInput } from "../password-toggle-input"
import { FieldNoteLine, type FieldNote } from "./field-note"
import { formFieldStyles as fieldStyles } from "../form-field-style"
import { registerTexts } from "./texts"
import { useHydrated } from "../use-hydrated"

// A new password with show/hide, and (for the first of the two) the strength hint. The value lives
// in the form's React state only: never an event, the state, a log or storage (#12).

const meter = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "muted" })
const bars = css({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: "1", flex: "1", maxWidth: "160px" })
const bar = css({ height: "6px", borderRadius: "full" })
const barOff = css({ bg: "surfaceRaised" })
const barColour = { weak: css({ bg: "danger" }), fair: css({ bg: "brand" }), strong: css({ bg: "success" }) } as const
const LEVEL = { weak: 1, fair: 2, strong: 3 } as const

export interface PasswordFieldProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  readonly note: FieldNote | null
  readonly hint?: string
  readonly showStrength?: boolean
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
  showStrength = false
}: PasswordFieldProps) => {
  const strength = passwordStrength(value)
  // /register is prerendered: the show/hide button has no handler until React adopts the page.
  const hydrated = useHydrated()
  const described = [hint === undefined ? null : `${id}-hint`, `${id}-note`].filter((part) => part !== null).join(" ")
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <PasswordToggleInput
        id={id}
        name={name}
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        invalid={note?.kind === "error"}
        describedBy={described}
        maxLength={PASSWORD_MAX}
        toggleEnabled={hydrated}
      />
      {showStrength && value !== "" ? (
        <div className={meter}>
          <span>{registerTexts.strength.label}</span>
          <span className={bars} aria-hidden="true">
            {[1, 2, 3].map((level) => (
              <span key={level} className={cx(bar, level <= LEVEL[strength] ? barColour[strength] : barOff)} />
            ))}
          </span>
          <span>{registerTexts.strength[strength]}</span>
        </div>
      ) : null}
      <FieldNoteLine id={`${id}-note`} note={note} />
    </div>
  )
}
