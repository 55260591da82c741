import { css } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import { formatThaiDate } from "../../domain/thai-date"
import { periodLastInstant } from "../../domain/winlost"
import type { WinlostLogEntry } from "../../domain/winlost-schema"
import { DatedRows, DatedRowsLoading } from "../dated-rows"
import { LoadFailedNotice } from "../load-failed-notice"
import { winlostTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold" })

export type WinlostLogView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly entries: ReadonlyArray<WinlostLogEntry> }

/** The refunds of past periods (API-37, type "wl"), newest first. */
export const WinlostLogList = ({ view, onRetry }: { readonly view: WinlostLogView; readonly onRetry: () => void }) => (
  <section aria-labelledby="winlost-log-title">
    <h2 id="winlost-log-title" className={heading}>
      {winlostTexts.historyTitle}
    </h2>
    {view._tag === "Loading" ? (
      <DatedRowsLoading />
    ) : view._tag === "Failed" ? (
      <LoadFailedNotice
        message={winlostTexts.historyFailed}
        detail={view.message}
        onRetry={onRetry}
        retryLabel={winlostTexts.retry}
      />
    ) : (
      <DatedRows
        empty={winlostTexts.historyEmpty}
        rows={view.entries.map((entry) => ({
          id: entry.id,
          at: entry.createdAt,
          title: winlostTexts.period(
            formatThaiDate(entry.periodStart),
            formatThaiDate(periodLastInstant(entry.periodEnd))
          ),
          detail: winlostTexts.historyLoss(formatBaht(entry.loss), entry.percent),
          amount: `+${formatBaht(entry.amount)}`,
          tone: "in",
          status: entry.destination === "bank" ? winlostTexts.toBankShort : winlostTexts.toBalance
        }))}
      />
    )}
  </section>
)
