import type { ReactNode } from "react"
import { css } from "../../styled-system/css"
import { Icon, type IconName } from "./icon"

const page = css({
  minHeight: "70dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "4",
  paddingX: "6",
  paddingY: "10",
  textAlign: "center",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.7"
})
const iconWrap = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "96px",
  height: "96px",
  borderRadius: "full",
  bg: "surfaceRaised",
  color: "brand"
})
const title = css({ fontSize: "2xl", fontWeight: "bold", lineHeight: "1.5", maxWidth: "32rem" })
const body = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  fontSize: "md",
  color: "muted",
  maxWidth: "32rem"
})

export interface StatusPageProps {
  readonly icon: IconName
  readonly title: string
  readonly children?: ReactNode
  readonly action?: ReactNode
}

/** The shared frame of the not-found, maintenance and error pages: icon, heading, text, action. */
export const StatusPage = ({ icon, title: heading, children, action }: StatusPageProps) => (
  <div className={page}>
    <div className={iconWrap}>
      <Icon name={icon} size={48} />
    </div>
    <h1 className={title}>{heading}</h1>
    {children !== undefined && <div className={body}>{children}</div>}
    {action}
  </div>
)
