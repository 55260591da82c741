import { useId, type ReactNode } from "react"
import { css } from "../../styled-system/css"

const section = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  padding: "4",
  borderRadius: "2xl",
  bg: "rgba(23, 23, 28, 0.88)",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.6",
  md: { padding: "6" }
})
const heading = css({ fontSize: "xl", fontWeight: "bold", color: "paper" })

export interface PageSectionProps {
  readonly title: string
  readonly children: ReactNode
}

/** A card container with a heading, labelled by that heading. */
export const PageSection = ({ title, children }: PageSectionProps) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={section}>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      {children}
    </section>
  )
}
