import { useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { passwordToggleStyles } from "../password-toggle-style"
import { textInput } from "../text-input-style"
import { passwordTexts } from "./texts"

// One password of the change (#14) with show/hide, as registration's and the login's are drawn
// (password-toggle-style.ts): the label, an optional hint, the input and the line under it with the
// rule it breaks. That line is always in the page (empty when fine) so screen readers hear each
// change. The value lives in the form's React state only.

const field = css({ display: "flex", flexDirection: "column", gap: "1" })
const label = css({ fontSize: "md", fontWeight: "medium", color: "paper" })
const hintLine = css({ fontSize: "sm", color: "muted", lineHeight: "1.6" })
const noteLine = css({ minHeight: "1.6em", fontSize: "sm", lineHeight: "1.6", color: "danger" })

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
  const [shown, setShown] = useState(false)
  const described = [hint === undefined ? null : `${id}-hint`, `${id}-note`].filter((part) => part !== null).join(" ")
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        {props.label}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={hintLine}>
          {hint}
        </p>
      )}
      <div className={passwordToggleStyles.wrap}>
        <input
          id={id}
          name={props.name}
          type={shown ? "text" : "password"}
          autoComplete={props.autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          aria-invalid={problem !== null}
          aria-describedby={described}
          className={cx(textInput, passwordToggleStyles.input)}
        />
        <button
          type="button"
          aria-label={shown ? passwordTexts.hide : passwordTexts.show}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((now) => !now)}
          className={cx(passwordToggleStyles.button, focusRing)}
        >
          <Icon name={shown ? "eyeOff" : "eye"} />
        </button>
      </div>
      <p id={`${id}-note`} role="status" className={noteLine}>
        {problem ?? ""}
      </p>
    </div>
  )
}
