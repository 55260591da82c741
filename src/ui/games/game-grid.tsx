import { useWindowVirtualizer } from "@tanstack/react-virtual"
import { useLayoutEffect, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { gameKey, isFavourite, sameGame } from "../../domain/game"
import type { GameSummary } from "../../domain/game-schema"
import { GAME_CARD_INFO_HEIGHT, GameCard, type GameCardsProps } from "./game-card"

// A provider's hundreds of games on a phone: only the rows near the viewport are in the DOM (the
// window scrolls, as on every page), and every row's height is known from the width, so nothing
// shifts as pictures arrive.

const GAP_PX = 12
/** Rows drawn beyond the viewport each way, so a quick flick does not show empty rows. */
const OVERSCAN_ROWS = 3
/** Rows whose pictures load at once: the first screenful. */
const EAGER_ROWS = 2

/** Three cards a row on a phone, four on a tablet, six on a desktop. */
export const columnsFor = (width: number): number => (width >= 840 ? 6 : width >= 560 ? 4 : 3)

const list = css({ position: "relative", width: "100%", listStyle: "none", padding: "0", margin: "0" })
const row = css({ position: "absolute", top: "0", left: "0", width: "100%", display: "grid" })

export interface GameGridProps extends GameCardsProps {
  readonly games: ReadonlyArray<GameSummary>
  /** Names the list for screen readers ('เกมทั้งหมดของ Joker'). */
  readonly label: string
}

export const GameGrid = ({
  games,
  favourites,
  opening,
  busy,
  onPlay,
  onToggleFavourite,
  providerNameOf,
  label
}: GameGridProps) => {
  const listRef = useRef<HTMLUListElement>(null)
  const [layout, setLayout] = useState({ width: 0, offset: 0 })
  // The grid's width (its columns and row height follow) and its distance from the document's top
  // (where the window's scroll reaches its first row), read again when either may have moved.
  useLayoutEffect(() => {
    const element = listRef.current
    if (element === null) return undefined
    const measure = () => {
      const box = element.getBoundingClientRect()
      const next = { width: Math.round(box.width), offset: Math.round(box.top + window.scrollY) }
      setLayout((current) => (current.width === next.width && current.offset === next.offset ? current : next))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [games.length])
  const columns = columnsFor(layout.width)
  const cardWidth = layout.width > 0 ? (layout.width - GAP_PX * (columns - 1)) / columns : 0
  const rowHeight = Math.ceil(cardWidth + GAME_CARD_INFO_HEIGHT)
  const rowCount = Math.ceil(games.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: layout.width > 0 ? rowCount : 0,
    estimateSize: () => rowHeight + GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout.offset
  })
  // Sizes are not measured, they are known: a new width means new sizes for every row.
  useLayoutEffect(() => {
    virtualizer.measure()
  }, [virtualizer, rowHeight])
  const margin = virtualizer.options.scrollMargin
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={list}
      style={{ height: `${Math.max(0, virtualizer.getTotalSize() - GAP_PX)}px` }}
      data-game-grid=""
    >
      {virtualizer.getVirtualItems().map((virtual) => {
        const start = virtual.index * columns
        const rowGames = games.slice(start, start + columns)
        return (
          <li
            key={virtual.key}
            className={row}
            style={{
              transform: `translateY(${virtual.start - margin}px)`,
              height: `${rowHeight}px`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${GAP_PX}px`
            }}
          >
            {rowGames.map((game) => (
              <GameCard
                key={gameKey(game)}
                game={game}
                providerName={providerNameOf(game.provider)}
                favourite={isFavourite(favourites, game)}
                opening={opening !== null && sameGame(opening, game)}
                disabled={busy}
                onPlay={onPlay}
                onToggleFavourite={onToggleFavourite}
                eager={virtual.index < EAGER_ROWS}
                first={virtual.index === 0}
              />
            ))}
          </li>
        )
      })}
    </ul>
  )
}
