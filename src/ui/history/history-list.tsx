import { useWindowVirtualizer } from "@tanstack/react-virtual"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import type { HistoryRow } from "../../domain/history-schema"
import { Button } from "../button"
import { Spinner } from "../spinner"
import { HISTORY_ROW_HEIGHT, HistoryRowView } from "./history-row"
import { historyTexts } from "./texts"

/** How close to the end (in rows) the next page is asked for. */
const PREFETCH_ROWS = 15

const list = css({ position: "relative", width: "100%", listStyle: "none", padding: "0", margin: "0" })
const item = css({ position: "absolute", top: "0", left: "0", width: "100%" })
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
}

/**
 * 2,000 rows scroll smoothly: only the rows near the viewport are in the DOM (the window is the
 * scroller, so the page scrolls as every other page does), and the next page is asked for as the end nears.
 */
export const HistoryList = ({ rows, hasMore, more, onMore }: HistoryListProps) => {
  const listRef = useRef<HTMLUListElement>(null)
  const [offset, setOffset] = useState(0)
  // The list's distance from the document's top, where the window's scroll reaches its first row.
  // Read again as pages arrive: a banner or a notice above the list can move it down meanwhile.
  useLayoutEffect(() => {
    const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)
    if (top !== offset) setOffset(top)
  }, [offset, rows.length])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => HISTORY_ROW_HEIGHT,
    overscan: 6,
    scrollMargin: offset
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (hasMore && more === "idle" && lastShown >= rows.length - PREFETCH_ROWS) onMore()
  }, [hasMore, more, lastShown, rows.length, onMore])
  const margin = virtualizer.options.scrollMargin
  return (
    <>
      <ul ref={listRef} className={list} style={{ height: `${virtualizer.getTotalSize()}px` }}>
        {items.map((virtual) => {
          const entry = rows[virtual.index]
          if (entry === undefined) return null
          return (
            <li
              key={entry.id}
              aria-setsize={hasMore ? -1 : rows.length}
              aria-posinset={virtual.index + 1}
              className={item}
              style={{ transform: `translateY(${virtual.start - margin}px)`, height: `${HISTORY_ROW_HEIGHT}px` }}
            >
              <HistoryRowView entry={entry} />
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
