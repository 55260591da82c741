import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { MenuIcon, type MenuIconName } from "./menu-icons"
import { UiLink } from "../link"
import { Sheet } from "../sheet"
import { shellTexts } from "./texts"

// The sheet comes up from the bottom on phones (thumb reach); on wider screens it is a panel under the
// top bar's right end, beside the 'เมนู' button that opened it.
const panel = css({
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

/** The player menu ('เมนู'): every player screen there is, and logout; a sheet on phones. */
export const PlayerMenu = ({ open, entries, activePath, onClose, onLogout }: PlayerMenuProps) => (
  <Sheet
    open={open}
    side="bottom"
    title={shellTexts.playerMenu.title}
    titleIsHeading
    closeLabel={shellTexts.closeMenu}
    onClose={onClose}
    className={panel}
    panelData={{ "data-player-menu": "" }}
    backdropData={{ "data-menu-backdrop": "" }}
  >
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
  </Sheet>
)
