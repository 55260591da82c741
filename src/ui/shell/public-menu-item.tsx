import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import type { PublicMenuEntry } from "./public-menu"
import { shellTexts } from "./texts"

const item = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  minHeight: "48px",
  paddingX: "3",
  borderRadius: "lg",
  fontSize: "md",
  fontWeight: "semibold",
  lineHeight: "1.6",
  color: "paper",
  textDecoration: "none",
  whiteSpace: "nowrap"
})
const enabled = css({ cursor: "pointer", _hover: { color: "brand" } })
const disabled = css({ cursor: "not-allowed", opacity: 0.55 })
const icon = css({ width: "32px", height: "32px", objectFit: "contain", flexShrink: 0 })

export interface PublicMenuItemProps {
  readonly entry: PublicMenuEntry
  readonly iconUrl: string | null
  /** Called after an enabled item is clicked (the drawer closes). */
  readonly onNavigate?: () => void
}

/** One public menu item: a link when enabled; otherwise an inert button with aria-disabled (LAYOUT-21). */
export const PublicMenuItem = ({ entry, iconUrl, onNavigate }: PublicMenuItemProps) => {
  const content = (
    <>
      {iconUrl !== null && <img src={iconUrl} alt="" width={32} height={32} className={icon} />}
      <span>{entry.label}</span>
    </>
  )
  if (entry.href === null) {
    return (
      <button
        type="button"
        aria-disabled="true"
        title={shellTexts.menu.comingSoon}
        data-menu-item={entry.key}
        className={cx(item, disabled, focusRing)}
        onClick={(event) => event.preventDefault()}
      >
        {content}
      </button>
    )
  }
  return (
    <UiLink
      to={entry.href}
      className={cx(item, enabled, focusRing)}
      onClick={onNavigate === undefined ? undefined : () => onNavigate()}
    >
      {content}
    </UiLink>
  )
}
