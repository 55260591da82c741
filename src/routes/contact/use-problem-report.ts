import { useCallback, useState } from "react"
import { useLocation } from "react-router-dom"
import { toast } from "sonner"
import { selectErrorMessage } from "../../events/site/selectors"
import { useAppContext } from "../../runtime/react/app-context"
import { useReplaySwitch } from "../../runtime/react/replay-switch"
import { APP_VERSION } from "../../domain/constants"
import { copyText, downloadText } from "../../ui/browser-files"
import { contactTexts } from "../../ui/contact/texts"

export interface ProblemReport {
  readonly download: () => void
  readonly copy: () => void
  readonly status: string | null
  /** The report to copy by hand when the browser could not copy it. */
  readonly manualCopyText: string | null
}

const summaryLines = (input: {
  readonly brand: string
  readonly route: string
  readonly lastError: string | null
  readonly events: number
  readonly now: Date
}): ReadonlyArray<string> => {
  const t = contactTexts.report.summary
  return [
    t.heading,
    `${t.appVersion}: ${APP_VERSION}`,
    `${t.brand}: ${input.brand}`,
    `${t.route}: ${input.route}`,
    `${t.lastError}: ${input.lastError ?? t.noError}`,
    `${t.userAgent}: ${navigator.userAgent}`,
    `${t.time}: ${input.now.toISOString()}`,
    `${t.events}: ${input.events}`
  ]
}

/**
 * The redacted export: it Schema-encodes every kind of event, so it loads with the first press,
 * not with the contact screen (which a guest opens without the Effect runtime, #16).
 */
const loadLogExport = () => import("../../runtime/react/log-export")

/**
 * The report action of the contact screens: the live store's redacted log (the app's version and
 * brand, the browser) downloaded as member-log-<date>.json, or a bug report (summary lines, then
 * the JSON) copied for the player to paste into the support chat. Always the live store, even while
 * the developer panel replays a log.
 */
export const useProblemReport = (): ProblemReport => {
  const context = useAppContext()
  const store = useReplaySwitch()?.liveStore ?? context.store
  const { brand } = context
  const { pathname, search } = useLocation()
  const [status, setStatus] = useState<string | null>(null)
  const [manualCopyText, setManualCopyText] = useState<string | null>(null)

  const fail = useCallback((error: unknown) => {
    console.error("report a problem:", error)
    setStatus(contactTexts.report.failed)
    toast.error(contactTexts.report.failed)
  }, [])

  const download = useCallback(() => {
    loadLogExport()
      .then(({ exportStoreLog }) => {
        const exported = exportStoreLog(store, brand)
        downloadText(exported.fileName, exported.text)
        setStatus(contactTexts.report.downloaded)
        toast.success(contactTexts.report.downloaded)
      })
      .catch(fail)
  }, [store, brand, fail])

  const copy = useCallback(() => {
    const now = new Date()
    loadLogExport()
      .then(({ exportStoreLog }) => {
        const exported = exportStoreLog(store, brand, now)
        const lastError = selectErrorMessage(store.getState())
        const lines = summaryLines({
          brand: `${brand.name} (${brand.clientId})`,
          route: `${pathname}${search}`,
          lastError,
          events: store.getLog().length,
          now
        })
        const report = [...lines, "", `${contactTexts.report.summary.log}:`, exported.text].join("\n")
        return copyText(report).then((copied) => {
          if (copied) {
            setManualCopyText(null)
            setStatus(contactTexts.report.copied)
            toast.success(contactTexts.report.copied)
          } else {
            setManualCopyText(report)
            setStatus(contactTexts.report.manualCopy)
          }
        })
      })
      .catch(fail)
  }, [store, brand, pathname, search, fail])

  return { download, copy, status, manualCopyText }
}
