import { useEffect, useState } from "react"
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
const disabledFrame = css({ position: "relative", display: "flex", flexDirection: "column" })
// The reason, under the item that was pressed: a bubble over the page, so nothing below moves.
const reason = css({
  position: "absolute",
  top: "100%",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 20,
  marginTop: "1",
  paddingX: "3",
  paddingY: "1.5",
  borderRadius: "md",
  bg: "paper",
  color: "ink",
  fontSize: "sm",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  boxShadow: "0 6px 16px rgba(0, 0, 0, 0.45)",
  pointerEvents: "none",
  _empty: { display: "none" }
})

/** How long the reason stays after a press. */
const REASON_MS = 3_000
const icon = css({ width: "32px", height: "32px", objectFit: "contain", flexShrink: 0 })

export interface PublicMenuItemProps {
  readonly entry: PublicMenuEntry
  readonly iconUrl: string | null
  /** Called after an enabled item is clicked (the drawer closes). */
  readonly onNavigate?: () => void
}

/**
 * One public menu item: a link when enabled; otherwise an inert button with aria-disabled
 * (LAYOUT-21) that says why when pressed ('เข้าสู่ระบบเพื่อเล่น', #15): a phone has no hover, so a
 * title alone would leave a guest tapping at nothing.
 */
export const PublicMenuItem = ({ entry, iconUrl, onNavigate }: PublicMenuItemProps) => {
  const [explaining, setExplaining] = useState(false)
  useEffect(() => {
    if (!explaining) return undefined
    const timer = setTimeout(() => setExplaining(false), REASON_MS)
    return () => clearTimeout(timer)
  }, [explaining])
  const content = (
    <>
      {iconUrl !== null && (
        // Not ImageWithFallback: the public pages' first paint has no bytes to spare. A decorative
        // icon that fails leaves its fixed 32 px box empty, never the broken-image icon (UI-03, #15).
        <img
          src={iconUrl}
          alt=""
          width={32}
          height={32}
          className={icon}
          onError={(event) => {
            event.currentTarget.style.visibility = "hidden"
          }}
        />
      )}
      <span>{entry.label}</span>
    </>
  )
  if (entry.href === null) {
    return (
      <span className={disabledFrame}>
        <button
          type="button"
          aria-disabled="true"
          title={shellTexts.menu.loginToPlay}
          data-menu-item={entry.key}
          className={cx(item, disabled, focusRing)}
          onClick={(event) => {
            event.preventDefault()
            setExplaining(true)
          }}
        >
          {content}
        </button>
        {/* Always in the page, so a screen reader hears the reason when it is filled in. */}
        <span role="status" className={reason} data-menu-reason={entry.key}>
          {explaining ? shellTexts.menu.loginToPlay : ""}
        </span>
      </span>
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
