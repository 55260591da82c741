import { lazy, Suspense, useCallback, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import { recentMonths } from "../../domain/history"
import type { HistoryFilter, HistoryPeriod, HistoryRow } from "../../domain/history-schema"
import {
  selectHistoryFilter,
  selectHistoryMore,
  selectHistoryNextCursor,
  selectHistoryPeriod,
  selectHistoryRows
} from "../../events/history/selectors"
import { selectServerMoneyMoves } from "../../events/player/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { HistoryList } from "../../ui/history/history-list"
import { HistoryPeriodFilter } from "../../ui/history/history-period"
import { HistoryTabs } from "../../ui/history/history-tabs"
import { historyTexts } from "../../ui/history/texts"
import { Icon } from "../../ui/icon"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { Skeleton } from "../../ui/skeleton"
import { usePageTitle } from "../use-page-title"

const HistoryDetail = lazy(() => import("./history-detail"))

const loadHistory: PickCommand<void> = (commands) => commands.loadHistory
const loadMoreHistory: PickCommand<void> = (commands) => commands.loadMoreHistory
/** The months 'เลือกเดือน' offers: this one and the 11 before. */
const PICKABLE_MONTHS = 12

/**
 * The first page's load as a new pick for each tab, each period and each count of the server's
 * money moves, so a choice or a settled deposit runs it again and stops the one before (reads are
 * interrupted).
 */
const loadFor =
  (_filter: HistoryFilter, _period: HistoryPeriod, _moves: number): PickCommand<void> =>
  (commands) =>
    commands.loadHistory

const skeleton = css({ display: "flex", flexDirection: "column", gap: "2" })
const empty = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "2",
  paddingY: "8",
  textAlign: "center",
  color: "muted"
})
const emptyTitle = css({ color: "paper", fontWeight: "semibold" })
const PANEL_ID = "history-panel"

/** /auth/transaction/history (ROUTE-10, OPEN-07): every money movement, newest first, by tab. */
const HistoryScreen = () => {
  usePageTitle(historyTexts.pageName)
  const filter = useAppSelector(selectHistoryFilter)
  const period = useAppSelector(selectHistoryPeriod)
  const moves = useAppSelector(selectServerMoneyMoves)
  useScreenCommand(useMemo(() => loadFor(filter, period, moves), [filter, period, moves]))
  // The screen's clock: names 'วันนี้' and 'เมื่อวาน' and the months to pick (read once per visit).
  const [now] = useState(() => Date.now())
  const months = useMemo(() => recentMonths(now, PICKABLE_MONTHS), [now])
  const [open, setOpen] = useState<HistoryRow | null>(null)
  const run = useCommand()
  const rows = useAppSelector(selectHistoryRows)
  const nextCursor = useAppSelector(selectHistoryNextCursor)
  const more = useAppSelector(selectHistoryMore)
  const onMore = useCallback(() => void run(loadMoreHistory), [run])
  return (
    <PageSection title={historyTexts.pageName}>
      <HistoryTabs
        value={filter}
        panelId={PANEL_ID}
        onChange={(next) => void run((c) => c.chooseHistoryFilter(next))}
      />
      <HistoryPeriodFilter
        value={period}
        months={months}
        onChange={(next) => void run((c) => c.chooseHistoryPeriod(next))}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`history-tab-${filter}`}>
        {rows._tag === "Loaded" ? (
          rows.data.length === 0 ? (
            <div className={empty}>
              <Icon name="history" size={40} />
              <p className={emptyTitle}>{period === "all" ? historyTexts.empty : historyTexts.emptyInPeriod}</p>
              <p>{period === "all" ? historyTexts.emptyHint : historyTexts.emptyInPeriodHint}</p>
            </div>
          ) : (
            <HistoryList
              rows={rows.data}
              hasMore={nextCursor !== null}
              more={more}
              onMore={onMore}
              onOpen={setOpen}
              now={now}
            />
          )
        ) : rows._tag === "Failed" ? (
          <LoadFailedNotice
            message={historyTexts.failed}
            detail={rows.message}
            retryLabel={historyTexts.retry}
            onRetry={() => void run(loadHistory)}
          />
        ) : (
          <div aria-busy="true" className={skeleton}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <Skeleton key={index} height="76px" />
            ))}
          </div>
        )}
      </div>
      {open === null ? null : (
        <Suspense fallback={null}>
          <HistoryDetail entry={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </PageSection>
  )
}

export default HistoryScreen
