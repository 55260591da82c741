import { css } from "../../../styled-system/css"
import { commonTexts } from "../common-texts"

const footer = css({
  paddingX: "4",
  paddingTop: "6",
  paddingBottom: "calc(1.5rem + env(safe-area-inset-bottom))",
  textAlign: "center",
  fontSize: "sm",
  lineHeight: "1.6",
  color: "muted",
  fontFamily: "body",
  bg: "rgba(0, 0, 0, 0.5)"
})

export interface PublicFooterProps {
  readonly brandName: string
  readonly year: number
}

/** The public footer's copyright line (LAYOUT-26). */
export const PublicFooter = ({ brandName, year }: PublicFooterProps) => (
  <footer className={footer}>
    <p>{commonTexts.copyright(brandName, year)}</p>
  </footer>
)
