import { useRef, type KeyboardEvent } from "react"
import { css, cx } from "../../styled-system/css"
import { focusRing } from "./focus-ring"

// A row of two to four choices shown as one control (the history's filters, the ranking's period):
// a WAI-ARIA tablist where the arrows, Home and End move between tabs and choose.

const list = css({ display: "grid", gap: "1", padding: "1", borderRadius: "xl", bg: "surfaceRaised" })
const tabBase = {
  minHeight: "44px",
  borderRadius: "lg",
  fontFamily: "body",
  fontSize: "md",
  fontWeight: "semibold",
  cursor: "pointer"
} as const
// Two whole classes, not one plus an override: atomic classes of the same property do not stack.
const tab = css(tabBase, { color: "paper", bg: "transparent", _hover: { bg: "rgba(255, 255, 255, 0.06)" } })
const selected = css(tabBase, { color: "onBrand", bg: "brand", _hover: { bg: "brand" } })

/** The wrap-around neighbour an arrow, Home or End leads to; null for any other key. */
const nextIndex = (key: string, index: number, last: number): number | null => {
  if (key === "ArrowRight") return index === last ? 0 : index + 1
  if (key === "ArrowLeft") return index === 0 ? last : index - 1
  if (key === "Home") return 0
  if (key === "End") return last
  return null
}

export interface SegmentedTabsProps<K extends string> {
  readonly keys: ReadonlyArray<K>
  readonly labels: Readonly<Record<K, string>>
  readonly value: K
  /** The tablist's accessible name. */
  readonly label: string
  /** Each tab's id is `${idPrefix}-${key}` (the panel is labelled by the selected one). */
  readonly idPrefix: string
  readonly panelId: string
  readonly onChange: (key: K) => void
  readonly className?: string
}

export const SegmentedTabs = <K extends string>(props: SegmentedTabsProps<K>) => {
  const { keys, value, onChange } = props
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const move = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, keys.length - 1)
    const key = next === null ? undefined : keys[next]
    if (next === null || key === undefined) return
    event.preventDefault()
    refs.current[next]?.focus()
    onChange(key)
  }
  return (
    <div
      role="tablist"
      aria-label={props.label}
      className={cx(list, props.className)}
      style={{ gridTemplateColumns: `repeat(${keys.length}, minmax(0, 1fr))` }}
    >
      {keys.map((key, index) => (
        <button
          key={key}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          role="tab"
          id={`${props.idPrefix}-${key}`}
          aria-selected={key === value}
          aria-controls={props.panelId}
          tabIndex={key === value ? 0 : -1}
          className={cx(key === value ? selected : tab, focusRing)}
          onClick={() => onChange(key)}
          onKeyDown={(event) => move(event, index)}
        >
          {props.labels[key]}
        </button>
      ))}
    </div>
  )
}
