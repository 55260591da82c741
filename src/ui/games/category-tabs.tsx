import { useEffect, useRef, type KeyboardEvent } from "react"
import { css, cx } from "../../../styled-system/css"
import { GAME_CATEGORY_NAMES, LOBBY_TABS, type GameCategory } from "../../domain/game"
import { focusRing } from "../focus-ring"
import { gamesTexts } from "./texts"

// One row that scrolls sideways on a phone (seven Thai names do not fit 390 px), without a bar.
const list = css({
  display: "flex",
  gap: "2",
  overflowX: "auto",
  padding: "1",
  marginX: "-1",
  scrollbarWidth: "none",
  scrollSnapType: "x proximity",
  "&::-webkit-scrollbar": { display: "none" }
})
const tabBase = {
  flex: "0 0 auto",
  minHeight: "44px",
  paddingX: "4",
  borderRadius: "full",
  fontFamily: "body",
  fontSize: "md",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  cursor: "pointer",
  scrollSnapAlign: "start",
  borderWidth: "1px",
  borderStyle: "solid"
} as const
// Two whole classes, not one plus an override: atomic classes of the same property do not stack.
const tab = css(tabBase, {
  color: "paper",
  bg: "surfaceRaised",
  borderColor: "rgba(255, 255, 255, 0.12)",
  _hover: { borderColor: "paper" }
})
const selected = css(tabBase, { color: "onBrand", bg: "brand", borderColor: "brand" })

/** The id of a category's tab, for its panel's aria-labelledby. */
export const categoryTabId = (category: GameCategory): string => `games-tab-${category}`

export interface CategoryTabsProps {
  readonly value: GameCategory
  readonly panelId: string
  readonly onChange: (category: GameCategory) => void
}

/** The lobby's seven categories as a tablist: arrows, Home and End move between tabs (and choose). */
export const CategoryTabs = ({ value, panelId, onChange }: CategoryTabsProps) => {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const listRef = useRef<HTMLDivElement>(null)
  // The chosen tab in view (?cat=lotto is off screen on a phone); sideways only, the page stays put.
  useEffect(() => {
    const row = listRef.current
    const chosen = refs.current[LOBBY_TABS.indexOf(value)]
    if (row === null || chosen === null || chosen === undefined) return
    const start = chosen.offsetLeft - row.offsetLeft
    const end = start + chosen.offsetWidth
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, start - 16)
  }, [value])
  const choose = (index: number) => {
    const category = LOBBY_TABS[index]
    if (category === undefined) return
    refs.current[index]?.focus()
    onChange(category)
  }
  const move = (event: KeyboardEvent, index: number) => {
    const last = LOBBY_TABS.length - 1
    const next: Readonly<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    choose(target)
  }
  return (
    <div ref={listRef} role="tablist" aria-label={gamesTexts.tabsLabel} className={list}>
      {LOBBY_TABS.map((category, index) => (
        <button
          key={category}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={categoryTabId(category)}
          aria-selected={category === value}
          aria-controls={panelId}
          tabIndex={category === value ? 0 : -1}
          data-category={category}
          className={cx(category === value ? selected : tab, focusRing)}
          onClick={() => onChange(category)}
          onKeyDown={(event) => move(event, index)}
        >
          {GAME_CATEGORY_NAMES[category]}
        </button>
      ))}
    </div>
  )
}
