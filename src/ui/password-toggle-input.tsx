import { useState, type ChangeEvent } from "react"
import { css, cx } from "../../styled-system/css"
import { commonTexts } from "./common-texts"
import { focusRing } from "./focus-ring"
import { Icon } from "./icon"
import { textInput } from "./text-input-style"

// A password input with its show/hide button inside, on the right: the login's, registration's and
// the password change's. The value is the caller's (controlled, or read from the form on submit);
// it never leaves the form's React state.

const wrap = css({ position: "relative", display: "flex" })
const input = css({ paddingRight: "56px" })
const toggle = css({
  position: "absolute",
  right: "1",
  top: "50%",
  transform: "translateY(-50%)",
  width: "44px",
  height: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  color: "muted",
  borderRadius: "md",
  cursor: "pointer",
  _hover: { color: "paper" }
})

export interface PasswordToggleInputProps {
  readonly id: string
  readonly name: string
  readonly autoComplete: "current-password" | "new-password"
  /** The value when the caller controls it; the login form reads its inputs on submit instead. */
  readonly value?: string
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void
  readonly onBlur?: () => void
  readonly invalid: boolean
  readonly describedBy?: string | undefined
  /** False until the page is hydrated (a prerendered page's button does nothing before). */
  readonly toggleEnabled?: boolean
  /** The rule's longest password (registration and the change: 32); the login takes what was set before the rule. */
  readonly maxLength?: number
}

export const PasswordToggleInput = (props: PasswordToggleInputProps) => {
  const [shown, setShown] = useState(false)
  return (
    <div className={wrap}>
      <input
        id={props.id}
        name={props.name}
        type={shown ? "text" : "password"}
        autoComplete={props.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={props.maxLength}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        aria-invalid={props.invalid}
        aria-describedby={props.describedBy}
        className={cx(textInput, input)}
      />
      <button
        type="button"
        aria-label={shown ? commonTexts.hidePassword : commonTexts.showPassword}
        aria-pressed={shown}
        aria-controls={props.id}
        disabled={props.toggleEnabled === false}
        onClick={() => setShown((now) => !now)}
        className={cx(toggle, focusRing)}
      >
        <Icon name={shown ? "eyeOff" : "eye"} />
      </button>
    </div>
  )
}
