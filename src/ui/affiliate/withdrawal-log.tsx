import type { AffiliateLogEntry } from "../../domain/affiliate-schema"
import { formatBaht } from "../../domain/money"
import { DatedRows, DatedRowsLoading } from "../dated-rows"
import { LoadFailedNotice } from "../load-failed-notice"
import { affiliateStyles as s } from "./affiliate-styles"
import { affiliateTexts } from "./texts"

const t = affiliateTexts.history

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
      <DatedRowsLoading />
    ) : (
      <DatedRows
        label={t.title}
        empty={t.empty}
        rows={view.entries.map((entry) => ({
          id: entry.id,
          at: entry.createdAt,
          title: entry.type === "bank" ? t.bank : t.credit,
          amount: formatBaht(entry.amount),
          data: { "data-affiliate-withdrawal": entry.type }
        }))}
      />
    )}
  </section>
)
