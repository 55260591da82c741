import { css } from "../../../styled-system/css"
import { MOBILE_DRAWER_MAX_WIDTH_PX } from "../../domain/constants"
import { PUBLIC_MENU, type PublicMenuIcons } from "./public-menu"
import { PublicMenuItem } from "./public-menu-item"
import { PublicLinks } from "./public-links"
import { Sheet } from "../sheet"
import { shellTexts } from "./texts"

const panel = css({ display: "flex", flexDirection: "column", gap: "2" })
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
 * links under the four menu items (#15). From 768px the header shows the menu, so the drawer hides.
 */
export const MobileDrawer = ({ open, icons, onClose }: MobileDrawerProps) => (
  <Sheet
    open={open}
    side="left"
    title={shellTexts.drawerTitle}
    closeLabel={shellTexts.closeMenu}
    onClose={onClose}
    phoneOnly
    maxWidthPx={MOBILE_DRAWER_MAX_WIDTH_PX}
    className={panel}
    backdropData={{ "data-drawer-backdrop": "" }}
  >
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
  </Sheet>
)
