import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { Spinner } from "../spinner"
import { registerTexts } from "./texts"

// A registration whose answer was lost (money.md): while it is read back, and what reading found.

const box = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "surfaceRaised",
  color: "paper",
  lineHeight: "1.6"
})
const row = css({ display: "flex", alignItems: "center", gap: "3" })

export interface RegisterOutcomeProps {
  readonly verifying: boolean
  readonly verified: "registered" | "not-registered" | "unknown" | null
  readonly onLogin: () => void
  readonly onVerify: () => void
  readonly loggingIn: boolean
}

export const RegisterOutcome = ({ verifying, verified, onLogin, onVerify, loggingIn }: RegisterOutcomeProps) => {
  if (verifying) {
    return (
      <div role="status" className={box}>
        <span className={row}>
          <Spinner size="sm" />
          {registerTexts.outcome.verifying}
        </span>
      </div>
    )
  }
  switch (verified) {
    case null:
      return null
    case "registered":
      return (
        <div role="status" className={box}>
          <p>{registerTexts.outcome.registered}</p>
          <Button onClick={onLogin} busy={loggingIn} fullWidth>
            {registerTexts.login}
          </Button>
        </div>
      )
    case "not-registered":
      return (
        <p role="status" className={box}>
          {registerTexts.outcome.notRegistered}
        </p>
      )
    case "unknown":
      return (
        <div role="alert" className={box}>
          <p>{registerTexts.outcome.unknown}</p>
          <Button variant="secondary" onClick={onVerify} fullWidth>
            {registerTexts.outcome.verifyAgain}
          </Button>
        </div>
      )
  }
}
