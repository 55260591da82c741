import { css } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import type { PromotionPeriod } from "../../domain/promotion"
import { Skeleton } from "../skeleton"
import { promotionTexts } from "./texts"

const panel = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  fontFamily: "body",
  lineHeight: "1.6",
  color: "paper"
})
const list = css({
  display: "grid",
  gridTemplateColumns: "1fr",
  gap: "3",
  listStyle: "none",
  margin: "0",
  padding: "0",
  md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }
})
const period = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  padding: "4",
  borderRadius: "xl",
  bg: "rgba(36, 36, 43, 0.92)",
  borderLeft: "4px solid token(colors.brand)"
})
const periodTitle = css({ fontSize: "sm", color: "muted" })
const rate = css({ fontSize: "2xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const line = css({ fontSize: "md", fontVariantNumeric: "tabular-nums" })
const empty = css({
  padding: "6",
  textAlign: "center",
  color: "muted",
  fontSize: "md",
  borderRadius: "xl",
  bg: "rgba(36, 36, 43, 0.7)"
})

export interface PromotionPanelProps {
  /** From promotionPeriods(); null means no promotion (PROMO-01). */
  readonly periods: readonly [PromotionPeriod, PromotionPeriod] | null
  readonly loading: boolean
}

/** The bonus promotion panel (PROMO-01..PROMO-05): two periods, or the empty message. */
export const PromotionPanel = ({ periods, loading }: PromotionPanelProps) => {
  if (loading) {
    return (
      <div className={panel} aria-busy="true">
        <span className={css({ srOnly: true })}>{promotionTexts.loading}</span>
        {/* The two periods' own cards and lines, so what replaces them takes the same room (#16: CLS). */}
        <ul className={list} aria-hidden="true">
          {[1, 2].map((index) => (
            <li key={index} className={period}>
              <Skeleton width="5rem" height="1.6em" className={periodTitle} />
              <Skeleton width="8rem" height="1.6em" className={rate} />
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} width="12rem" height="1.6em" className={line} />
              ))}
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (periods === null) {
    return (
      <div className={panel}>
        <p className={empty}>{promotionTexts.empty}</p>
      </div>
    )
  }
  return (
    <div className={panel}>
      <ul className={list}>
        {periods.map((entry, index) => (
          <li key={index} className={period} data-promotion-period={index + 1}>
            <span className={periodTitle}>{promotionTexts.period(index + 1)}</span>
            <span className={rate}>{promotionTexts.rate(entry.rate)}</span>
            <span className={line}>{promotionTexts.window(entry.start, entry.end)}</span>
            <span className={line}>{promotionTexts.endNumber(entry.endNumber)}</span>
            <span className={line}>{promotionTexts.max(formatBaht(entry.max))}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
