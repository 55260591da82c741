import { useState } from "react"
import { useLocation } from "react-router-dom"
import { lineChatLink, resetIdentifier } from "../../domain/password-reset"
import { selectLineIds, selectSettingsFailure, selectSettingsSettled } from "../../events/site/selectors"
import { type PickCommand, useAppSelector, useBrand, useCommand } from "../../runtime/react/app-context"
import { copyText } from "../../ui/browser-files"
import { PageSection } from "../../ui/page-section"
import { ForgotPassword } from "../../ui/session/forgot-password"
import { forgotPasswordTexts } from "../../ui/session/forgot-password-texts"
import type { CopyStatus, SupportLine } from "../../ui/session/support-line-actions"
import { useHydrated } from "../../ui/use-hydrated"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"

const loadGlobalSetting: PickCommand<void> = (commands) => commands.loadGlobalSetting

/** The username 'ลืมรหัสผ่าน?' brought as the router's state (ForgotPasswordState); "" without one. */
const usernameFrom = (state: unknown): string =>
  typeof state === "object" && state !== null && "username" in state && typeof state.username === "string"
    ? state.username
    : ""

/** The brand's LINE for this message: the main contact (the backup when there is no main one). */
const useSupportLine = (message: string): SupportLine => {
  const ids = useAppSelector(selectLineIds)
  const settled = useAppSelector(selectSettingsSettled)
  const failure = useAppSelector(selectSettingsFailure)
  const run = useCommand()
  if (failure !== null) return { state: "failed", detail: failure, onRetry: () => void run(loadGlobalSetting) }
  if (ids === null) return settled ? { state: "none" } : { state: "loading" }
  const id = (ids.main.trim() === "" ? ids.backup : ids.main).trim()
  const link = lineChatLink(id, message)
  return link === null ? { state: "none" } : { state: "ready", id, link }
}

/**
 * /forgot-password (#29): the operator's API has no reset call, so the page explains the reset
 * through support and prepares the message naming the account, with the brand's LINE to send it.
 */
const ForgotPasswordScreen = () => {
  usePageTitle(forgotPasswordTexts.pageName)
  const brand = useBrand()
  const location = useLocation()
  // The prerendered page has no router state: the login form's username joins once React adopted it.
  const hydrated = useHydrated()
  const [typed, setTyped] = useState<string | null>(null)
  const identifier = typed ?? (hydrated ? usernameFrom(location.state) : "")
  const message = forgotPasswordTexts.message(brand.name, resetIdentifier(identifier))
  const line = useSupportLine(message)
  const [copyStatus, setCopyStatus] = useState<CopyStatus>("idle")
  const copy = () => void copyText(message).then((copied) => setCopyStatus(copied ? "copied" : "manual"))
  return (
    <PageSection title={forgotPasswordTexts.pageName} width="narrow">
      <ForgotPassword
        identifier={identifier}
        onIdentifierChange={(value) => {
          setTyped(value)
          // 'คัดลอกแล้ว' was said of the message before this change.
          setCopyStatus("idle")
        }}
        message={message}
        line={line}
        onCopy={copy}
        copyStatus={copyStatus}
        loginHref={paths.login}
      />
    </PageSection>
  )
}

export default ForgotPasswordScreen
