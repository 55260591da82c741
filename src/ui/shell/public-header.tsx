import { useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { PUBLIC_HEADER_HEIGHT_PX } from "../../domain/constants"
import { BrandLogo } from "./brand-logo"
import { cssUrl } from "../css-url"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { MobileDrawer } from "./mobile-drawer"
import { PUBLIC_MENU, type PublicMenuIcons } from "./public-menu"
import { PublicMenuItem } from "./public-menu-item"
import { useHydrated } from "../use-hydrated"
import { shellTexts } from "./texts"

const header = css({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "4",
  paddingX: "4",
  paddingTop: "env(safe-area-inset-top)",
  bg: "surface",
  backgroundSize: "cover",
  backgroundPosition: "center",
  color: "paper",
  fontFamily: "body",
  boxShadow: "0 2px 12px rgba(0, 0, 0, 0.45)",
  md: { paddingX: "8" }
})
// Below 768px the drawer holds the menu: the header's landmark goes too, or a phone has two of one name.
const menuNav = css({ display: "none", md: { display: "block" } })
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
  md: { display: "none" },
  alignItems: "center",
  justifyContent: "center",
  width: "48px",
  height: "48px",
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
}

/** The public header, 110px tall (LAYOUT-20..LAYOUT-23); below 768px the menu moves into a drawer. */
export const PublicHeader = ({ logoUrl, brandName, logoLinked = true, backgroundUrl, icons }: PublicHeaderProps) => {
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
      <BrandLogo logoUrl={logoUrl} brandName={brandName} href={logoLinked ? "/" : null} height={72} />
      <nav aria-label={shellTexts.mainMenu} className={menuNav}>
        <ul className={menu}>
          {PUBLIC_MENU.map((entry) => (
            <li key={entry.key}>
              <PublicMenuItem entry={entry} iconUrl={icons[entry.key]} />
            </li>
          ))}
        </ul>
      </nav>
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
      <MobileDrawer open={drawerOpen} icons={icons} onClose={() => setDrawerOpen(false)} />
    </header>
  )
}
