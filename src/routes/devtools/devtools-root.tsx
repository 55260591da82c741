import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react"
import { useAppContext } from "../../runtime/react/app-context"
import { useReplaySwitch } from "../../runtime/react/replay-switch"
import { DevtoolsPanel } from "../../ui/devtools/devtools-panel"
import { DevtoolsReplayBanner } from "../../ui/devtools/devtools-replay-banner"
import { DevtoolsToggle } from "../../ui/devtools/devtools-toggle"
import { devtoolsTexts } from "../../ui/devtools/texts"
import { copyText, downloadText } from "../../ui/browser-files"
import { exportStoreLog } from "../../runtime/react/log-export"
import { installConsoleHook } from "./console-hook"
import { TopOfPage } from "./top-of-page"
import { recentEventRows } from "./event-rows"
import { useTimeTravel } from "./use-time-travel"

export interface DevtoolsRootProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly onTurnOff: () => void
}

/**
 * The developer panel (lazy chunk): recent events of the live store, the redacted export, loading a
 * log and time travel over it, and window.__memberSiteDevtools while enabled.
 */
const DevtoolsRoot = ({ open, onOpenChange, onTurnOff }: DevtoolsRootProps) => {
  const context = useAppContext()
  const live = useReplaySwitch()?.liveStore ?? context.store
  const { brand } = context
  const log = useSyncExternalStore(live.subscribe, live.getLog, live.getLog)
  const rows = useMemo(() => (open ? recentEventRows(log) : []), [log, open])
  const travel = useTimeTravel()
  const [exportStatus, setExportStatus] = useState<string | null>(null)

  useEffect(() => installConsoleHook(live, () => exportStoreLog(live, brand).document), [live, brand])

  const download = useCallback(() => {
    const exported = exportStoreLog(live, brand)
    downloadText(exported.fileName, exported.text)
    setExportStatus(devtoolsTexts.downloaded)
  }, [live, brand])

  const copy = useCallback(() => {
    void copyText(exportStoreLog(live, brand).text).then((copied) =>
      setExportStatus(copied ? devtoolsTexts.copied : devtoolsTexts.copyFailed)
    )
  }, [live, brand])

  const close = useCallback(() => onOpenChange(false), [onOpenChange])
  const turnOff = useCallback(() => {
    travel.exit()
    onTurnOff()
  }, [travel, onTurnOff])

  return (
    <>
      {travel.view === null ? null : (
        <TopOfPage>
          <DevtoolsReplayBanner step={travel.view.step} total={travel.view.total} onExit={travel.exit} />
        </TopOfPage>
      )}
      {open ? (
        <DevtoolsPanel
          events={rows}
          totalEvents={log[log.length - 1]?.seq ?? 0}
          onDownload={download}
          onCopy={copy}
          exportStatus={exportStatus}
          onLoadFile={travel.load}
          loadError={travel.loadError}
          loadInfo={travel.loadInfo}
          replay={travel.view}
          onSeek={travel.seek}
          onClose={close}
          onTurnOff={turnOff}
        />
      ) : (
        <DevtoolsToggle onOpen={() => onOpenChange(true)} />
      )}
    </>
  )
}

export default DevtoolsRoot
