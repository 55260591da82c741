import { css } from "../../../styled-system/css"
import { RANKING_PERIODS, type RankingPeriod } from "../../domain/ranking"
import { SegmentedTabs } from "../segmented-tabs"
import { rankingTexts } from "./texts"

const narrow = css({ md: { maxWidth: "24rem" } })

export interface PeriodTabsProps {
  readonly value: RankingPeriod
  readonly panelId: string
  readonly onChange: (period: RankingPeriod) => void
}

/** 'สัปดาห์นี้' and 'เดือนนี้' as a tablist: arrows, Home and End move between tabs (and choose). */
export const PeriodTabs = ({ value, panelId, onChange }: PeriodTabsProps) => (
  <SegmentedTabs
    keys={RANKING_PERIODS}
    labels={rankingTexts.tabs}
    value={value}
    label={rankingTexts.tabsLabel}
    idPrefix="ranking-tab"
    panelId={panelId}
    onChange={onChange}
    className={narrow}
  />
)
