import { css, cx } from "../../../styled-system/css"
import { isMoneyIn } from "../../domain/history"
import type { HistoryRow } from "../../domain/history-schema"
import { formatBaht } from "../../domain/money"
import { formatThaiDateTime } from "../../domain/thai-date"
import { StatusPill, toneOfStatus } from "../status-pill"
import { historyTexts } from "./texts"

/** Every row is this tall, so the virtual list places rows without measuring them. */
export const HISTORY_ROW_HEIGHT = 84

const row = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  height: `${HISTORY_ROW_HEIGHT - 8}px`,
  paddingX: "3",
  borderRadius: "xl",
  bg: "surfaceRaised",
  overflow: "hidden"
})
const left = css({ display: "flex", flexDirection: "column", minWidth: "0" })
const kind = css({ fontWeight: "semibold", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" })
const small = css({
  fontSize: "sm",
  color: "muted",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis"
})
const right = css({ display: "flex", flexDirection: "column", alignItems: "flex-end", flexShrink: 0 })
const amount = css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })
const moneyIn = css({ color: "success" })
const moneyOut = css({ color: "#ff9b9b" })
/**
 * One movement: kind, date in Thai with the Buddhist-era year, amount with its sign (+ in, − out:
 * the sign says it, the colour only repeats it) and the status label.
 */
export const HistoryRowView = ({ entry }: { readonly entry: HistoryRow }) => {
  const incoming = isMoneyIn(entry.kind)
  return (
    <div className={row} data-history-row={entry.kind}>
      <div className={left}>
        <span className={kind}>{historyTexts.kinds[entry.kind]}</span>
        <span className={small}>{formatThaiDateTime(entry.createdAt)}</span>
        <span className={small}>{entry.note ?? entry.channel}</span>
      </div>
      <div className={right}>
        <span className={cx(amount, incoming ? moneyIn : moneyOut)}>
          <span className={css({ srOnly: true })}>{incoming ? historyTexts.moneyIn : historyTexts.moneyOut} </span>
          {incoming ? "+" : "−"}
          {formatBaht(entry.amount)}
        </span>
        <StatusPill tone={toneOfStatus(entry.status)} status={entry.status}>
          {historyTexts.statuses[entry.status]}
        </StatusPill>
      </div>
    </div>
  )
}
