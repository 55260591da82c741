import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { PUBLIC_LINKS } from "./public-menu"
import { shellTexts } from "./texts"

const list = css({ display: "flex", listStyle: "none", margin: "0", padding: "0" })
const link = css({
  display: "flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "3",
  borderRadius: "lg",
  color: "paper",
  fontWeight: "semibold",
  textDecoration: "none",
  whiteSpace: "nowrap",
  _hover: { color: "brand" },
  "&[aria-current=page]": { color: "brand" }
})

export interface PublicLinksProps {
  /** The list's layout: a row under the header, or a column in the drawer. */
  readonly listClassName: string
  /** The page shown, marked as the current one. */
  readonly currentPath?: string
  /** Called after a link is clicked (the drawer closes). */
  readonly onNavigate?: () => void
}

/**
 * โปรโมชั่น, ผลบอลสด and ตารางคะแนน for a guest (#15): beside LAYOUT-20's four menu items, never
 * among them, so the header's menu stays as the spec orders it.
 */
export const PublicLinks = ({ listClassName, currentPath, onNavigate }: PublicLinksProps) => (
  <nav aria-label={shellTexts.moreLinks}>
    <ul className={cx(list, listClassName)}>
      {PUBLIC_LINKS.map(({ href, label }) => (
        <li key={href}>
          <UiLink
            to={href}
            className={cx(link, focusRing)}
            aria-current={href === currentPath ? "page" : undefined}
            onClick={onNavigate}
          >
            {label}
          </UiLink>
        </li>
      ))}
    </ul>
  </nav>
)

// A desktop's row under the header; a phone finds the same links in the drawer (LAYOUT-23).
const strip = css({
  display: "none",
  md: { display: "block" },
  bg: "rgba(0, 0, 0, 0.6)",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderBottomColor: "rgba(255, 255, 255, 0.08)",
  fontFamily: "body"
})
const row = css({ justifyContent: "center", gap: "6", paddingX: "8" })

/** The row of public links under the header (#15). */
export const PublicLinksStrip = ({ currentPath }: { readonly currentPath: string }) => (
  <div className={strip}>
    <PublicLinks listClassName={row} currentPath={currentPath} />
  </div>
)
