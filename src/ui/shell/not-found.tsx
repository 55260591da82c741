import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { StatusPage } from "../status-page"
import { shellTexts } from "./texts"

const homeLink = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "48px",
  paddingX: "6",
  borderRadius: "xl",
  bg: "brand",
  color: "onBrand",
  fontWeight: "semibold",
  textDecoration: "none"
})

/** The 404 page (UI-10, ROUTE-37): the guard on /auth sends a guest on to /login. */
export const NotFound = () => (
  <StatusPage
    icon="search"
    title={shellTexts.errors.notFoundTitle}
    action={
      <UiLink to="/auth/dashboard" className={cx(homeLink, focusRing)}>
        {shellTexts.errors.backToDashboard}
      </UiLink>
    }
  >
    <p>{shellTexts.errors.notFoundHint}</p>
  </StatusPage>
)
