import { useId, useState, type FormEvent } from "react"
import { PasswordToggleInput } from "../password-toggle-input"
import { textInput } from "../text-input-style"
import { css, cx } from "../../../styled-system/css"
import { Button } from "../button"
import { focusRing } from "../focus-ring"
import { inlineTextLink, UiLink } from "../link"
import { useHydrated } from "../use-hydrated"
import { useSecondsLeft } from "../use-seconds-left"
import { sessionTexts } from "./texts"
import { focusFirstError } from "../focus-first-error"

const form = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  width: "100%",
  fontFamily: "body",
  lineHeight: "1.6"
})
const field = css({ display: "flex", flexDirection: "column", gap: "1" })
const label = css({ fontSize: "md", fontWeight: "medium", color: "paper" })
const fieldError = css({ color: "danger", fontSize: "sm", lineHeight: "1.6" })
const serverError = css({ color: "danger", fontSize: "md", lineHeight: "1.6" })
const registerLine = css({ textAlign: "center", color: "muted", fontSize: "md" })
const forgotAlign = css({ alignSelf: "flex-end" })

export interface LoginCredentials {
  readonly username: string
  readonly password: string
}

/** What 'ลืมรหัสผ่าน?' carries to its screen (#29): the username typed so far, never the password. */
export interface ForgotPasswordState {
  readonly username: string
}

export interface LoginFormProps {
  readonly pending: boolean
  /** The server's message, shown verbatim (AUTH-08). */
  readonly error: string | null
  /** Too many wrong passwords: the epoch ms the server lets this browser try again. */
  readonly lockedUntil: number | null
  readonly onSubmit: (credentials: LoginCredentials) => void
  /** Where 'สมัครสมาชิก' leads (#12). */
  readonly registerHref: string
  /** Where 'ลืมรหัสผ่าน?' leads (#29), with the username typed as the router's state. */
  readonly forgotPasswordHref: string
}

/** The login form (AUTH-06, AUTH-08): validates empty fields, sends once while pending, keeps typed values. */
export const LoginForm = ({
  pending,
  error,
  lockedUntil,
  onSubmit,
  registerHref,
  forgotPasswordHref
}: LoginFormProps) => {
  const id = useId()
  const hydrated = useHydrated()
  const [missing, setMissing] = useState({ username: false, password: false })
  // Only for 'ลืมรหัสผ่าน?': the inputs stay uncontrolled (see below).
  const [typedUsername, setTypedUsername] = useState("")
  const lockSeconds = useSecondsLeft(lockedUntil)
  const locked = lockSeconds > 0

  // The inputs are uncontrolled: what a player types before a prerendered page hydrates is kept.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending || locked) return
    const data = new FormData(event.currentTarget)
    const field = (name: string) => {
      const value = data.get(name)
      return typeof value === "string" ? value : ""
    }
    const username = field("username").trim()
    const password = field("password")
    const next = { username: username === "", password: password === "" }
    setMissing(next)
    if (next.username || next.password) {
      focusFirstError(event.currentTarget)
      return
    }
    onSubmit({ username, password })
  }

  const showUsernameError = missing.username
  const showPasswordError = missing.password
  return (
    <form className={form} method="post" onSubmit={submit} noValidate aria-label={sessionTexts.form.formLabel}>
      <div className={field}>
        <label htmlFor={`${id}-username`} className={label}>
          {sessionTexts.form.usernameLabel}
        </label>
        <input
          id={`${id}-username`}
          name="username"
          type="text"
          inputMode="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => {
            setTypedUsername(event.target.value)
            if (missing.username && event.target.value.trim() !== "") setMissing({ ...missing, username: false })
          }}
          aria-invalid={showUsernameError}
          aria-describedby={showUsernameError ? `${id}-username-error` : undefined}
          className={textInput}
        />
        {showUsernameError && (
          <p id={`${id}-username-error`} className={fieldError}>
            {sessionTexts.form.usernameRequired}
          </p>
        )}
      </div>
      <div className={field}>
        <label htmlFor={`${id}-password`} className={label}>
          {sessionTexts.form.passwordLabel}
        </label>
        <PasswordToggleInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          onChange={(event) => {
            if (missing.password && event.target.value !== "") setMissing({ ...missing, password: false })
          }}
          invalid={showPasswordError}
          describedBy={showPasswordError ? `${id}-password-error` : undefined}
          toggleEnabled={hydrated}
        />
        {showPasswordError && (
          <p id={`${id}-password-error`} className={fieldError}>
            {sessionTexts.form.passwordRequired}
          </p>
        )}
        <UiLink
          to={forgotPasswordHref}
          state={{ username: typedUsername.trim() } satisfies ForgotPasswordState}
          className={cx(inlineTextLink, forgotAlign, focusRing)}
        >
          {sessionTexts.form.forgotPassword}
        </UiLink>
      </div>
      {/* A new validation message replaces the last refusal: never two messages about one press. */}
      <div role="alert" className={serverError}>
        {showUsernameError || showPasswordError ? null : error}
      </div>
      <Button type="submit" fullWidth busy={pending} disabled={!hydrated || locked}>
        {locked ? sessionTexts.form.lockedFor(lockSeconds) : sessionTexts.form.submit}
      </Button>
      <p className={registerLine}>
        {sessionTexts.form.noAccount}{" "}
        <UiLink to={registerHref} className={cx(inlineTextLink, focusRing)}>
          {sessionTexts.form.register}
        </UiLink>
      </p>
    </form>
  )
}
