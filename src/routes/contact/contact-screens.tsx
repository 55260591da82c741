import { lineProfileUrl } from "../../domain/contact"
import { selectLineIds, selectSettingsFailure, selectSettingsSettled } from "../../events/site/selectors"
import { type PickCommand, useCommand, useAppSelector } from "../../runtime/react/app-context"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { ContactCard, ContactCardSkeleton } from "../../ui/contact/contact-card"
import { PageSection } from "../../ui/page-section"
import { ReportProblem } from "../../ui/contact/report-problem"
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

const loadGlobalSetting: PickCommand<void> = (commands) => commands.loadGlobalSetting

const useLineIds = () => {
  const ids = useAppSelector(selectLineIds)
  const loaded = useAppSelector(selectSettingsSettled)
  return { ids, loaded }
}

/** The settings could not be loaded: say so, with 'ลองอีกครั้ง' (#9), instead of "no contact yet". */
const SettingsFailed = ({ failure }: { readonly failure: string }) => {
  const run = useCommand()
  return (
    <LoadFailedNotice
      message={contactTexts.settingsFailed}
      detail={failure}
      onRetry={() => void run(loadGlobalSetting)}
    />
  )
}

/** /contact: the main LINE contact for guests (ROUTE-31, SUPPORT-06, AMB-27). */
export const PublicContactScreen = () => {
  usePageTitle(contactTexts.pageNames.contact)
  const { ids, loaded } = useLineIds()
  const failure = useAppSelector(selectSettingsFailure)
  return (
    <PageSection title={contactTexts.pageNames.contact}>
      <p className={lead}>{contactTexts.publicLead}</p>
      {failure !== null ? (
        <SettingsFailed failure={failure} />
      ) : ids !== null && ids.main.length > 0 ? (
        <ContactCard label={contactTexts.main} lineId={ids.main} url={lineProfileUrl(ids.main)} />
      ) : loaded ? (
        <p>{contactTexts.unavailable}</p>
      ) : (
        <ContactCardSkeleton />
      )}
      <ProblemReportSection />
    </PageSection>
  )
}

/** /auth/contact: main and backup LINE contacts (ROUTE-16, SUPPORT-01..SUPPORT-05). */
export const PlayerContactScreen = () => {
  usePageTitle(contactTexts.pageNames.playerContact)
  const { ids, loaded } = useLineIds()
  const failure = useAppSelector(selectSettingsFailure)
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
      {failure !== null ? <SettingsFailed failure={failure} /> : null}
      {loaded && failure === null && contacts.length === 0 ? <p>{contactTexts.unavailable}</p> : null}
      <div className={cards} aria-busy={!loaded || undefined}>
        {!loaded && failure === null ? (
          // Two, as most brands have a main and a backup line: the report below stays where it is.
          <>
            <ContactCardSkeleton />
            <ContactCardSkeleton />
          </>
        ) : (
          contacts.map((contact) => (
            <ContactCard
              key={contact.label}
              label={contact.label}
              lineId={contact.id}
              url={lineProfileUrl(contact.id)}
            />
          ))
        )}
      </div>
      <ProblemReportSection />
    </PageSection>
  )
}
