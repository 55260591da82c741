import { lazy, Suspense, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { PUBLIC_HEADER_HEIGHT_PX } from "../../domain/constants"
import { BrandLogo } from "./brand-logo"
import { cssUrl } from "../css-url"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { GuestActions, type GuestActionsProps } from "./guest-actions"
import { PUBLIC_MENU, type PublicMenuIcons } from "./public-menu"
import { PublicMenuItem } from "./public-menu-item"
import { useHydrated } from "../use-hydrated"
import { shellTexts } from "./texts"

// Loaded when first opened: the drawer (and its focus trap) stays off a guest's first paint (#15).
const MobileDrawer = lazy(() => import("./mobile-drawer").then((m) => ({ default: m.MobileDrawer })))

const header = css({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: "2",
  paddingX: "3",
  paddingTop: "env(safe-area-inset-top)",
  bg: "surface",
  backgroundSize: "cover",
  backgroundPosition: "center",
  color: "paper",
  fontFamily: "body",
  boxShadow: "0 2px 12px rgba(0, 0, 0, 0.45)",
  md: { gap: "4", paddingX: "8" }
})
// Below 768px the drawer holds the menu: the header's landmark goes too, or a phone has two of one name.
const menuNav = css({ display: "none", md: { display: "block", marginLeft: "auto" } })
// The logo gives way on a phone, so the guest's two buttons fit beside it (#15).
const logoBox = css({ minWidth: "0", "& img": { maxHeight: "36px", maxWidth: "100%", md: { maxHeight: "none" } } })
const actions = css({ marginLeft: "auto", flexShrink: 0, md: { marginLeft: "0" } })
const menu = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  listStyle: "none",
  margin: "0",
  padding: "0"
})
const hamburger = css({
  display: "inline-flex",
  flexShrink: 0,
  md: { display: "none" },
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: "lg",
  bg: "rgba(0, 0, 0, 0.35)",
  color: "paper",
  cursor: "pointer"
})

export interface PublicHeaderProps {
  readonly logoUrl: string | null
  readonly brandName: string
  /** False on the registration paths, where the logo is not a link (LAYOUT-24). */
  readonly logoLinked?: boolean
  readonly backgroundUrl: string | null
  readonly icons: PublicMenuIcons
  /** Which of 'เข้าสู่ระบบ' and 'สมัครสมาชิก' the page shows (#15): not the one leading to itself. */
  readonly guestActions: GuestActionsProps
}

/** The public header, 110px tall (LAYOUT-20..LAYOUT-23); below 768px the menu moves into a drawer. */
export const PublicHeader = ({
  logoUrl,
  brandName,
  logoLinked = true,
  backgroundUrl,
  icons,
  guestActions
}: PublicHeaderProps) => {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const hydrated = useHydrated()
  return (
    <header
      className={header}
      style={{
        height: `${PUBLIC_HEADER_HEIGHT_PX}px`,
        backgroundImage: backgroundUrl === null ? undefined : cssUrl(backgroundUrl)
      }}
    >
      <button
        type="button"
        aria-label={shellTexts.openMenu}
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        // In a prerendered page the button has no handler until hydration: not pressable till then.
        disabled={!hydrated}
        onClick={() => setDrawerOpen(true)}
        className={cx(hamburger, focusRing)}
      >
        <Icon name="menu" />
      </button>
      <span className={logoBox}>
        <BrandLogo logoUrl={logoUrl} brandName={brandName} href={logoLinked ? "/" : null} height={72} />
      </span>
      <nav aria-label={shellTexts.mainMenu} className={menuNav}>
        <ul className={menu}>
          {PUBLIC_MENU.map((entry) => (
            <li key={entry.key}>
              <PublicMenuItem entry={entry} iconUrl={icons[entry.key]} />
            </li>
          ))}
        </ul>
      </nav>
      <span className={actions}>
        <GuestActions {...guestActions} />
      </span>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer open icons={icons} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  )
}
