import { css } from "../../../styled-system/css"
import { isMoneyIn } from "../../domain/history"
import type { HistoryRow } from "../../domain/history-schema"
import { formatBaht } from "../../domain/money"
import { DatedRow } from "../dated-rows"
import { focusRing } from "../focus-ring"
import { StatusPill, toneOfStatus } from "../status-pill"
import { historyTexts } from "./texts"

/** Every row is this tall, so the virtual list places rows without measuring them. */
export const HISTORY_ROW_HEIGHT = 84

// The card's height is fixed (the gap between rows is the rest of the virtual item's), so no line
// may wrap: each is cut with "…" (the detail sheet says it whole).
const fixed = css({
  height: `${HISTORY_ROW_HEIGHT - 8}px`,
  overflow: "hidden",
  "& > div > *": { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }
})
const opener = css({
  display: "block",
  width: "100%",
  padding: "0",
  border: "none",
  borderRadius: "xl",
  bg: "transparent",
  color: "inherit",
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
  _hover: { filter: "brightness(1.12)" }
})

/** The signed amount: + in, − out (the sign says it, the colour only repeats it). */
export const SignedAmount = ({ entry }: { readonly entry: HistoryRow }) => {
  const incoming = isMoneyIn(entry.kind, entry.moved)
  return (
    <>
      <span className={css({ srOnly: true })}>{incoming ? historyTexts.moneyIn : historyTexts.moneyOut} </span>
      {incoming ? "+" : "−"}
      {formatBaht(entry.amount)}
    </>
  )
}

/** What the row's second muted line says: the reason of a refusal, else the channel and the balance after a move. */
const detailOf = (entry: HistoryRow): string => {
  if (entry.note !== null) return entry.note
  if (entry.balanceAfter === undefined || entry.moved === undefined || entry.moved === 0) return entry.channel
  return `${entry.channel} · ${historyTexts.balanceAfter(formatBaht(entry.balanceAfter))}`
}

/**
 * One movement, a button that opens its detail: kind, date and time, amount
 * with its sign, the status, and the balance after it.
 */
export const HistoryRowView = ({ entry, onOpen }: { readonly entry: HistoryRow; readonly onOpen: () => void }) => (
  <button
    type="button"
    className={`${opener} ${focusRing}`}
    onClick={onOpen}
    aria-haspopup="dialog"
    data-history-row={entry.kind}
    data-history-moved={entry.moved ?? ""}
    data-history-balance={entry.balanceAfter ?? ""}
  >
    <DatedRow
      as="div"
      className={fixed}
      at={entry.createdAt}
      title={historyTexts.kinds[entry.kind]}
      detail={detailOf(entry)}
      tone={isMoneyIn(entry.kind, entry.moved) ? "in" : "out"}
      amount={<SignedAmount entry={entry} />}
      status={
        <StatusPill tone={toneOfStatus(entry.status)} status={entry.status}>
          {historyTexts.statuses[entry.status]}
        </StatusPill>
      }
    />
  </button>
)
