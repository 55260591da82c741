import { useState } from "react"
import { css } from "../../../styled-system/css"
import type { DownlineBonus } from "../../domain/affiliate-schema"
import type { DayRange } from "../../domain/day-range"
import { formatBaht, formatInteger } from "../../domain/money"
import { formatThaiDate } from "../../domain/thai-date"
import { Button } from "../button"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { affiliateStyles as s } from "./affiliate-styles"
import { DateRangePicker, type RangePreset } from "./date-range-picker"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.bonus

/** Rows shown at first, and added by each 'แสดงเพิ่ม'. */
const PAGE = 10

const summary = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceRaised"
})
const totalValue = css({ fontSize: "3xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const rangeText = css({ fontWeight: "semibold" })
const problemText = css({ color: "danger" })
const list = css({ display: "flex", flexDirection: "column", listStyle: "none", padding: "0", margin: "0" })
const row = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "3",
  minHeight: "56px",
  paddingY: "2",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderBottomColor: "rgba(255, 255, 255, 0.08)"
})
const name = css({ fontWeight: "semibold", fontVariantNumeric: "tabular-nums" })
const bonus = css({ fontWeight: "bold", color: "success", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })

export type BonusView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly bonus: DownlineBonus }

export interface BonusSectionProps {
  readonly range: DayRange
  readonly today: string
  readonly presets: ReadonlyArray<RangePreset>
  /** What is wrong with the picked range (nothing is asked for then). */
  readonly problem: string | null
  readonly view: BonusView
  readonly onRange: (range: DayRange) => void
  readonly onRetry: () => void
}

const BonusRows = ({ bonus: data }: { readonly bonus: DownlineBonus }) => {
  const [shown, setShown] = useState(PAGE)
  const users = data.downline_users
  if (users.length === 0) return <p className={s.note}>{t.empty}</p>
  return (
    <>
      <ul className={list} aria-label={t.listLabel}>
        {users.slice(0, shown).map((user, index) => (
          <li key={`${user.username}-${index}`} className={row}>
            <span className={css({ display: "flex", flexDirection: "column", minWidth: "0" })}>
              <span className={name}>{user.username}</span>
              <span className={s.note}>{t.deposits(formatBaht(user.deposits))}</span>
            </span>
            <span className={bonus}>+{formatBaht(user.bonus)}</span>
          </li>
        ))}
      </ul>
      {users.length > shown ? (
        <Button variant="secondary" onClick={() => setShown((count) => count + PAGE)}>
          {t.more(formatInteger(users.length - shown))}
        </Button>
      ) : null}
    </>
  )
}

/** The bonus the downlines' deposits earned within a picked range: the total and each downline's (#12). */
export const BonusSection = ({ range, today, presets, problem, view, onRange, onRetry }: BonusSectionProps) => (
  <section className={s.block} aria-labelledby="affiliate-bonus-title" style={{ gridArea: "bonus" }}>
    <h2 id="affiliate-bonus-title" className={s.heading}>
      {t.title}
    </h2>
    <DateRangePicker range={range} today={today} presets={presets} onChange={onRange} />
    {problem !== null ? (
      <p role="alert" className={problemText}>
        {problem}
      </p>
    ) : view._tag === "Failed" ? (
      <LoadFailedNotice message={t.failed} detail={view.message} retryLabel={affiliateTexts.retry} onRetry={onRetry} />
    ) : view._tag === "Loading" ? (
      <div aria-busy="true" className={s.skeletonStack}>
        <Skeleton height="88px" />
        <Skeleton height="56px" />
        <Skeleton height="56px" />
      </div>
    ) : (
      <>
        <div className={summary}>
          <span className={rangeText} data-bonus-range="">
            {formatThaiDate(`${range.from}T12:00:00+07:00`)} – {formatThaiDate(`${range.to}T12:00:00+07:00`)}
          </span>
          <span className={s.label}>{t.total}</span>
          <output className={totalValue} data-bonus-total="">
            {formatBaht(view.bonus.total_bonus)}
          </output>
          <span className={s.note}>{t.fromDeposits(formatBaht(view.bonus.total_deposits))}</span>
        </div>
        <BonusRows key={`${range.from}-${range.to}`} bonus={view.bonus} />
      </>
    )}
  </section>
)
