import { useRef, type HTMLAttributes, type ReactNode, type RefObject } from "react"
import { css, cx } from "../../styled-system/css"
import { commonTexts } from "./common-texts"
import { focusRing } from "./focus-ring"
import { roundIconButton } from "./icon-button-style"
import { Icon } from "./icon"
import { useModalFocus } from "./use-modal-focus"

const backdrop = css({
  position: "fixed",
  inset: "0",
  zIndex: 100,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: "4",
  bg: "rgba(0, 0, 0, 0.72)"
})

const panel = css({
  position: "relative",
  width: "100%",
  maxWidth: "400px",
  maxHeight: "calc(100dvh - 2rem)",
  overflowY: "auto",
  bg: "dialog",
  color: "paper",
  borderRadius: "2xl",
  paddingX: "6",
  paddingTop: "8",
  paddingBottom: "6",
  boxShadow: "0 20px 60px rgba(0, 0, 0, 0.6)",
  fontFamily: "body",
  lineHeight: "1.6",
  textAlign: "center"
})

const closeButton = css({
  position: "absolute",
  top: "2",
  right: "2",
  color: "muted",
  _hover: { color: "paper", bg: "surfaceRaised" }
})

export interface ModalProps {
  readonly open: boolean
  /** The id of the heading inside children (aria-labelledby). */
  readonly labelledBy: string
  readonly describedBy?: string
  /** Escape, the close (×) button and a backdrop press call this. */
  readonly onClose: () => void
  readonly initialFocus?: RefObject<HTMLElement | null>
  readonly children: ReactNode
  readonly className?: string
  /** Listeners on the panel, e.g. to hold an auto-close while the player reads it. */
  readonly panelEvents?: Pick<HTMLAttributes<HTMLDivElement>, "onPointerEnter" | "onPointerLeave" | "onKeyDown">
}

/** A centred modal dialog (role="dialog", aria-modal) with a close button and a focus trap. */
export const Modal = ({
  open,
  labelledBy,
  describedBy,
  onClose,
  initialFocus,
  children,
  className,
  panelEvents
}: ModalProps) => {
  const panelRef = useRef<HTMLDivElement>(null)
  useModalFocus(open, panelRef, onClose, initialFocus)
  if (!open) return null
  return (
    <div
      className={backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(panel, className)}
        {...panelEvents}
      >
        <button
          type="button"
          aria-label={commonTexts.close}
          onClick={onClose}
          className={cx(roundIconButton, closeButton, focusRing)}
        >
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  )
}
