import type { ReactNode } from "react"
import { css, cx } from "../../../styled-system/css"
import { formatInteger } from "../../domain/money"
import { BrandLogo } from "./brand-logo"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { Skeleton } from "../skeleton"
import { shellTexts } from "./texts"

// One row on a wide screen; on a phone the balance takes a second row of its own (#29): beside the
// logo, the name, the bell, the logout and the menu it would leave the name no room.
const bar = css({
  position: "sticky",
  top: "0",
  zIndex: 30,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: "2",
  rowGap: "1",
  paddingX: "2",
  paddingY: "2",
  paddingTop: "calc(0.5rem + env(safe-area-inset-top))",
  bg: "rgba(17, 17, 17, 0.92)",
  backdropFilter: "blur(8px)",
  borderBottom: "1px solid rgba(255, 255, 255, 0.08)",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.6"
})
const user = css({ flex: "1", minWidth: "0", display: "flex", flexDirection: "column" })
const name = css({
  fontSize: "md",
  fontWeight: "semibold",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap"
})
// One line each, whatever the width: the name shortens with an ellipsis. The username is the
// player's (LAYOUT-03) and keeps its room; the online count gives way first, whole: where it does
// not fit it wraps onto a second line that is cut off, as a number shown in part would be wrong.
const meta = css({
  display: "flex",
  flexWrap: "wrap",
  minWidth: "0",
  height: "1.5em",
  overflow: "hidden",
  columnGap: "2",
  fontSize: "sm",
  lineHeight: "1.5",
  color: "muted",
  whiteSpace: "nowrap"
})
/** The name is the device's snapshot until the session is read (#16): quietly dimmed meanwhile. */
const updatingName = css({ opacity: 0.7 })
const usernameText = css({ minWidth: "0", overflow: "hidden", textOverflow: "ellipsis" })
/** A name not known yet holds its line's height: the text that replaces it moves nothing. */
const inlineSkeleton = css({ display: "inline-block", verticalAlign: "middle" })
const online = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  fontVariantNumeric: "tabular-nums"
})
/** On a phone the dot and the number say it; the word stays for screen readers. */
const onlineWord = css({ srOnly: true, md: { srOnly: false } })
const dot = css({
  flexShrink: 0,
  width: "8px",
  height: "8px",
  borderRadius: "full",
  bg: "success",
  boxShadow: "0 0 6px token(colors.success)"
})
const logout = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  minWidth: "44px",
  minHeight: "44px",
  justifyContent: "center",
  paddingX: "2",
  borderRadius: "lg",
  color: "paper",
  fontSize: "sm",
  cursor: "pointer",
  _hover: { bg: "surfaceRaised" },
  md: { paddingX: "3" }
})
/** The balance: last on a phone (its own row), between the player and the bell on a wide screen. */
const balanceRow = css({ mdDown: { order: 1, flexBasis: "100%" } })
/**
 * Where the screen shows the balance itself (the dashboard's card) and has scrolled it away: the
 * phone's row hangs under the bar instead of lengthening it, so nothing on the page moves.
 */
const balanceFloats = css({
  mdDown: {
    position: "absolute",
    top: "100%",
    left: "0",
    right: "0",
    padding: "0.25rem 0.5rem",
    bg: "rgba(17, 17, 17, 0.92)",
    borderBottom: "1px solid rgba(255, 255, 255, 0.08)"
  }
})
/** The bell's place, kept while its code loads: nothing in the bar moves when it arrives. */
const noticeSlot = css({ display: "inline-flex", minWidth: "44px", minHeight: "44px" })
const logoutText = css({ srOnly: true, md: { srOnly: false } })

/** The logo's box in the bar: a wide logo at 32 px tall; a narrower one is drawn from the left. */
const TOP_BAR_LOGO_WIDTH = 120

export interface TopBarProps {
  readonly logoUrl: string | null
  readonly brandName: string
  /** Null in a player screen's prerendered frame (#30): nothing of the player is known yet. */
  readonly name: string | null
  readonly username: string | null
  /** Players online from the socket; null hides the count. */
  readonly onlineCount: number | null
  /** Opens the logout confirmation (LAYOUT-04); never logs out by itself. */
  readonly onLogout: () => void
  /** Opens the player menu ('เมนู'). */
  readonly onMenu: () => void
  /** Whether the player menu is open (the button's aria-expanded). */
  readonly menuOpen: boolean
  /** What sits before the logout button: the announcements' bell. */
  readonly notices?: ReactNode
  /** The balance, its refresh and 'ฝาก' (#29); null where the screen's own balance is in view. */
  readonly balance?: ReactNode
  /** The screen shows the balance itself: the bar's hangs below it, over the page, when shown. */
  readonly balanceFloats?: boolean
  /** The logo's image failed to load (the layout reads its configuration entry again, API-15). */
  readonly onLogoFailed?: (url: string) => void
  /** The name shown is the device's snapshot, being brought up to date (#16). */
  readonly updating?: boolean
}

/** The compact logged-in top bar (LAYOUT-02, LAYOUT-03, LAYOUT-04). */
export const TopBar = ({
  logoUrl,
  brandName,
  name: playerName,
  username,
  onlineCount,
  onLogout,
  onMenu,
  menuOpen,
  notices,
  balance = null,
  balanceFloats: floats = false,
  onLogoFailed,
  updating = false
}: TopBarProps) => (
  <header className={bar}>
    <BrandLogo
      logoUrl={logoUrl}
      brandName={brandName}
      href="/auth/dashboard"
      height={32}
      width={TOP_BAR_LOGO_WIDTH}
      onFailed={onLogoFailed}
    />
    <div className={user} aria-label={shellTexts.userArea} role="group" aria-busy={updating || undefined}>
      {playerName === null ? (
        <span className={name}>
          <Skeleton width="8em" height="1em" className={inlineSkeleton} fill="name" />
        </span>
      ) : (
        <span className={cx(name, updating && updatingName)} data-player-name="" data-updating={updating || undefined}>
          {playerName}
        </span>
      )}
      <span className={meta}>
        {username === null ? (
          <span className={usernameText}>
            <Skeleton width="4em" height="1em" className={inlineSkeleton} fill="username" />
          </span>
        ) : (
          <span data-player-username="" className={usernameText}>
            {username}
          </span>
        )}
        {onlineCount !== null && (
          <span className={online} data-online-count="">
            <span aria-hidden="true" className={dot} />
            <span className={onlineWord}>{shellTexts.onlineWord} </span>
            {formatInteger(onlineCount)}
          </span>
        )}
      </span>
    </div>
    {balance === null ? null : <div className={cx(balanceRow, floats && balanceFloats)}>{balance}</div>}
    {notices === undefined ? null : <span className={noticeSlot}>{notices}</span>}
    <button type="button" onClick={onLogout} className={cx(logout, focusRing)}>
      <Icon name="logout" />
      <span className={logoutText}>{shellTexts.logout}</span>
    </button>
    <button
      type="button"
      onClick={onMenu}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      className={cx(logout, focusRing)}
      data-player-menu-button=""
    >
      <Icon name="menu" />
      <span className={logoutText}>{shellTexts.playerMenu.title}</span>
    </button>
  </header>
)
