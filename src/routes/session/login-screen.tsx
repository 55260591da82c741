import { selectSessionExpired } from "../../events/session/selectors"
import { useAppSelector, type PickCommand, useScreenCommand } from "../../runtime/react/app-context"
import { SessionExpiredNotice } from "../../ui/session/session-expired-notice"
import { LoginForm } from "../../ui/session/login-form"
import { PageSection } from "../../ui/page-section"
import { useLogin } from "./use-login"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { sessionTexts } from "../../ui/session/texts"

const reloadPublicData: PickCommand<void> = (commands) => commands.reloadPublicData

/** /login (ROUTE-26, AUTH-06..AUTH-08): on success the guard takes the player to /auth. */
const LoginScreen = () => {
  usePageTitle(sessionTexts.pageNames.login)
  const { pending, error, lockedUntil, submit } = useLogin("login-page")
  const expired = useAppSelector(selectSessionExpired)
  // The session ended and took the public data with it (STORE-04): load it again here.
  useScreenCommand(expired ? reloadPublicData : null)
  return (
    <PageSection title={sessionTexts.pageNames.login} width="narrow">
      {expired && error === null ? <SessionExpiredNotice /> : null}
      <LoginForm
        pending={pending}
        error={error}
        lockedUntil={lockedUntil}
        onSubmit={submit}
        registerHref={paths.register}
        forgotPasswordHref={paths.forgotPassword}
      />
    </PageSection>
  )
}

export default LoginScreen
