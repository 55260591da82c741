import { useEffect, useId, useRef } from "react"
import { css, cx } from "../../../styled-system/css"
import { BackLink } from "../back-link"
import { formFieldStyles } from "../form-field-style"
import { textInput } from "../text-input-style"
import { useHydrated } from "../use-hydrated"
import { forgotPasswordTexts as t } from "./forgot-password-texts"
import { SupportLineActions, type CopyStatus, type SupportLine } from "./support-line-actions"

const body = css({ display: "flex", flexDirection: "column", gap: "4", fontFamily: "body", lineHeight: "1.7" })
const lead = css({ color: "muted", fontSize: "md" })
// Read-only, but a textarea: the in-app browsers that cannot copy by script let a long press select it.
const messageBox = css({
  minHeight: "5.5rem",
  paddingY: "3",
  resize: "none",
  lineHeight: "1.7",
  bg: "surfaceRaised",
  borderColor: "rgba(255, 255, 255, 0.16)"
})

export interface ForgotPasswordProps {
  /** The username or phone number, as typed here or brought from the login form. */
  readonly identifier: string
  readonly onIdentifierChange: (value: string) => void
  /** The message ready to send, naming the identifier (never a password). */
  readonly message: string
  readonly line: SupportLine
  readonly onCopy: () => void
  readonly copyStatus: CopyStatus
  readonly loginHref: string
}

/**
 * 'ลืมรหัสผ่าน' (#29): how to reset through support, the account to name (editable: the login form's
 * value, or nothing when the page was opened directly), the message and the ways to send it.
 */
export const ForgotPassword = ({
  identifier,
  onIdentifierChange,
  message,
  line,
  onCopy,
  copyStatus,
  loginHref
}: ForgotPasswordProps) => {
  const id = useId()
  // A prerendered page: typing before React adopts it would be written over by its first render.
  const hydrated = useHydrated()
  // The browser would not copy: the message is selected, for the player to copy it by hand.
  const messageRef = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (copyStatus !== "manual") return
    messageRef.current?.focus()
    messageRef.current?.select()
  }, [copyStatus])
  return (
    <div className={body}>
      <p className={lead}>{t.lead}</p>
      <div className={formFieldStyles.field}>
        <label htmlFor={`${id}-identifier`} className={formFieldStyles.label}>
          {t.identifierLabel}
        </label>
        <input
          id={`${id}-identifier`}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={!hydrated}
          value={identifier}
          onChange={(event) => onIdentifierChange(event.target.value)}
          aria-describedby={`${id}-identifier-hint`}
          className={textInput}
        />
        <p id={`${id}-identifier-hint`} className={formFieldStyles.hint}>
          {t.identifierHint}
        </p>
      </div>
      <div className={formFieldStyles.field}>
        <label htmlFor={`${id}-message`} className={formFieldStyles.label}>
          {t.messageLabel}
        </label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          readOnly
          rows={3}
          value={message}
          className={cx(textInput, messageBox)}
          data-reset-message=""
        />
      </div>
      <SupportLineActions line={line} onCopy={onCopy} copyStatus={copyStatus} />
      <BackLink to={loginHref} label={t.backToLogin} />
    </div>
  )
}
