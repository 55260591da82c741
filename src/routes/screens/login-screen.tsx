import { selectSessionExpired } from "../../events/session/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { Banner } from "../../ui/banner"
import { LoginForm } from "../../ui/login-form"
import { PageSection } from "../../ui/page-section"
import { pageNames } from "../page-names"
import { shellTexts } from "../shell/shell-texts"
import { useLogin } from "../use-login"
import { usePageTitle } from "../use-page-title"

/** /login (ROUTE-26, AUTH-06..AUTH-08): on success the guard takes the player to /auth. */
const LoginScreen = () => {
  usePageTitle(pageNames.login)
  const { pending, error, submit } = useLogin("login-page")
  const expired = useAppSelector(selectSessionExpired)
  return (
    <PageSection title={pageNames.login}>
      {expired && error === null ? <Banner kind="network" detail={shellTexts.sessionExpired} /> : null}
      <LoginForm pending={pending} error={error} onSubmit={submit} />
    </PageSection>
  )
}

export default LoginScreen
