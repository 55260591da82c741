import { useRef } from "react"
import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { roundIconButton } from "../icon-button-style"
import { Icon } from "../icon"
import { MenuIcon, type MenuIconName } from "./menu-icons"
import { UiLink } from "../link"
import { useModalFocus } from "../use-modal-focus"
import { shellTexts } from "./texts"

const root = css({ position: "fixed", inset: "0", zIndex: 95 })
const backdrop = css({ position: "absolute", inset: "0", bg: "rgba(0, 0, 0, 0.6)" })
// A bottom sheet on phones (thumb reach); a panel under the top bar's right end on wider screens.
const panel = css({
  position: "absolute",
  left: "0",
  right: "0",
  bottom: "0",
  maxHeight: "85dvh",
  overflowY: "auto",
  bg: "surface",
  color: "paper",
  borderTopRadius: "2xl",
  paddingX: "4",
  paddingTop: "3",
  paddingBottom: "calc(1rem + env(safe-area-inset-bottom))",
  boxShadow: "0 -12px 40px rgba(0, 0, 0, 0.5)",
  fontFamily: "body",
  md: {
    left: "auto",
    right: "4",
    bottom: "auto",
    top: "72px",
    width: "360px",
    borderRadius: "2xl",
    boxShadow: "0 20px 60px rgba(0, 0, 0, 0.6)"
  }
})
const handle = css({
  width: "40px",
  height: "4px",
  borderRadius: "full",
  bg: "rgba(255, 255, 255, 0.24)",
  mx: "auto",
  mb: "2",
  md: { display: "none" }
})
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "2" })
const title = css({ fontSize: "lg", fontWeight: "bold", margin: "0" })
const grid = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "2",
  listStyle: "none",
  margin: "0",
  padding: "0"
})
const item = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "1",
  minHeight: "84px",
  paddingX: "2",
  paddingY: "3",
  borderRadius: "xl",
  bg: "surfaceRaised",
  color: "paper",
  fontSize: "sm",
  textAlign: "center",
  textDecoration: "none",
  lineHeight: "1.3",
  _hover: { bg: "rgba(255, 255, 255, 0.12)" },
  "&[aria-current=page]": { outline: "2px solid token(colors.primary)", outlineOffset: "-2px" }
})
const itemIcon = css({ color: "primary" })
const logoutButton = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  width: "100%",
  minHeight: "48px",
  mt: "3",
  borderRadius: "xl",
  border: "1px solid rgba(255, 255, 255, 0.16)",
  bg: "transparent",
  color: "paper",
  fontSize: "md",
  cursor: "pointer",
  _hover: { bg: "surfaceRaised" }
})

export interface PlayerMenuEntry {
  readonly href: string
  readonly label: string
  readonly icon: MenuIconName
}

export interface PlayerMenuProps {
  readonly open: boolean
  readonly entries: ReadonlyArray<PlayerMenuEntry>
  readonly activePath: string
  readonly onClose: () => void
  readonly onLogout: () => void
}

const TITLE_ID = "player-menu-title"

/** The player menu ('เมนู'): every player screen there is, and logout; a sheet on phones. */
export const PlayerMenu = ({ open, entries, activePath, onClose, onLogout }: PlayerMenuProps) => {
  const panelRef = useRef<HTMLDivElement>(null)
  useModalFocus(open, panelRef, onClose)
  if (!open) return null
  return (
    <div className={root}>
      <div aria-hidden="true" className={backdrop} onClick={onClose} data-menu-backdrop="" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        className={panel}
        data-player-menu=""
      >
        <div aria-hidden="true" className={handle} />
        <div className={head}>
          <h2 id={TITLE_ID} className={title}>
            {shellTexts.playerMenu.title}
          </h2>
          <button
            type="button"
            aria-label={shellTexts.closeMenu}
            onClick={onClose}
            className={cx(roundIconButton, focusRing)}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={shellTexts.playerMenu.title}>
          <ul className={grid}>
            {entries.map((entry) => (
              <li key={entry.href}>
                <UiLink
                  to={entry.href}
                  className={cx(item, focusRing)}
                  aria-current={entry.href === activePath ? "page" : undefined}
                  onClick={onClose}
                >
                  <MenuIcon name={entry.icon} size={26} className={itemIcon} />
                  {entry.label}
                </UiLink>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" onClick={onLogout} className={cx(logoutButton, focusRing)}>
          <Icon name="logout" size={20} />
          {shellTexts.logout}
        </button>
      </div>
    </div>
  )
}
