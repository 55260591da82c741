import { useId, useMemo, useState } from "react"
import { css } from "../../../styled-system/css"
import type { RankingPeriod } from "../../domain/ranking"
import { selectRankingBoard } from "../../events/ranking/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { PageSection } from "../../ui/page-section"
import { PeriodTabs } from "../../ui/ranking/period-tabs"
import { RankingBoardList, type RankingBoardView } from "../../ui/ranking/ranking-board"
import { rankingTexts } from "../../ui/ranking/texts"
import { remoteView } from "../remote-view"
import { usePageTitle } from "../use-page-title"

const intro = css({ color: "muted", fontSize: "md" })
const panel = css({ display: "flex", flexDirection: "column", gap: "3" })

const loadRanking =
  (period: RankingPeriod): PickCommand<void> =>
  (commands) =>
    commands.loadRanking(period)

/**
 * /auth/user/ranking (ROUTE-15, issue #13, OPEN-09): the top 20 by turnover of this week or this
 * month and the player's own place. A new period asks again and interrupts the question before
 * (useScreenCommand), as leaving the screen does; the slice shows only the last period's answer.
 */
const RankingScreen = () => {
  usePageTitle(rankingTexts.pageName)
  const run = useCommand()
  const panelId = useId()
  const [period, setPeriod] = useState<RankingPeriod>("week")
  const pick = useMemo(() => loadRanking(period), [period])
  useScreenCommand(pick)
  const board = useAppSelector(useMemo(() => selectRankingBoard(period), [period]))
  const view: RankingBoardView = remoteView(board, (data) => ({ _tag: "Loaded", board: data }))
  return (
    <PageSection title={rankingTexts.pageName}>
      <p className={intro}>{rankingTexts.intro}</p>
      <PeriodTabs value={period} panelId={panelId} onChange={setPeriod} />
      <div id={panelId} role="tabpanel" aria-labelledby={`ranking-tab-${period}`} className={panel}>
        <RankingBoardList view={view} periodName={rankingTexts.tabs[period]} onRetry={() => void run(pick)} />
      </div>
    </PageSection>
  )
}

export default RankingScreen
