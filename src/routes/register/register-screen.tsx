import { useEffect, useMemo, useRef, useState } from "react"
import { useParams } from "react-router-dom"
import { css, cx } from "../../../styled-system/css"
import { digitsOnly } from "../../domain/banks"
import { normaliseAffiliateCode } from "../../domain/register-lookup"
import type { RegisterRequest, RegisterPath } from "../../domain/register-schema"
import {
  selectRegisterError,
  selectRegisterStep,
  selectRegisterSubmitting,
  selectRegisterVerified,
  selectRegisterVerifying
} from "../../events/register/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { focusRing } from "../../ui/focus-ring"
import { inlineTextLink, UiLink } from "../../ui/link"
import { PageSection } from "../../ui/page-section"
import { RegisterOutcome } from "../../ui/register/register-outcome"
import { RegisterSteps } from "../../ui/register/register-steps"
import { Step1Form } from "../../ui/register/step1-form"
import { Step2Form } from "../../ui/register/step2-form"
import { registerTexts } from "../../ui/register/texts"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { welcomeAfter } from "./welcome"
import { useRegisterForm } from "./use-register-form"
import { useRegisterLookups } from "./use-register-lookups"
import { STEP1_FIELDS, STEP2_FIELDS, useRegisterNotes } from "./use-register-notes"

// /register, /regis/{team}/{marketing}, /regiss/{team}/{marketing}, /aff/{afCode} (ROUTE-27..30):
// the two steps of UI-14, then one POST; on success the session starts and the guest guard takes
// the player to /auth/dashboard, where a toast welcomes them (the check-in popup waits for it: #29).

const stepHeading = css({ fontSize: "lg", fontWeight: "semibold", color: "paper", outline: "none" })
const footer = css({ textAlign: "center", color: "muted", fontSize: "md" })

const usePath = (): RegisterPath => {
  const { team, marketing, afCode } = useParams()
  return useMemo(
    () => ({
      inviterCode: afCode === undefined ? null : normaliseAffiliateCode(afCode),
      team: team ?? null,
      marketing: marketing ?? null
    }),
    [team, marketing, afCode]
  )
}

const RegisterScreen = () => {
  usePageTitle(registerTexts.pageName)
  const path = usePath()
  useScreenCommand(useMemo((): PickCommand<unknown> => (commands) => commands.openRegistration(path), [path]))
  const run = useCommand()
  const step = useAppSelector(selectRegisterStep)
  const submitting = useAppSelector(selectRegisterSubmitting)
  const verifying = useAppSelector(selectRegisterVerifying)
  const verified = useAppSelector(selectRegisterVerified)
  const error = useAppSelector(selectRegisterError)
  const inviterLocked = path.inviterCode !== null
  const form = useRegisterForm(path.inviterCode)
  useRegisterLookups(form.values, inviterLocked)
  const { notes, step1Ready, step2Ready, accountName, accountNameFromBank } = useRegisterNotes(form.values, form.left)
  const [loggingIn, setLoggingIn] = useState(false)

  // Each step's heading takes the focus when the step changes, so a screen reader hears where it is.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstStep = useRef(true)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])

  const { values } = form
  const next = () => {
    form.leaveAll(STEP1_FIELDS)
    if (!step1Ready) return
    void run((commands) =>
      commands.completeRegisterStep1({ phone: digitsOnly(values.phone), username: values.username.trim() })
    )
  }
  const submit = () => {
    form.leaveAll(STEP2_FIELDS)
    if (!step2Ready || submitting || verifying) return
    const inviter = normaliseAffiliateCode(values.inviterCode)
    const lineId = values.lineId.trim()
    const request: RegisterRequest = {
      phone: digitsOnly(values.phone),
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirm,
      bankCode: values.bankCode,
      bankId: digitsOnly(values.bankId),
      bankAccountName: accountName.trim(),
      lineId: lineId === "" ? null : lineId,
      inviterCode: inviter === "" ? null : inviter,
      team: path.team,
      marketing: path.marketing
    }
    welcomeAfter(
      run((commands) => commands.register(request)).then((outcome) =>
        outcome === "registered" ? registerTexts.welcome(request.username) : null
      )
    )
  }
  const login = () => {
    setLoggingIn(true)
    const username = values.username.trim()
    welcomeAfter(
      run((commands) => commands.login({ username, password: values.password }, "login-page")).then((ok) => {
        setLoggingIn(false)
        return ok ? registerTexts.welcome(username) : null
      })
    )
  }

  return (
    <PageSection title={registerTexts.pageName} width="form">
      <RegisterSteps step={step} />
      <h2 ref={headingRef} tabIndex={-1} className={cx(stepHeading)}>
        {step === 1 ? registerTexts.steps.account : registerTexts.steps.bank}
      </h2>
      {step === 1 ? (
        <Step1Form values={values} notes={notes} onChange={form.change} onBlur={form.leave} onNext={next} />
      ) : (
        <>
          <Step2Form
            values={accountNameFromBank ? { ...values, accountName } : values}
            notes={notes}
            onChange={form.change}
            onBlur={form.leave}
            accountNameFromBank={accountNameFromBank}
            inviterLocked={inviterLocked}
            busy={submitting || verifying}
            error={error}
            onBack={() => void run((commands) => commands.registerStepBack)}
            onSubmit={submit}
          />
          <RegisterOutcome
            verifying={verifying}
            verified={verified}
            loggingIn={loggingIn}
            onLogin={login}
            onVerify={() => void run((commands) => commands.verifyRegistration(values.username.trim()))}
          />
        </>
      )}
      <p className={footer}>
        {registerTexts.haveAccount}{" "}
        <UiLink to={paths.login} className={cx(inlineTextLink, focusRing)}>
          {registerTexts.login}
        </UiLink>
      </p>
    </PageSection>
  )
}

export default RegisterScreen
