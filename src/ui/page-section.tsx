import { useId, type ReactNode } from "react"
import { css, cx } from "../../styled-system/css"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "./frame-fill"

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
/** Widths for a screen that is one form: inputs wider than a phone read badly on a desktop. */
const widths = {
  /** A short form (the login, a password change): inputs of about 400 px. */
  narrow: css({ width: "100%", maxWidth: "440px", marginX: "auto" }),
  /** A longer form (the delivery address). */
  form: css({ width: "100%", maxWidth: "640px", marginX: "auto" })
} as const

const heading = css({ fontSize: "xl", fontWeight: "bold", color: "paper" })

export interface PageSectionProps {
  readonly title: string
  readonly children: ReactNode
  /** Narrows the card on a wide screen; it fills the width by default. */
  readonly width?: keyof typeof widths
  /**
   * The slot a player frame's first-paint fill gives the heading's text by (frame-fill.ts, #30): a
   * frame that serves many addresses (every provider's games) names its heading there; React then
   * adopts that text.
   */
  readonly titleFill?: FrameFillSlot
}

/** A card container with a heading, labelled by that heading. */
export const PageSection = ({ title, children, width, titleFill }: PageSectionProps) => {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={width === undefined ? section : cx(section, widths[width])}>
      <h1
        id={headingId}
        className={heading}
        {...(titleFill === undefined ? {} : { [FRAME_FILL_ATTRIBUTE]: titleFill, suppressHydrationWarning: true })}
      >
        {title}
      </h1>
      {children}
    </section>
  )
}
