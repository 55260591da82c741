import { useId } from "react"
import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { textInput } from "../text-input-style"
import { gamesTexts } from "./texts"

const field = css({ display: "flex", flexDirection: "column", gap: "1" })
const label = css({ fontSize: "md", fontWeight: "semibold" })
const box = css({ position: "relative", display: "flex", alignItems: "center" })
const glass = css({ position: "absolute", left: "3", color: "muted", pointerEvents: "none" })
const input = css({ paddingLeft: "10", paddingRight: "12", "&::-webkit-search-cancel-button": { display: "none" } })
/** The count's line is kept while the games load, so the grid that follows takes the skeleton's place. */
const summaryLine = css({ fontSize: "sm", lineHeight: "1.6", minHeight: "1.6em", color: "muted" })
const clear = css({
  position: "absolute",
  right: "0",
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  border: "none",
  bg: "transparent",
  color: "muted",
  cursor: "pointer",
  _hover: { color: "paper" }
})

export interface GameSearchProps {
  readonly value: string
  readonly onChange: (value: string) => void
  /** What the filter found, read out politely as the player types. */
  readonly summary: string
}

/** 'ค้นหาเกม': filters as the player types; the count of matches is announced. */
export const GameSearch = ({ value, onChange, summary }: GameSearchProps) => {
  const id = useId()
  const summaryId = useId()
  return (
    <div className={field} role="search">
      <label htmlFor={id} className={label}>
        {gamesTexts.search}
      </label>
      <div className={box}>
        <span className={glass}>
          <Icon name="search" size={20} />
        </span>
        <input
          id={id}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={gamesTexts.searchPlaceholder}
          aria-describedby={summaryId}
          className={cx(textInput, input)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value === "" ? null : (
          <button
            type="button"
            className={cx(clear, focusRing)}
            aria-label={gamesTexts.clearSearch}
            onClick={() => onChange("")}
          >
            <Icon name="close" size={20} />
          </button>
        )}
      </div>
      <span id={summaryId} className={summaryLine} aria-live="polite">
        {summary}
      </span>
    </div>
  )
}
