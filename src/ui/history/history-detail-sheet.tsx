import { useState } from "react"
import { css } from "../../../styled-system/css"
import { isMoneyIn } from "../../domain/history"
import type { HistoryRow } from "../../domain/history-schema"
import { formatBaht } from "../../domain/money"
import { formatThaiDateTime } from "../../domain/thai-date"
import { copyText } from "../browser-files"
import { Button } from "../button"
import { Sheet } from "../sheet"
import { StatusPill, toneOfStatus } from "../status-pill"
import { SignedAmount } from "./history-row"
import { historyTexts } from "./texts"

const texts = historyTexts.detail

// A bottom sheet on a phone; on a wider screen a panel of a reading width, centred at the bottom.
const panel = css({ md: { maxWidth: "520px", marginX: "auto", borderRadius: "2xl", bottom: "6" } })
const facts = css({ display: "grid", gap: "3", margin: "0", paddingBottom: "2" })
const fact = css({
  display: "grid",
  gridTemplateColumns: "minmax(6.5rem, auto) minmax(0, 1fr)",
  columnGap: "3",
  alignItems: "baseline",
  "& dt": { color: "muted", fontSize: "sm" },
  "& dd": { margin: "0", overflowWrap: "anywhere" }
})
const amountLine = css({ fontSize: "xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" })
const tones = { in: css({ color: "success" }), out: css({ color: "#ff9b9b" }) }
const referenceLine = css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })
const referenceText = css({ fontFamily: "mono", userSelect: "all", overflowWrap: "anywhere" })
const hint = css({ color: "muted", fontSize: "sm", width: "100%" })

export interface HistoryDetailSheetProps {
  /** The row shown; null: the sheet is closed. */
  readonly entry: HistoryRow | null
  readonly onClose: () => void
}

/** A movement whole (#29): kind, amount, status, the reason uncut, the time, the balance after it, the reference to copy. */
export const HistoryDetailSheet = ({ entry, onClose }: HistoryDetailSheetProps) => {
  const reference = entry === null ? "" : (entry.reference ?? entry.id)
  // What the last copy did, and of which reference: another row's sheet starts at 'คัดลอก'.
  const [copied, setCopied] = useState<{ readonly of: string; readonly done: boolean } | null>(null)
  const copy = copied === null || copied.of !== reference ? "idle" : copied.done ? "copied" : "by-hand"
  const onCopy = () => void copyText(reference).then((done) => setCopied({ of: reference, done }))
  return (
    <Sheet
      open={entry !== null}
      side="bottom"
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      className={panel}
      panelData={{ "data-history-detail": entry?.kind ?? "" }}
    >
      {entry === null ? null : (
        <dl className={facts}>
          <div className={fact}>
            <dt>{texts.kind}</dt>
            <dd>{historyTexts.kinds[entry.kind]}</dd>
          </div>
          <div className={fact}>
            <dt>{texts.amount}</dt>
            <dd className={`${amountLine} ${tones[isMoneyIn(entry.kind, entry.moved) ? "in" : "out"]}`}>
              <SignedAmount entry={entry} />
            </dd>
          </div>
          <div className={fact}>
            <dt>{texts.status}</dt>
            <dd>
              <StatusPill tone={toneOfStatus(entry.status)} status={entry.status}>
                {historyTexts.statuses[entry.status]}
              </StatusPill>
            </dd>
          </div>
          {entry.note === null ? null : (
            <div className={fact}>
              <dt>{texts.reason}</dt>
              <dd data-history-reason="">{entry.note}</dd>
            </div>
          )}
          <div className={fact}>
            <dt>{texts.time}</dt>
            <dd>
              <time dateTime={entry.createdAt}>{formatThaiDateTime(entry.createdAt)}</time>
            </dd>
          </div>
          <div className={fact}>
            <dt>{texts.channel}</dt>
            <dd>{entry.channel}</dd>
          </div>
          {entry.balanceAfter === undefined ? null : (
            <div className={fact}>
              <dt>{texts.balanceAfter}</dt>
              <dd>{entry.moved === 0 ? texts.notMoved : formatBaht(entry.balanceAfter)}</dd>
            </div>
          )}
          <div className={fact}>
            <dt>{texts.reference}</dt>
            <dd className={referenceLine}>
              <span className={referenceText} data-history-reference="">
                {reference}
              </span>
              <Button variant="secondary" onClick={onCopy}>
                {copy === "copied" ? texts.copied : texts.copy}
              </Button>
              {copy === "by-hand" ? (
                <span role="status" className={hint}>
                  {texts.copyByHand}
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
      )}
    </Sheet>
  )
}
