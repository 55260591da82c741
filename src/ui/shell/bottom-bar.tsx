import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { Icon, type IconName } from "../icon"
import { ImageWithFallback } from "../image-with-fallback"
import { UiLink } from "../link"
import { shellTexts } from "./texts"

const bar = css({
  position: "fixed",
  left: "0",
  right: "0",
  bottom: "0",
  zIndex: 30,
  bg: "rgba(17, 17, 17, 0.96)",
  borderTop: "1px solid rgba(255, 255, 255, 0.1)",
  paddingBottom: "env(safe-area-inset-bottom)",
  fontFamily: "body"
})
const list = css({
  display: "grid",
  gridTemplateColumns: "repeat(5, 1fr)",
  alignItems: "end",
  maxWidth: "640px",
  marginX: "auto",
  listStyle: "none",
  margin: "0 auto",
  padding: "0"
})
const item = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5",
  minHeight: "60px",
  paddingY: "1",
  fontSize: "xs",
  lineHeight: "1.6",
  color: "muted",
  textDecoration: "none",
  borderRadius: "md",
  _hover: { color: "paper" }
})
const active = css({ color: "brand", fontWeight: "semibold", _hover: { color: "brand" } })
const centreCell = css({ display: "flex", justifyContent: "center" })
const centre = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "68px",
  height: "68px",
  marginTop: "-28px",
  marginBottom: "2",
  borderRadius: "full",
  bg: "brand",
  borderWidth: "4px",
  borderStyle: "solid",
  borderColor: "surface",
  boxShadow: "0 6px 18px rgba(0, 0, 0, 0.55)",
  overflow: "hidden"
})
const centreImage = css({ width: "100%", height: "100%", objectFit: "cover" })

interface BarItem {
  readonly href: string
  readonly label: string
  readonly icon: IconName
}

export interface BottomBarProps {
  /** The current path; the matching item is highlighted with aria-current="page". */
  readonly activePath: string
  /** Withdraw for the designated brand, Media for the others (LAYOUT-18). */
  readonly showWithdraw: boolean
  /** The game category link with its cat parameter (LAYOUT-17). */
  readonly centreHref: string
  /** home.menuBottom.allGame (LAYOUT-19). */
  readonly centreIconUrl: string | null
  readonly placeholderSrc: string
}

const texts = shellTexts.bottomBar

const isActive = (activePath: string, href: string): boolean => activePath === href || activePath.startsWith(`${href}/`)

const renderItem = (entry: BarItem, activePath: string) => {
  const current = isActive(activePath, entry.href)
  return (
    <li key={entry.href}>
      <UiLink
        to={entry.href}
        aria-current={current ? "page" : undefined}
        className={cx(item, current && active, focusRing)}
      >
        <Icon name={entry.icon} />
        <span>{entry.label}</span>
      </UiLink>
    </li>
  )
}

/** The fixed logged-in bottom bar (LAYOUT-15..LAYOUT-19) with its raised centre games button. */
export const BottomBar = ({ activePath, showWithdraw, centreHref, centreIconUrl, placeholderSrc }: BottomBarProps) => {
  const left: ReadonlyArray<BarItem> = [
    { href: "/auth/dashboard", label: texts.dashboard, icon: "home" },
    { href: "/auth/deposit", label: texts.deposit, icon: "deposit" }
  ]
  const right: ReadonlyArray<BarItem> = [
    showWithdraw
      ? { href: "/auth/withdraw", label: texts.withdraw, icon: "withdraw" }
      : { href: "/auth/media", label: texts.media, icon: "media" },
    { href: "/auth/contact", label: texts.contact, icon: "contact" }
  ]
  return (
    <nav aria-label={texts.label} className={bar} data-bottom-bar>
      <ul className={list}>
        {left.map((entry) => renderItem(entry, activePath))}
        <li className={centreCell}>
          <UiLink
            to={centreHref}
            aria-current={isActive(activePath, "/auth/games") ? "page" : undefined}
            className={cx(centre, focusRing)}
          >
            <ImageWithFallback
              src={centreIconUrl}
              placeholderSrc={placeholderSrc}
              alt={texts.allGames}
              className={centreImage}
            />
          </UiLink>
        </li>
        {right.map((entry) => renderItem(entry, activePath))}
      </ul>
    </nav>
  )
}
