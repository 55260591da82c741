import { css, cx } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import type { PromotionPeriod } from "../../domain/promotion"
import { buttonLook } from "../button"
import { UiLink } from "../link"
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
// The period open now stands out: a brand frame and glow, its badge and the way to act on it.
const openPeriodCard = css({
  // A longhand, so it wins over the card's \`bg\` shorthand whatever order the atomic rules come in.
  bgColor: "rgb(var(--brand-rgb, 255 202 0) / 0.14)",
  outline: "2px solid token(colors.brand)",
  outlineOffset: "-2px",
  boxShadow: "0 0 24px rgb(var(--brand-rgb, 255 202 0) / 0.18)"
})
const periodHead = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" })
const periodTitle = css({ fontSize: "sm", color: "muted" })
// No padding above or below: the badge's line is the period title's, so the open period's card is
// as tall as the others and as their skeleton (it was 4 px taller, and moved what came below).
const openBadge = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  paddingX: "2.5",
  borderRadius: "full",
  bg: "brand",
  color: "onBrand",
  fontSize: "sm",
  fontWeight: "bold",
  whiteSpace: "nowrap",
  "&::before": {
    content: '""',
    width: "8px",
    height: "8px",
    borderRadius: "full",
    bg: "onBrand",
    animation: "pulse 1.6s ease-in-out infinite",
    _motionReduce: { animation: "none" }
  }
})
const example = css({ fontSize: "sm", color: "muted" })
const depositLink = css({ flexShrink: 0, textDecoration: "none" })
/**
 * The last line, where the open period's 'ฝากเลย' stands: as tall as the button (buttonLook's 48 px;
 * it was 44, and the open period's card grew by the difference) in every period, so the button
 * appears (the clock is read after the page comes alive) without moving anything (#16 CLS).
 */
const lastLine = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: "2",
  minHeight: "48px"
})
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
  /** The period open now (1 or 2), marked with 'ฝากเลย'; null outside both or before the clock is read. */
  readonly openPeriod?: 1 | 2 | null
  /** Where 'ฝากเลย' leads (the deposit screen). */
  readonly depositHref?: string
}

/**
 * The bonus promotion panel (PROMO-01..PROMO-05): two periods, or the empty message. Each period
 * says what its ending asks with an example; the one open now is marked 'ตอนนี้อยู่ในช่วงโบนัส' with
 * 'ฝากเลย' (#29).
 */
export const PromotionPanel = ({ periods, loading, openPeriod = null, depositHref }: PromotionPanelProps) => {
  if (loading) {
    return (
      <div className={panel} aria-busy="true">
        <span className={css({ srOnly: true })}>{promotionTexts.loading}</span>
        {/* The two periods' own cards and lines (the example's too: it was left out, and the
            promotions below moved down by two lines when the periods came), so what replaces them
            takes the same room (#16: CLS). */}
        <ul className={list} aria-hidden="true">
          {[1, 2].map((index) => (
            <li key={index} className={period}>
              <Skeleton width="5rem" height="1.6em" className={periodTitle} />
              <Skeleton width="8rem" height="1.6em" className={rate} />
              {[0, 1].map((row) => (
                <Skeleton key={row} width="12rem" height="1.6em" className={line} />
              ))}
              <Skeleton width="14rem" height="1.6em" className={example} />
              <span className={cx(line, depositHref !== undefined && lastLine)}>
                <Skeleton width="12rem" height="1.6em" />
              </span>
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
        {periods.map((entry, index) => {
          const isOpen = openPeriod === index + 1
          return (
            <li
              key={index}
              className={cx(period, isOpen && openPeriodCard)}
              data-promotion-period={index + 1}
              data-open={isOpen ? "" : undefined}
            >
              <span className={periodHead}>
                <span className={periodTitle}>{promotionTexts.period(index + 1)}</span>
                {isOpen ? <span className={openBadge}>{promotionTexts.openNow}</span> : null}
              </span>
              <span className={rate}>{promotionTexts.rate(entry.rate)}</span>
              <span className={line}>{promotionTexts.window(entry.start, entry.end)}</span>
              <span className={line}>{promotionTexts.endNumber(entry.endNumber)}</span>
              {entry.example === null ? null : (
                <span className={example}>
                  {promotionTexts.endNumberExample(entry.endNumber, formatBaht(entry.example))}
                </span>
              )}
              <span className={cx(line, depositHref !== undefined && lastLine)}>
                <span>{promotionTexts.max(formatBaht(entry.max))}</span>
                {isOpen && depositHref !== undefined ? (
                  <UiLink to={depositHref} className={cx(buttonLook("primary"), depositLink)}>
                    {promotionTexts.depositNow}
                  </UiLink>
                ) : null}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
