import { useRef, type KeyboardEvent } from "react"
import { css, cx } from "../../../styled-system/css"
import { RANKING_PERIODS, type RankingPeriod } from "../../domain/ranking"
import { focusRing } from "../focus-ring"
import { rankingTexts } from "./texts"

const list = css({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: "1",
  padding: "1",
  borderRadius: "xl",
  bg: "surfaceRaised",
  md: { maxWidth: "24rem" }
})
const tabBase = {
  minHeight: "44px",
  borderRadius: "lg",
  fontFamily: "body",
  fontSize: "md",
  fontWeight: "semibold",
  cursor: "pointer"
} as const
// Two whole classes, not one plus an override: atomic classes of the same property do not stack.
const tab = css(tabBase, { color: "paper", bg: "transparent", _hover: { bg: "rgba(255, 255, 255, 0.06)" } })
const selected = css(tabBase, { color: "onBrand", bg: "brand", _hover: { bg: "brand" } })

export interface PeriodTabsProps {
  readonly value: RankingPeriod
  readonly panelId: string
  readonly onChange: (period: RankingPeriod) => void
}

/** The wrap-around neighbour an arrow, Home or End leads to; null for any other key. */
const nextIndex = (key: string, index: number, last: number): number | null => {
  if (key === "ArrowRight") return index === last ? 0 : index + 1
  if (key === "ArrowLeft") return index === 0 ? last : index - 1
  if (key === "Home") return 0
  if (key === "End") return last
  return null
}

/** 'สัปดาห์นี้' and 'เดือนนี้' as a tablist: arrows, Home and End move between tabs (and choose). */
export const PeriodTabs = ({ value, panelId, onChange }: PeriodTabsProps) => {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const move = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, RANKING_PERIODS.length - 1)
    const period = next === null ? undefined : RANKING_PERIODS[next]
    if (next === null || period === undefined) return
    event.preventDefault()
    refs.current[next]?.focus()
    onChange(period)
  }
  return (
    <div role="tablist" aria-label={rankingTexts.tabsLabel} className={list}>
      {RANKING_PERIODS.map((period, index) => (
        <button
          key={period}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={`ranking-tab-${period}`}
          aria-selected={period === value}
          aria-controls={panelId}
          tabIndex={period === value ? 0 : -1}
          className={cx(period === value ? selected : tab, focusRing)}
          onClick={() => onChange(period)}
          onKeyDown={(event) => move(event, index)}
        >
          {rankingTexts.tabs[period]}
        </button>
      ))}
    </div>
  )
}
