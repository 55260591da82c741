import type { HistoryFilter } from "../../domain/history-schema"
import { SegmentedTabs } from "../segmented-tabs"
import { historyTexts } from "./texts"

const FILTERS: ReadonlyArray<HistoryFilter> = ["all", "deposit", "withdraw"]

export interface HistoryTabsProps {
  readonly value: HistoryFilter
  readonly panelId: string
  readonly onChange: (filter: HistoryFilter) => void
}

/** 'ทั้งหมด', 'ฝาก', 'ถอน' as a tablist: arrows, Home and End move between tabs (and choose). */
export const HistoryTabs = ({ value, panelId, onChange }: HistoryTabsProps) => (
  <SegmentedTabs
    keys={FILTERS}
    labels={historyTexts.tabs}
    value={value}
    label={historyTexts.tabsLabel}
    idPrefix="history-tab"
    panelId={panelId}
    onChange={onChange}
  />
)
