import { lineProfileUrl } from "../../domain/contact"
import { selectLineIds, selectSettingsSettled } from "../../events/site/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { ContactCard } from "../../ui/contact/contact-card"
import { PageSection } from "../../ui/page-section"
import { ReportProblem } from "../../ui/contact/report-problem"
import { Spinner } from "../../ui/spinner"
import { css } from "../../../styled-system/css"
import { usePageTitle } from "../use-page-title"
import { useProblemReport } from "./use-problem-report"
import { contactTexts } from "../../ui/contact/texts"

const lead = css({ color: "muted", mb: "4", lineHeight: "1.7" })
const cards = css({ display: "grid", gap: "4", sm: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } })

/** "แจ้งปัญหาการใช้งาน": the redacted log for support (issue §1: works in production too). */
const ProblemReportSection = () => {
  const report = useProblemReport()
  return (
    <ReportProblem
      onDownload={report.download}
      onCopy={report.copy}
      status={report.status}
      manualCopyText={report.manualCopyText}
    />
  )
}

const useLineIds = () => {
  const ids = useAppSelector(selectLineIds)
  const loaded = useAppSelector(selectSettingsSettled)
  return { ids, loaded }
}

/** /contact: the main LINE contact for guests (ROUTE-31, SUPPORT-06, AMB-27). */
export const PublicContactScreen = () => {
  usePageTitle(contactTexts.pageNames.contact)
  const { ids, loaded } = useLineIds()
  return (
    <PageSection title={contactTexts.pageNames.contact}>
      <p className={lead}>{contactTexts.publicLead}</p>
      {!loaded ? <Spinner size="lg" /> : null}
      {ids !== null && ids.main.length > 0 ? (
        <ContactCard label={contactTexts.main} lineId={ids.main} url={lineProfileUrl(ids.main)} />
      ) : loaded ? (
        <p>{contactTexts.unavailable}</p>
      ) : null}
      <ProblemReportSection />
    </PageSection>
  )
}

/** /auth/contact: main and backup LINE contacts (ROUTE-16, SUPPORT-01..SUPPORT-05). */
export const PlayerContactScreen = () => {
  usePageTitle(contactTexts.pageNames.playerContact)
  const { ids, loaded } = useLineIds()
  const contacts =
    ids === null
      ? []
      : [
          { label: contactTexts.main, id: ids.main },
          { label: contactTexts.backup, id: ids.backup }
        ].filter((contact) => contact.id.length > 0)
  return (
    <PageSection title={contactTexts.pageNames.playerContact}>
      <p className={lead}>{contactTexts.playerLead}</p>
      {!loaded ? <Spinner size="lg" /> : null}
      {loaded && contacts.length === 0 ? <p>{contactTexts.unavailable}</p> : null}
      <div className={cards}>
        {contacts.map((contact) => (
          <ContactCard key={contact.label} label={contact.label} lineId={contact.id} url={lineProfileUrl(contact.id)} />
        ))}
      </div>
      <ProblemReportSection />
    </PageSection>
  )
}
