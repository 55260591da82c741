import { useState } from "react"
import { css, cx } from "../../../styled-system/css"
import type { HistoryPeriod } from "../../domain/history-schema"
import { focusRing } from "../focus-ring"
import { historyTexts, type HistoryPeriodChoice } from "./texts"

const CHOICES: ReadonlyArray<HistoryPeriodChoice> = ["all", "today", "7d", "month", "pick"]

const group = css({ display: "grid", gap: "2", marginY: "3" })
// One row of chips on a phone too: it scrolls sideways rather than wrap 'เลือกเดือน' under the rest.
const bar = css({
  display: "flex",
  gap: "2",
  overflowX: "auto",
  scrollbarWidth: "none",
  marginX: "-1",
  paddingX: "1",
  "&::-webkit-scrollbar": { display: "none" }
})
const chip = css({
  minHeight: "44px",
  paddingX: "3",
  borderRadius: "full",
  border: "1px solid",
  borderColor: "rgba(255, 255, 255, 0.18)",
  bg: "surfaceRaised",
  color: "paper",
  fontSize: "sm",
  cursor: "pointer",
  whiteSpace: "nowrap",
  flexShrink: "0",
  "&[aria-pressed=true]": { bg: "brand", color: "onBrand", borderColor: "brand", fontWeight: "semibold" }
})
const select = css({
  minHeight: "44px",
  paddingX: "3",
  borderRadius: "lg",
  border: "1px solid",
  borderColor: "rgba(255, 255, 255, 0.24)",
  bg: "surfaceRaised",
  color: "paper",
  fontSize: "md",
  maxWidth: "100%",
  sm: { justifySelf: "start", minWidth: "240px" }
})

export interface HistoryPeriodFilterProps {
  readonly value: HistoryPeriod
  /** The months a player may choose, newest first ("2026-11" ...). */
  readonly months: ReadonlyArray<string>
  readonly onChange: (period: HistoryPeriod) => void
}

const choiceOf = (period: HistoryPeriod): HistoryPeriodChoice =>
  period === "all" || period === "today" || period === "7d" || period === "month" ? period : "pick"

/**
 * 'ทุกช่วงเวลา', 'วันนี้', '7 วัน', 'เดือนนี้', 'เลือกเดือน' (#29) as toggle buttons; 'เลือกเดือน' shows a
 * month picker (the phone's own list: Thai month names, Buddhist-era years).
 */
export const HistoryPeriodFilter = ({ value, months, onChange }: HistoryPeriodFilterProps) => {
  const [picking, setPicking] = useState(false)
  const chosen = picking ? "pick" : choiceOf(value)
  return (
    <div role="group" aria-label={historyTexts.periodLabel} className={group}>
      <div className={bar}>
        {CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={chosen === choice}
            className={cx(chip, focusRing)}
            onClick={() => {
              setPicking(choice === "pick")
              if (choice !== "pick") onChange(choice)
            }}
          >
            {historyTexts.periods[choice]}
          </button>
        ))}
      </div>
      {chosen === "pick" ? (
        <select
          aria-label={historyTexts.monthLabel}
          className={cx(select, focusRing)}
          value={choiceOf(value) === "pick" ? value : ""}
          onChange={(event) => {
            const month = months.find((candidate) => candidate === event.target.value)
            if (month !== undefined) onChange(month)
          }}
        >
          <option value="" disabled>
            {historyTexts.periods.pick}
          </option>
          {months.map((month) => (
            <option key={month} value={month}>
              {historyTexts.monthName(month)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  )
}
