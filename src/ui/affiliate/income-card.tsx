import { doneNotice } from "../done-notice-style"
import { css, cx } from "../../../styled-system/css"
import { MIN_AFFILIATE_WITHDRAWAL } from "../../domain/affiliate"
import type { AffiliateIncome } from "../../domain/affiliate-schema"
import { formatBaht } from "../../domain/money"
import { Button } from "../button"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { affiliateStyles as s } from "./affiliate-styles"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.income

const available = css({ display: "flex", flexDirection: "column", gap: "1" })
const availableValue = css({
  fontSize: "4xl",
  fontWeight: "bold",
  color: "brand",
  fontVariantNumeric: "tabular-nums",
  lineHeight: "1.3"
})
const rule = css({
  alignSelf: "flex-start",
  paddingX: "3",
  paddingY: "1",
  borderRadius: "full",
  bg: "rgb(var(--brand-rgb, 255 202 0) / 0.14)",
  color: "brand",
  fontSize: "sm",
  fontWeight: "semibold"
})
const figures = css({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "2" })
const figure = css({ display: "flex", flexDirection: "column", padding: "3", borderRadius: "xl", bg: "surfaceRaised" })
const figureValue = css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums", textAlign: "right" })

const labelLine = css({ fontSize: "sm" })

/**
 * The card's own layout, its labels said, with grey blocks for its figures: what replaces it takes
 * the same room (#16: CLS).
 */
const IncomeSkeleton = () => (
  <>
    <div className={available}>
      <span className={s.label}>{t.available}</span>
      {/* A returning player's frame shows the income the device kept here, greyed (#30). */}
      <Skeleton width="10rem" height="1.3em" className={availableValue} fill="affiliate-income" />
      <Skeleton width="14rem" height="calc(1.6em + 0.5rem)" className={cx(rule, labelLine)} />
    </div>
    <div className={figures}>
      {[t.earned, t.withdrawn].map((label) => (
        <div key={label} className={figure}>
          <span className={s.label}>{label}</span>
          <Skeleton height="1.6em" />
        </div>
      ))}
    </div>
    <Skeleton height="48px" />
    <p className={s.note}>{t.minimum(formatBaht(MIN_AFFILIATE_WITHDRAWAL))}</p>
  </>
)

export type IncomeView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly income: AffiliateIncome }

export interface IncomeCardProps {
  readonly view: IncomeView
  /** 'ถอนรายได้สำเร็จ' and what followed, after a withdrawal made from this screen. */
  readonly success: string | null
  /** An unsure withdrawal's outcome is being read (the dialog may have been closed meanwhile). */
  readonly verifying: boolean
  readonly onWithdraw: () => void
  readonly onRetry: () => void
}

/** 'รายได้คงเหลือ', the 0.5 % rule, earned and withdrawn, and 'ถอนรายได้' (#12). */
export const IncomeCard = ({ view, success, verifying, onWithdraw, onRetry }: IncomeCardProps) => (
  <section
    className={s.block}
    aria-labelledby="affiliate-income-title"
    aria-busy={view._tag === "Loading" || undefined}
    style={{ gridArea: "income" }}
  >
    <h2 id="affiliate-income-title" className={s.heading}>
      {t.title}
    </h2>
    {view._tag === "Failed" ? (
      <LoadFailedNotice message={t.failed} detail={view.message} retryLabel={affiliateTexts.retry} onRetry={onRetry} />
    ) : view._tag === "Loading" ? (
      <IncomeSkeleton />
    ) : (
      <>
        <div className={available}>
          <span className={s.label}>{t.available}</span>
          <output className={availableValue} data-affiliate-income="">
            {formatBaht(view.income.income)}
          </output>
          <span className={rule}>{t.rule(String(view.income.percent))}</span>
        </div>
        <div className={figures}>
          <div className={figure}>
            <span className={s.label}>{t.earned}</span>
            <span className={figureValue}>{formatBaht(view.income.earned)}</span>
          </div>
          <div className={figure}>
            <span className={s.label}>{t.withdrawn}</span>
            <span className={figureValue}>{formatBaht(view.income.withdrawn)}</span>
          </div>
        </div>
        {success !== null ? (
          <div role="status" className={doneNotice}>
            <strong>{t.success}</strong>
            <span>{success}</span>
          </div>
        ) : null}
        {verifying ? (
          <p role="status" className={s.note}>
            {t.verifying}
          </p>
        ) : null}
        <Button fullWidth onClick={onWithdraw}>
          {t.withdraw}
        </Button>
        <p className={s.note}>{t.minimum(formatBaht(MIN_AFFILIATE_WITHDRAWAL))}</p>
      </>
    )}
  </section>
)
