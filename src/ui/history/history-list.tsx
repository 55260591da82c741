import { useWindowVirtualizer } from "@tanstack/react-virtual"
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import type { HistoryRow } from "../../domain/history-schema"
import { Button } from "../button"
import { Spinner } from "../spinner"
import { historyItems } from "./history-items"
import { HISTORY_ROW_HEIGHT, HistoryRowView } from "./history-row"
import { historyTexts } from "./texts"

/** How close to the end (in rows) the next page is asked for. */
const PREFETCH_ROWS = 15
/** A day's heading is this tall (the row's height is HISTORY_ROW_HEIGHT): no item is measured. */
const DAY_HEIGHT = 44

const list = css({ position: "relative", width: "100%", listStyle: "none", padding: "0", margin: "0" })
const item = css({ position: "absolute", top: "0", left: "0", width: "100%" })
const dayHeading = css({
  display: "flex",
  alignItems: "flex-end",
  height: `${DAY_HEIGHT}px`,
  margin: "0",
  paddingBottom: "2",
  fontSize: "sm",
  fontWeight: "semibold",
  color: "muted"
})
const footer = css({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  gap: "3",
  minHeight: "48px",
  color: "muted",
  fontSize: "sm"
})

export interface HistoryListProps {
  readonly rows: ReadonlyArray<HistoryRow>
  readonly hasMore: boolean
  readonly more: "idle" | "loading" | "failed"
  readonly onMore: () => void
  /** A row pressed: its detail opens. */
  readonly onOpen: (row: HistoryRow) => void
  /** The clock that names 'วันนี้' and 'เมื่อวาน'. */
  readonly now: number
}

/**
 * 2,000 rows scroll smoothly: only the items near the viewport are in the DOM (the window is the
 * scroller, so the page scrolls as every other page does), and the next page is asked for as the
 * end nears. The rows sit under a heading per Bangkok day ('วันนี้', 'เมื่อวาน', '12 ต.ค. 2569').
 */
export const HistoryList = ({ rows, hasMore, more, onMore, onOpen, now }: HistoryListProps) => {
  const listRef = useRef<HTMLUListElement>(null)
  const [offset, setOffset] = useState(0)
  const items = useMemo(() => historyItems(rows, now), [rows, now])
  // The list's distance from the document's top, where the window's scroll reaches its first row.
  // Read again as pages arrive: a banner or a notice above the list can move it down meanwhile.
  useLayoutEffect(() => {
    const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)
    if (top !== offset) setOffset(top)
  }, [offset, rows.length])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (index) => (items[index]?._tag === "day" ? DAY_HEIGHT : HISTORY_ROW_HEIGHT),
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 6,
    scrollMargin: offset
  })
  const shown = virtualizer.getVirtualItems()
  const lastShown = shown.at(-1)?.index ?? 0
  useEffect(() => {
    if (hasMore && more === "idle" && lastShown >= items.length - PREFETCH_ROWS) onMore()
  }, [hasMore, more, lastShown, items.length, onMore])
  const margin = virtualizer.options.scrollMargin
  return (
    <>
      <ul ref={listRef} className={list} style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {shown.map((virtual) => {
          const entry = items[virtual.index]
          if (entry === undefined) return null
          const place = { transform: `translateY(${virtual.start - margin}px)`, height: `${virtual.size}px` }
          return entry._tag === "day" ? (
            <li key={entry.key} className={item} style={place} data-history-day={entry.day}>
              <h2 className={dayHeading}>
                {entry.heading === entry.day ? entry.day : `${entry.heading} · ${entry.day}`}
              </h2>
            </li>
          ) : (
            <li
              key={entry.key}
              aria-setsize={hasMore ? -1 : rows.length}
              aria-posinset={entry.index + 1}
              className={item}
              style={place}
            >
              <HistoryRowView entry={entry.row} onOpen={() => onOpen(entry.row)} />
            </li>
          )
        })}
      </ul>
      <div className={footer}>
        {more === "loading" ? (
          <>
            <Spinner /> {historyTexts.loadingMore}
          </>
        ) : more === "failed" ? (
          <>
            <span role="alert">{historyTexts.moreFailed}</span>
            <Button variant="secondary" onClick={onMore}>
              {historyTexts.retry}
            </Button>
          </>
        ) : !hasMore ? (
          historyTexts.end
        ) : null}
      </div>
    </>
  )
}
