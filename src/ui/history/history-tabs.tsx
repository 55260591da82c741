import { useRef, type KeyboardEvent } from "react"
import { css, cx } from "../../../styled-system/css"
import type { HistoryFilter } from "../../domain/history-schema"
import { focusRing } from "../focus-ring"
import { historyTexts } from "./texts"

const FILTERS: ReadonlyArray<HistoryFilter> = ["all", "deposit", "withdraw"]

const list = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "1",
  padding: "1",
  borderRadius: "xl",
  bg: "surfaceRaised"
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

export interface HistoryTabsProps {
  readonly value: HistoryFilter
  readonly panelId: string
  readonly onChange: (filter: HistoryFilter) => void
}

/** 'ทั้งหมด', 'ฝาก', 'ถอน' as a tablist: arrows, Home and End move between tabs (and choose). */
export const HistoryTabs = ({ value, panelId, onChange }: HistoryTabsProps) => {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const move = (event: KeyboardEvent, index: number) => {
    const last = FILTERS.length - 1
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const filter = FILTERS[next]
    if (filter === undefined) return
    refs.current[next]?.focus()
    onChange(filter)
  }
  return (
    <div role="tablist" aria-label={historyTexts.tabsLabel} className={list}>
      {FILTERS.map((filter, index) => (
        <button
          key={filter}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={`history-tab-${filter}`}
          aria-selected={filter === value}
          aria-controls={panelId}
          tabIndex={filter === value ? 0 : -1}
          className={cx(filter === value ? selected : tab, focusRing)}
          onClick={() => onChange(filter)}
          onKeyDown={(event) => move(event, index)}
        >
          {historyTexts.tabs[filter]}
        </button>
      ))}
    </div>
  )
}
