import { lazy, Suspense } from "react"
import { Outlet, useLocation, useNavigate } from "react-router-dom"
import { useBrand } from "../../runtime/react/app-context"
import { AlternatePublicNav } from "../../ui/shell/alternate-public-nav"
import { Background } from "../../ui/shell/background"
import { PublicFooter } from "../../ui/shell/public-footer"
import { PublicHeader } from "../../ui/shell/public-header"
import { PublicLinksStrip } from "../../ui/shell/public-links"
import { MAIN_ID, SkipLink } from "../../ui/skip-link"
import { useConfigurationImage } from "../use-configuration-image"
import { DEFAULT_HEADER_BACKGROUND } from "../../ui/shell/header-default"
import { css } from "../../../styled-system/css"
import { paths } from "../paths"
import { notify } from "../notify"
import { shellTexts } from "../../ui/shell/texts"

/** The support button (LINE) arrives after the first paint (#29): fixed, it moves nothing when it does. */
const SupportButtonHost = lazy(() => import("./support-button-host"))

/** The registration paths show the logo without a link (LAYOUT-24). */
const REGISTRATION_PATH = /^\/(register|regis\/|regiss\/|aff\/)/

const main = css({ position: "relative", flex: "1", width: "100%", maxWidth: "960px", mx: "auto", px: "4", py: "6" })
// Room below the footer for the support button (56 px at 1.25rem), so it covers no text (#15, #29).
const page = css({
  minHeight: "100dvh",
  display: "flex",
  flexDirection: "column",
  pb: "calc(96px + env(safe-area-inset-bottom))"
})

/** Header 110px, drawer on phones, the support button (LINE) and footer (LAYOUT-20..LAYOUT-27, #29). */
export const PublicLayout = () => {
  const brand = useBrand()
  const { pathname } = useLocation()
  const logoUrl = useConfigurationImage("home.normal.logo")
  const background = useConfigurationImage("home.normal.background")
  const headerBackground = useConfigurationImage("home.top.background")
  const icons = {
    casino: useConfigurationImage("home.top.casino"),
    slot: useConfigurationImage("home.top.slot"),
    sport: useConfigurationImage("home.top.sport"),
    contact: useConfigurationImage("home.top.contact")
  }
  // The registration paths: no logo link (LAYOUT-24), no 'สมัครสมาชิก' leading to itself (#15).
  const onRegistration = REGISTRATION_PATH.test(pathname)
  const guestActions = { login: pathname !== paths.login, register: !onRegistration }
  const navigate = useNavigate()
  const year = new Date().getFullYear()
  // Games sit behind the login (OPEN-55): a guest's search leads there.
  const searchAsGuest = () => {
    notify.info(shellTexts.searchNeedsLogin)
    void navigate(paths.login)
  }
  const content = (
    <main id={MAIN_ID} tabIndex={-1} className={main}>
      <Outlet />
    </main>
  )
  return (
    <div className={page}>
      <SkipLink />
      <Background imageUrl={background} />
      {brand.alternatePublicLayout ? (
        <AlternatePublicNav
          logoUrl={logoUrl}
          brandName={brand.name}
          year={year}
          onSearch={searchAsGuest}
          guestActions={guestActions}
          currentPath={pathname}
        >
          {content}
        </AlternatePublicNav>
      ) : (
        <>
          <PublicHeader
            logoUrl={logoUrl}
            brandName={brand.name}
            logoLinked={!onRegistration}
            backgroundUrl={headerBackground ?? DEFAULT_HEADER_BACKGROUND}
            icons={icons}
            guestActions={guestActions}
          />
          <PublicLinksStrip currentPath={pathname} />
          {content}
          <PublicFooter brandName={brand.name} year={year} />
        </>
      )}
      <Suspense fallback={null}>
        <SupportButtonHost player={false} />
      </Suspense>
    </div>
  )
}
