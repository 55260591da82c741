import { useId, useState, type FormEvent, type ReactNode } from "react"
import { textInput } from "../text-input-style"
import { css, cx } from "../../../styled-system/css"
import { BrandLogo } from "./brand-logo"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { UiLink } from "../link"
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
const login = css({
  order: 2,
  marginLeft: "auto",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "4",
  borderRadius: "lg",
  bg: "brand",
  color: "onBrand",
  fontWeight: "semibold",
  textDecoration: "none",
  md: { order: 3, marginLeft: "0" }
})
const main = css({ flex: "1" })

export interface AlternatePublicNavProps {
  readonly logoUrl: string | null
  readonly brandName: string
  readonly year: number
  readonly onSearch: (query: string) => void
  readonly children: ReactNode
}

/** The alternate public layout (LAYOUT-27): logo, search box, login link, then the page and a footer. */
export const AlternatePublicNav = ({ logoUrl, brandName, year, onSearch, children }: AlternatePublicNavProps) => {
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
          <UiLink to="/login" className={cx(login, focusRing)}>
            {shellTexts.login}
          </UiLink>
        </nav>
      </header>
      <main className={main}>{children}</main>
      <PublicFooter brandName={brandName} year={year} />
    </div>
  )
}
