import { css } from "../../../styled-system/css"
import type { AffiliateLogEntry } from "../../domain/affiliate-schema"
import { formatBaht } from "../../domain/money"
import { formatThaiDateTime } from "../../domain/thai-date"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { affiliateStyles as s } from "./affiliate-styles"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.history

const list = css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", padding: "0", margin: "0" })
const row = css({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "3",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceRaised"
})
const amount = css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })

export type WithdrawalLogView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly entries: ReadonlyArray<AffiliateLogEntry> }

/** The income withdrawals (API-37, type "af"), newest first. */
export const WithdrawalLog = ({
  view,
  onRetry
}: {
  readonly view: WithdrawalLogView
  readonly onRetry: () => void
}) => (
  <section className={s.block} aria-labelledby="affiliate-history-title" style={{ gridArea: "history" }}>
    <h2 id="affiliate-history-title" className={s.heading}>
      {t.title}
    </h2>
    {view._tag === "Failed" ? (
      <LoadFailedNotice message={t.failed} detail={view.message} retryLabel={affiliateTexts.retry} onRetry={onRetry} />
    ) : view._tag === "Loading" ? (
      <div aria-busy="true" className={s.skeletonStack}>
        <Skeleton height="64px" />
        <Skeleton height="64px" />
      </div>
    ) : view.entries.length === 0 ? (
      <p className={s.note}>{t.empty}</p>
    ) : (
      <ul className={list} aria-label={t.title}>
        {view.entries.map((entry) => (
          <li key={entry.id} className={row} data-affiliate-withdrawal={entry.type}>
            <span className={css({ display: "flex", flexDirection: "column", minWidth: "0" })}>
              <span>{entry.type === "bank" ? t.bank : t.credit}</span>
              <span className={s.note}>{formatThaiDateTime(entry.createdAt)}</span>
            </span>
            <span className={amount}>{formatBaht(entry.amount)}</span>
          </li>
        ))}
      </ul>
    )}
  </section>
)
