import { useEffect, useId, useRef } from "react"
import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { useHydrated } from "../use-hydrated"
import { contactTexts } from "./texts"

const section = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  marginTop: "2",
  padding: "5",
  borderRadius: "2xl",
  bg: "rgba(36, 36, 43, 0.92)",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.7"
})
const heading = css({ fontSize: "lg", fontWeight: "bold", color: "brand" })
const lead = css({ color: "muted", fontSize: "md" })
const actions = css({ display: "grid", gap: "3", sm: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } })
const status = css({ minHeight: "1.7em", fontSize: "sm", color: "paper" })
const manual = css({
  width: "100%",
  minHeight: "8rem",
  padding: "3",
  borderRadius: "lg",
  bg: "ink",
  color: "paper",
  fontFamily: "monospace",
  fontSize: "md",
  borderWidth: "1px",
  borderColor: "muted"
})

export interface ReportProblemProps {
  readonly onDownload: () => void
  readonly onCopy: () => void
  /** The outcome of the last action, read out politely (role="status"). */
  readonly status: string | null
  /** When the browser could not copy: the report, shown selected for the player to copy by hand. */
  readonly manualCopyText: string | null
}

/** "แจ้งปัญหาการใช้งาน": download the redacted log, or copy a bug report to send to support. */
export const ReportProblem = ({ onDownload, onCopy, status: message, manualCopyText }: ReportProblemProps) => {
  const headingId = useId()
  const manualRef = useRef<HTMLTextAreaElement>(null)
  // /contact is prerendered: its buttons have no handler until React adopts the page.
  const hydrated = useHydrated()
  useEffect(() => {
    if (manualCopyText === null) return
    manualRef.current?.focus()
    manualRef.current?.select()
  }, [manualCopyText])
  return (
    <section aria-labelledby={headingId} className={section} data-report-problem="">
      <h2 id={headingId} className={heading}>
        {contactTexts.report.title}
      </h2>
      <p className={lead}>{contactTexts.report.lead}</p>
      <div className={actions}>
        <Button onClick={onDownload} fullWidth disabled={!hydrated}>
          {contactTexts.report.download}
        </Button>
        <Button variant="secondary" onClick={onCopy} fullWidth disabled={!hydrated}>
          {contactTexts.report.copy}
        </Button>
      </div>
      <p role="status" className={status}>
        {message ?? ""}
      </p>
      {manualCopyText === null ? null : (
        <>
          <p className={lead}>{contactTexts.report.manualCopy}</p>
          <textarea
            ref={manualRef}
            readOnly
            aria-label={contactTexts.report.manualCopyLabel}
            className={manual}
            value={manualCopyText}
          />
        </>
      )}
    </section>
  )
}
