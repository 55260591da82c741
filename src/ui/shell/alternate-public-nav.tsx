import { useId, useState, type FormEvent, type ReactNode } from "react"
import { textInput } from "../text-input-style"
import { css, cx } from "../../../styled-system/css"
import { BrandLogo } from "./brand-logo"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { GuestActions, type GuestActionsProps } from "./guest-actions"
import { PublicLinks } from "./public-links"
import { PublicFooter } from "./public-footer"
import { shellTexts } from "./texts"

const input = cx(textInput, css({ flex: "1" }))
const shell = css({ minHeight: "100dvh", display: "flex", flexDirection: "column", fontFamily: "body", color: "paper" })
const bar = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
  paddingX: "4",
  paddingY: "3",
  paddingTop: "calc(0.75rem + env(safe-area-inset-top))",
  bg: "rgba(0, 0, 0, 0.6)"
})
const search = css({
  order: 3,
  flexBasis: "100%",
  display: "flex",
  gap: "2",
  md: { order: 2, flexBasis: "auto", flex: "1" }
})
const searchButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: "lg",
  bg: "surfaceRaised",
  cursor: "pointer"
})
const actions = css({ order: 2, marginLeft: "auto", md: { order: 3, marginLeft: "0" } })
const links = css({ justifyContent: "center", gap: "2", overflowX: "auto", bg: "rgba(0, 0, 0, 0.45)", paddingX: "2" })
const main = css({ flex: "1" })

export interface AlternatePublicNavProps {
  readonly logoUrl: string | null
  readonly brandName: string
  readonly year: number
  readonly onSearch: (query: string) => void
  readonly guestActions: GuestActionsProps
  readonly currentPath: string
  readonly children: ReactNode
}

/**
 * The alternate public layout (LAYOUT-27): logo, search box, the login and register links (#15),
 * the public links, then the page and a footer.
 */
export const AlternatePublicNav = ({
  logoUrl,
  brandName,
  year,
  onSearch,
  guestActions,
  currentPath,
  children
}: AlternatePublicNavProps) => {
  const inputId = useId()
  const [query, setQuery] = useState("")
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(query.trim())
  }
  return (
    <div className={shell}>
      <header>
        <nav aria-label={shellTexts.mainMenu} className={bar}>
          <BrandLogo logoUrl={logoUrl} brandName={brandName} href="/" height={44} />
          <form role="search" className={search} onSubmit={submit}>
            <label htmlFor={inputId} className={css({ srOnly: true })}>
              {shellTexts.searchLabel}
            </label>
            <input
              id={inputId}
              type="search"
              name="q"
              value={query}
              placeholder={shellTexts.searchPlaceholder}
              onChange={(event) => setQuery(event.target.value)}
              className={input}
            />
            <button type="submit" aria-label={shellTexts.searchSubmit} className={cx(searchButton, focusRing)}>
              <Icon name="search" />
            </button>
          </form>
          <span className={actions}>
            <GuestActions {...guestActions} />
          </span>
        </nav>
        <PublicLinks listClassName={links} currentPath={currentPath} />
      </header>
      {/* The layout's children are its <main> (public-layout.tsx): one main landmark, never nested. */}
      <div className={main}>{children}</div>
      <PublicFooter brandName={brandName} year={year} />
    </div>
  )
}
