import { css } from "../../../styled-system/css"
import { isMoneyIn } from "../../domain/history"
import type { HistoryRow } from "../../domain/history-schema"
import { formatBaht } from "../../domain/money"
import { DatedRow } from "../dated-rows"
import { StatusPill, toneOfStatus } from "../status-pill"
import { historyTexts } from "./texts"

/** Every row is this tall, so the virtual list places rows without measuring them. */
export const HISTORY_ROW_HEIGHT = 84

// The card's height is fixed (the gap between rows is the rest of the virtual item's), so no line
// may wrap: each is cut with "…".
const fixed = css({
  height: `${HISTORY_ROW_HEIGHT - 8}px`,
  overflow: "hidden",
  "& > div > *": { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }
})

/**
 * One movement: kind, date in Thai with the Buddhist-era year, amount with its sign (+ in, − out:
 * the sign says it, the colour only repeats it) and the status label.
 */
export const HistoryRowView = ({ entry }: { readonly entry: HistoryRow }) => {
  const incoming = isMoneyIn(entry.kind)
  return (
    <DatedRow
      as="div"
      className={fixed}
      data={{ "data-history-row": entry.kind }}
      at={entry.createdAt}
      title={historyTexts.kinds[entry.kind]}
      detail={entry.note ?? entry.channel}
      tone={incoming ? "in" : "out"}
      amount={
        <>
          <span className={css({ srOnly: true })}>{incoming ? historyTexts.moneyIn : historyTexts.moneyOut} </span>
          {incoming ? "+" : "−"}
          {formatBaht(entry.amount)}
        </>
      }
      status={
        <StatusPill tone={toneOfStatus(entry.status)} status={entry.status}>
          {historyTexts.statuses[entry.status]}
        </StatusPill>
      }
    />
  )
}
