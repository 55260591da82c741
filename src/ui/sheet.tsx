import { useId, useRef, type ReactNode } from "react"
import { css, cx } from "../../styled-system/css"
import { focusRing } from "./focus-ring"
import { roundIconButton } from "./icon-button-style"
import { Icon } from "./icon"
import { useModalFocus } from "./use-modal-focus"

// Below the modal's 100: a confirmation opened from a sheet (the menu's logout) covers it.
const layer = css({ position: "fixed", inset: "0", zIndex: 95 })
const phoneOnlyLayer = css({ md: { display: "none" } })
const backdrop = css({ position: "absolute", inset: "0", bg: "rgba(0, 0, 0, 0.6)" })
const panel = css({ position: "absolute", overflowY: "auto", bg: "surface", color: "paper", fontFamily: "body" })
const sides = {
  // Along the bottom edge, where a thumb reaches; the home indicator keeps its room.
  bottom: css({
    left: "0",
    right: "0",
    bottom: "0",
    maxHeight: "85dvh",
    borderTopRadius: "2xl",
    paddingX: "4",
    paddingTop: "3",
    paddingBottom: "calc(1rem + env(safe-area-inset-bottom))",
    boxShadow: "0 -12px 40px rgba(0, 0, 0, 0.5)"
  }),
  // The full height of the left edge, clear of the notch and the home indicator.
  left: css({
    top: "0",
    bottom: "0",
    left: "0",
    width: "80vw",
    paddingTop: "calc(1rem + env(safe-area-inset-top))",
    paddingBottom: "calc(1rem + env(safe-area-inset-bottom))",
    paddingLeft: "calc(1rem + env(safe-area-inset-left))",
    paddingRight: "4",
    boxShadow: "4px 0 24px rgba(0, 0, 0, 0.5)"
  })
}
// A phone's cue that the sheet came up from below; wider screens place the panel elsewhere.
const handle = css({
  width: "40px",
  height: "4px",
  borderRadius: "full",
  bg: "rgba(255, 255, 255, 0.24)",
  mx: "auto",
  mb: "2",
  md: { display: "none" }
})
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "2" })
const title = css({ fontSize: "lg", fontWeight: "bold", margin: "0" })
const closeButton = css({ _hover: { bg: "surfaceRaised" } })

/** Marker attributes for tests and styles, e.g. `{ "data-player-menu": "" }`. */
export type DataAttributes = Readonly<Record<`data-${string}`, string>>

export interface SheetProps {
  readonly open: boolean
  /** The edge the panel comes from on a phone. */
  readonly side: keyof typeof sides
  /** The dialog's name, shown in its head. */
  readonly title: string
  /** An h2 where the sheet is a section of the page's outline; a plain label where it only names the dialog. */
  readonly titleIsHeading?: boolean
  readonly closeLabel: string
  /** Escape, the close button and a backdrop press call this. */
  readonly onClose: () => void
  /** Hidden from 768px, where the page shows what the sheet holds. */
  readonly phoneOnly?: boolean
  /** A cap on the panel's width from a setting (Panda's styles are fixed at build time). */
  readonly maxWidthPx?: number
  /** The panel's own layout, and its placement on wider screens. */
  readonly className?: string
  readonly panelData?: DataAttributes
  readonly backdropData?: DataAttributes
  readonly children: ReactNode
}

/**
 * A modal sheet: a panel from one edge over a dimmed page, named by its title, with the modal's
 * keyboard behaviour (use-modal-focus: focus moves in, Tab stays inside, Escape closes, focus goes
 * back to the opener).
 */
export const Sheet = ({
  open,
  side,
  title: titleText,
  titleIsHeading = false,
  closeLabel,
  onClose,
  phoneOnly = false,
  maxWidthPx,
  className,
  panelData,
  backdropData,
  children
}: SheetProps) => {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useModalFocus(open, panelRef, onClose)
  if (!open) return null
  const Title = titleIsHeading ? "h2" : "span"
  return (
    <div className={cx(layer, phoneOnly ? phoneOnlyLayer : undefined)}>
      <div aria-hidden="true" className={backdrop} onClick={onClose} {...backdropData} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(panel, sides[side], className)}
        style={maxWidthPx === undefined ? undefined : { maxWidth: `${maxWidthPx}px` }}
        {...panelData}
      >
        {side === "bottom" ? <div aria-hidden="true" className={handle} /> : null}
        <div className={head}>
          <Title id={titleId} className={title}>
            {titleText}
          </Title>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className={cx(roundIconButton, closeButton, focusRing)}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>
  )
}
