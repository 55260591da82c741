import { css } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import { formatThaiDate, formatThaiDateTime } from "../../domain/thai-date"
import { periodLastInstant } from "../../domain/winlost"
import type { WinlostLogEntry } from "../../domain/winlost-schema"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { winlostTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold" })
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
const left = css({ display: "flex", flexDirection: "column", minWidth: "0" })
const small = css({ fontSize: "sm", color: "muted" })
const right = css({ display: "flex", flexDirection: "column", alignItems: "flex-end", textAlign: "right" })
const amount = css({ fontWeight: "bold", color: "success", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })

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
      <div aria-busy="true" className={list}>
        <Skeleton height="64px" />
        <Skeleton height="64px" />
      </div>
    ) : view._tag === "Failed" ? (
      <LoadFailedNotice
        message={winlostTexts.historyFailed}
        detail={view.message}
        onRetry={onRetry}
        retryLabel={winlostTexts.retry}
      />
    ) : view.entries.length === 0 ? (
      <p className={small}>{winlostTexts.historyEmpty}</p>
    ) : (
      <ul className={list}>
        {view.entries.map((entry) => (
          <li key={entry.id} className={row}>
            <div className={left}>
              <span>
                {winlostTexts.period(
                  formatThaiDate(entry.periodStart),
                  formatThaiDate(periodLastInstant(entry.periodEnd))
                )}
              </span>
              <span className={small}>{winlostTexts.historyLoss(formatBaht(entry.loss), entry.percent)}</span>
              <span className={small}>{formatThaiDateTime(entry.createdAt)}</span>
            </div>
            <div className={right}>
              <span className={amount}>+{formatBaht(entry.amount)}</span>
              <span className={small}>
                {entry.destination === "bank" ? winlostTexts.toBankShort : winlostTexts.toBalance}
              </span>
            </div>
          </li>
        ))}
      </ul>
    )}
  </section>
)
