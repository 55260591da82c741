import { css, cx } from "../../../styled-system/css"
import { buddhistYear } from "../../domain/buddhist-year"
import {
  dayKeyOf,
  dayParts,
  daysInMonth,
  THAI_MONTHS_SHORT,
  type DayParts,
  type DayRange
} from "../../domain/day-range"
import { focusRing } from "../focus-ring"
import { quickAmountButton } from "../quick-amount-style"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.bonus

/** How many years back the picker reaches (the current one included). */
const YEARS = 3

const presets = css({
  display: "grid",
  gap: "2",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  md: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  lg: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }
})
const preset = css({ paddingX: "3", "&[aria-pressed=true]": { bg: "brand", color: "onBrand", borderColor: "brand" } })
// Both ends side by side only where the card is a full row wide (a tablet); else one under the other.
const ends = css({
  display: "grid",
  gap: "3",
  md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  lg: { gridTemplateColumns: "minmax(0, 1fr)" }
})
const end = css({ display: "flex", flexDirection: "column", gap: "1", border: "none", padding: "0", margin: "0" })
const endLabel = css({ fontSize: "sm", color: "muted" })
const selects = css({ display: "grid", gridTemplateColumns: "4.5rem minmax(0, 1fr) 5.5rem", gap: "2" })
const select = css({
  minHeight: "48px",
  minWidth: "0",
  paddingX: "2",
  fontSize: "16px",
  fontFamily: "body",
  color: "paper",
  bg: "surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "muted",
  borderRadius: "lg",
  fontVariantNumeric: "tabular-nums"
})

export interface RangePreset {
  readonly label: string
  readonly range: DayRange
}

export interface DateRangePickerProps {
  readonly range: DayRange
  /** Today's Bangkok day: the latest day offered. */
  readonly today: string
  readonly presets: ReadonlyArray<RangePreset>
  readonly onChange: (range: DayRange) => void
}

const same = (a: DayRange, b: DayRange): boolean => a.from === b.from && a.to === b.to

/** A day with one part changed; the day of month is kept within the month (31 → 30 in November). */
const withPart = (parts: DayParts, change: Partial<DayParts>): string => {
  const next = { ...parts, ...change }
  return dayKeyOf({ ...next, day: Math.min(next.day, daysInMonth(next.year, next.month)) })
}

const DayField = ({
  legend,
  value,
  years,
  onChange
}: {
  readonly legend: string
  readonly value: string
  readonly years: ReadonlyArray<number>
  readonly onChange: (key: string) => void
}) => {
  const parts = dayParts(value)
  if (parts === null) return null
  const days = Array.from({ length: daysInMonth(parts.year, parts.month) }, (_, index) => index + 1)
  return (
    <fieldset className={end}>
      <legend className={endLabel}>{legend}</legend>
      <div className={selects}>
        <select
          className={cx(select, focusRing)}
          aria-label={`${legend} ${t.day}`}
          value={parts.day}
          onChange={(event) => onChange(withPart(parts, { day: Number(event.target.value) }))}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          className={cx(select, focusRing)}
          aria-label={`${legend} ${t.month}`}
          value={parts.month}
          onChange={(event) => onChange(withPart(parts, { month: Number(event.target.value) }))}
        >
          {THAI_MONTHS_SHORT.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className={cx(select, focusRing)}
          aria-label={`${legend} ${t.year}`}
          value={parts.year}
          onChange={(event) => onChange(withPart(parts, { year: Number(event.target.value) }))}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {buddhistYear(year)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}

/**
 * A range of Bangkok days in Thai with Buddhist-era years (#12): presets ('เดือนนี้' ...) and a
 * day, month and year for each end. Native selects: a phone shows its own picker for each.
 */
export const DateRangePicker = ({ range, today, presets: options, onChange }: DateRangePickerProps) => {
  const thisYear = dayParts(today)?.year ?? 2026
  const years = Array.from({ length: YEARS }, (_, index) => thisYear - YEARS + 1 + index)
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <div className={presets} role="group" aria-label={t.presetsLabel}>
        {options.map((option) => (
          <button
            key={option.label}
            type="button"
            className={cx(quickAmountButton, preset, focusRing)}
            aria-pressed={same(option.range, range)}
            onClick={() => onChange(option.range)}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div className={ends}>
        <DayField legend={t.from} value={range.from} years={years} onChange={(from) => onChange({ ...range, from })} />
        <DayField legend={t.to} value={range.to} years={years} onChange={(to) => onChange({ ...range, to })} />
      </div>
    </div>
  )
}
