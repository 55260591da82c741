import { css } from "../../../styled-system/css"
import { devtoolsTexts } from "./texts"

const list = css({
  listStyle: "none",
  margin: "0",
  padding: "0",
  maxHeight: "14rem",
  overflowY: "auto",
  borderRadius: "lg",
  bg: "ink",
  fontFamily: "monospace",
  fontSize: "xs",
  lineHeight: "1.5"
})
const row = css({
  display: "grid",
  gridTemplateColumns: "3.5rem 6.5rem minmax(0, 1fr)",
  columnGap: "2",
  paddingX: "2",
  paddingY: "1",
  borderBottom: "1px solid token(colors.surfaceRaised)"
})
const seq = css({ color: "muted", textAlign: "right", fontVariantNumeric: "tabular-nums" })
const time = css({ color: "muted", fontVariantNumeric: "tabular-nums" })
const tag = css({ color: "brand", fontWeight: "bold", overflowWrap: "anywhere" })
const preview = css({ gridColumn: "2 / -1", color: "paper", overflowWrap: "anywhere" })
const empty = css({ color: "muted", fontSize: "sm" })

export interface DevtoolsEventRow {
  readonly seq: number
  /** HH:MM:SS.mmm */
  readonly time: string
  readonly tag: string
  /** A short, redacted preview of the payload. */
  readonly preview: string
}

/** The recent events, newest first. */
export const DevtoolsEventList = ({
  rows,
  total
}: {
  readonly rows: ReadonlyArray<DevtoolsEventRow>
  readonly total: number
}) =>
  rows.length === 0 ? (
    <p className={empty}>{devtoolsTexts.noEvents}</p>
  ) : (
    <>
      <p className={empty}>{devtoolsTexts.eventsCount(rows.length, total)}</p>
      <ol className={list} aria-label={devtoolsTexts.eventsTitle} data-devtools-events="">
        {rows.map((event) => (
          <li key={event.seq} className={row} data-seq={event.seq}>
            <span className={seq} aria-label={devtoolsTexts.seq}>
              #{event.seq}
            </span>
            <span className={time}>{event.time}</span>
            <span className={tag}>{event.tag}</span>
            {event.preview.length > 0 ? <span className={preview}>{event.preview}</span> : null}
          </li>
        ))}
      </ol>
    </>
  )
