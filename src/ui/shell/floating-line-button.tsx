import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { LineMark } from "../line-mark"
import { shellTexts } from "./texts"

const button = css({
  position: "fixed",
  right: "calc(1rem + env(safe-area-inset-right))",
  // Above the home indicator; the layout leaves FLOATING_BUTTON_ROOM free below the content.
  bottom: "calc(1.25rem + env(safe-area-inset-bottom))",
  zIndex: 40,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "60px",
  height: "60px",
  borderRadius: "full",
  bg: "#06C755",
  color: "white",
  borderWidth: "2px",
  borderStyle: "solid",
  borderColor: "white",
  boxShadow: "0 6px 20px rgba(0, 0, 0, 0.5)",
  transitionProperty: "transform",
  transitionDuration: "150ms",
  _hover: { transform: "scale(1.06)" },
  _motionReduce: { transition: "none", _hover: { transform: "none" } }
})

export interface FloatingLineButtonProps {
  /** The LINE chat link for the configured id (LAYOUT-25, lineProfileUrl). */
  readonly href: string
}

/** The round LINE-green contact button fixed at the bottom right of the public layout. */
export const FloatingLineButton = ({ href }: FloatingLineButtonProps) => (
  <a
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    aria-label={shellTexts.floatingLine}
    // index.css hides every chat launcher while a dialog or a sheet is open.
    data-chat-launcher=""
    className={cx(button, focusRing)}
  >
    <LineMark size={40} />
  </a>
)
