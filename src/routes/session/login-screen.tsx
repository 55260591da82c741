import { selectSessionExpired } from "../../events/session/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { Banner } from "../../ui/shell/banner"
import { LoginForm } from "../../ui/session/login-form"
import { PageSection } from "../../ui/page-section"
import { useLogin } from "./use-login"
import { usePageTitle } from "../use-page-title"
import { sessionTexts } from "../../ui/session/texts"

/** /login (ROUTE-26, AUTH-06..AUTH-08): on success the guard takes the player to /auth. */
const LoginScreen = () => {
  usePageTitle(sessionTexts.pageNames.login)
  const { pending, error, submit } = useLogin("login-page")
  const expired = useAppSelector(selectSessionExpired)
  return (
    <PageSection title={sessionTexts.pageNames.login}>
      {expired && error === null ? <Banner kind="network" detail={sessionTexts.sessionExpired} /> : null}
      <LoginForm pending={pending} error={error} onSubmit={submit} />
    </PageSection>
  )
}

export default LoginScreen
