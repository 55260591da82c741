import { useRef } from "react"
import { css, cx } from "../../../styled-system/css"
import { MOBILE_DRAWER_MAX_WIDTH_PX } from "../../domain/constants"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { PUBLIC_MENU, type PublicMenuIcons } from "./public-menu"
import { PublicMenuItem } from "./public-menu-item"
import { PublicLinks } from "./public-links"
import { useModalFocus } from "../use-modal-focus"
import { shellTexts } from "./texts"

const root = css({ position: "fixed", inset: "0", zIndex: 90, md: { display: "none" } })
const backdrop = css({ position: "absolute", inset: "0", bg: "rgba(0, 0, 0, 0.6)" })
const panel = css({
  position: "absolute",
  top: "0",
  bottom: "0",
  left: "0",
  width: "80vw",
  display: "flex",
  flexDirection: "column",
  gap: "2",
  bg: "surface",
  color: "paper",
  paddingTop: "calc(1rem + env(safe-area-inset-top))",
  paddingBottom: "calc(1rem + env(safe-area-inset-bottom))",
  paddingLeft: "calc(1rem + env(safe-area-inset-left))",
  paddingRight: "4",
  boxShadow: "4px 0 24px rgba(0, 0, 0, 0.5)",
  overflowY: "auto",
  fontFamily: "body"
})
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", marginBottom: "2" })
const title = css({ fontSize: "lg", fontWeight: "bold" })
const closeButton = css({
  width: "44px",
  height: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "full",
  cursor: "pointer",
  _hover: { bg: "surfaceRaised" }
})
const links = css({
  flexDirection: "column",
  gap: "1",
  marginTop: "2",
  paddingTop: "2",
  borderTopWidth: "1px",
  borderTopStyle: "solid",
  borderTopColor: "rgba(255, 255, 255, 0.12)"
})
const list = css({ display: "flex", flexDirection: "column", gap: "1", listStyle: "none", margin: "0", padding: "0" })

export interface MobileDrawerProps {
  readonly open: boolean
  readonly icons: PublicMenuIcons
  readonly onClose: () => void
}

/**
 * The public menu on small screens (LAYOUT-23): a left drawer at most 300px wide, with the public
 * links under the four menu items (#15).
 */
export const MobileDrawer = ({ open, icons, onClose }: MobileDrawerProps) => {
  const panelRef = useRef<HTMLDivElement>(null)
  useModalFocus(open, panelRef, onClose)
  if (!open) return null
  return (
    <div className={root}>
      <div aria-hidden="true" className={backdrop} onClick={onClose} data-drawer-backdrop="" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={shellTexts.drawerTitle}
        className={panel}
        style={{ maxWidth: `${MOBILE_DRAWER_MAX_WIDTH_PX}px` }}
      >
        <div className={head}>
          <span className={title}>{shellTexts.drawerTitle}</span>
          <button
            type="button"
            aria-label={shellTexts.closeMenu}
            onClick={onClose}
            className={cx(closeButton, focusRing)}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={shellTexts.mainMenu}>
          <ul className={list}>
            {PUBLIC_MENU.map((entry) => (
              <li key={entry.key}>
                <PublicMenuItem entry={entry} iconUrl={icons[entry.key]} onNavigate={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        <PublicLinks listClassName={links} onNavigate={onClose} />
      </div>
    </div>
  )
}
