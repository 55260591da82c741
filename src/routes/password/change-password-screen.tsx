import { useEffect, useId, useRef, type FormEvent } from "react"
import { css } from "../../../styled-system/css"
import { CHANGE_PASSWORD_ANSWERS, firstProblemField, type ChangePasswordField } from "../../domain/change-password"
import {
  selectPasswordChange,
  selectPasswordChangeSending,
  selectPasswordChangeUnsure
} from "../../events/password/selectors"
import { useAppSelector, useCommand } from "../../runtime/react/app-context"
import { Button } from "../../ui/button"
import { BackLink } from "../../ui/back-link"
import { PageSection } from "../../ui/page-section"
import { PasswordChangedNotice, PasswordChangeUnsure } from "../../ui/password/change-password-notices"
import { PasswordField } from "../../ui/password-field"
import { passwordTexts } from "../../ui/password/texts"
import { notify } from "../notify"
import { paths } from "../paths"
import { focusFirstError } from "../../ui/focus-first-error"
import { useHydrated } from "../../ui/use-hydrated"
import { usePageTitle } from "../use-page-title"
import { useChangePasswordForm } from "./use-change-password-form"

// /auth/settings/change-password (ROUTE-13, OPEN-10, #14): the old password, the new one and its
// confirmation, each with show/hide; the rules (OPEN-19) checked as the player types once a field
// is touched, nothing sent while one fails (the first failing field takes the focus). The change is
// a write (money.md): one in flight, a lost answer offered again with the same key. On success the
// fields are emptied; this session stays.

const intro = css({ color: "muted", fontSize: "md", lineHeight: "1.6" })
const form = css({ display: "flex", flexDirection: "column", gap: "3", width: "100%", maxWidth: "480px" })
const refusal = css({ color: "danger", fontSize: "md", lineHeight: "1.6", _empty: { display: "none" } })

const ChangePasswordScreen = () => {
  usePageTitle(passwordTexts.pageName)
  const hydrated = useHydrated()
  const run = useCommand()
  const change = useAppSelector(selectPasswordChange)
  const sending = useAppSelector(selectPasswordChangeSending)
  const unsure = useAppSelector(selectPasswordChangeUnsure)
  const fields = useChangePasswordForm()
  const id = useId()
  const idOf = (field: ChangePasswordField) => `${id}-${field}`

  // An outcome left from an earlier visit means nothing to this empty form: forget it and its key.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    void run((commands) => commands.forgetPasswordChange)
    return () => {
      mounted.current = false
    }
  }, [run])

  const edit = (field: ChangePasswordField, value: string) => {
    fields.change(field, value)
    // Typing again is a new intent: a refusal's note, a done note or an unknown result's key go.
    if (change.changed || unsure || change.error !== null) void run((commands) => commands.forgetPasswordChange)
  }

  // A wrong old password: the focus goes where the player corrects it (what was typed stays).
  const sentHere = useRef(false)
  const wrongOld = change.phase === null && change.error === CHANGE_PASSWORD_ANSWERS.wrongOld
  useEffect(() => {
    if (wrongOld && sentHere.current) document.getElementById(`${id}-oldPassword`)?.focus()
  }, [wrongOld, id])

  // Two presses before React renders again both see `sending` false: this guard is synchronous.
  const pressed = useRef(false)
  const send = () => {
    if (pressed.current) return
    pressed.current = true
    const { values } = fields
    sentHere.current = true
    void run((commands) => commands.changePassword(values))
      .then((outcome) => {
        if (outcome !== "changed") return
        fields.clear()
        // The screen says it itself; a player who left meanwhile hears it from a toast.
        if (!mounted.current) notify.success(passwordTexts.changed)
      })
      .finally(() => {
        pressed.current = false
      })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    fields.touchAll()
    if (firstProblemField(fields.problems) !== null) {
      focusFirstError(event.currentTarget)
      return
    }
    if (!sending) send()
  }

  const noteOf = (problem: string | null) => (problem === null ? null : { kind: "error" as const, text: problem })
  const fieldProps = (field: ChangePasswordField) => ({
    id: idOf(field),
    name: field,
    label: passwordTexts.fields[field],
    value: fields.values[field],
    onChange: (value: string) => edit(field, value),
    onBlur: () => fields.touch(field),
    note: noteOf(fields.problemOf(field))
  })

  return (
    <PageSection title={passwordTexts.pageName} width="narrow">
      <BackLink to={paths.auth.settings} label={passwordTexts.backToAccount} />
      <p className={intro}>{passwordTexts.intro}</p>
      {/* POST and disabled until React has adopted a prerendered frame (#30): a press before that
          would submit natively, and a GET would put the passwords in the address. */}
      <form className={form} method="post" noValidate onSubmit={submit}>
        <PasswordField {...fieldProps("oldPassword")} autoComplete="current-password" />
        <PasswordField {...fieldProps("newPassword")} autoComplete="new-password" hint={passwordTexts.newHint} />
        <PasswordField {...fieldProps("confirmPassword")} autoComplete="new-password" />
        {/* A refusal's Thai text (or the offline note); always in the page, so it is announced. */}
        <p role="alert" className={refusal}>
          {change.error}
        </p>
        {change.changed ? <PasswordChangedNotice /> : null}
        {/* A result not known has one way on, the same change again ('ลองอีกครั้ง'); typing starts a new one. */}
        {unsure ? (
          <PasswordChangeUnsure busy={sending} onRetry={send} />
        ) : (
          <Button type="submit" busy={sending} disabled={!hydrated} fullWidth>
            {passwordTexts.submit}
          </Button>
        )}
      </form>
    </PageSection>
  )
}

export default ChangePasswordScreen
