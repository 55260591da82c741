import { css, cx } from "../../../styled-system/css"
import { formatInteger } from "../../domain/money"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { announcementTexts } from "./texts"

const button = css({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  borderRadius: "lg",
  color: "paper",
  cursor: "pointer",
  _hover: { bg: "surfaceRaised" }
})
const badge = css({
  position: "absolute",
  top: "4px",
  right: "2px",
  minWidth: "20px",
  height: "20px",
  paddingX: "1",
  borderRadius: "full",
  bg: "danger",
  color: "ink",
  fontSize: "xs",
  fontWeight: "bold",
  lineHeight: "20px",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  boxShadow: "0 0 0 2px token(colors.ink)"
})

export interface AnnouncementBellProps {
  readonly unread: number
  readonly expanded: boolean
  readonly onOpen: () => void
}

/** The top bar's bell 'ประกาศ': the unread count in its name and as a badge (UI-19). */
export const AnnouncementBell = ({ unread, expanded, onOpen }: AnnouncementBellProps) => (
  <button
    type="button"
    aria-label={announcementTexts.bellName(unread)}
    aria-haspopup="dialog"
    aria-expanded={expanded}
    onClick={onOpen}
    className={cx(button, focusRing)}
    data-announcement-bell=""
  >
    <Icon name="bell" />
    {unread > 0 ? (
      <span aria-hidden="true" className={badge} data-unread-badge="">
        {unread > 99 ? "99+" : formatInteger(unread)}
      </span>
    ) : null}
  </button>
)
