import { selectLoginError, selectLoginPending, selectSessionExpired } from "../../events/selectors"
import { login } from "../../runtime/commands/session"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { useCommand } from "../../runtime/react/use-command"
import { Banner } from "../../ui/banner"
import { LoginForm } from "../../ui/login-form"
import { PageSection } from "../../ui/page-section"
import { pageNames } from "../page-names"
import { shellTexts } from "../shell/shell-texts"
import { usePageTitle } from "../use-page-title"

/** /login (ROUTE-26, AUTH-06..AUTH-08): on success the guard takes the player to /auth. */
const LoginScreen = () => {
  usePageTitle(pageNames.login)
  const run = useCommand()
  const pending = useAppSelector(selectLoginPending)
  const error = useAppSelector(selectLoginError)
  const expired = useAppSelector(selectSessionExpired)
  return (
    <PageSection title={pageNames.login}>
      {expired && error === null ? <Banner kind="network" detail={shellTexts.sessionExpired} /> : null}
      <LoginForm pending={pending} error={error} onSubmit={(credentials) => void run(login(credentials, "login-page"))} />
    </PageSection>
  )
}

export default LoginScreen
