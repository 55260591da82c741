import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { devtoolsTexts } from "./texts"

const button = css({
  position: "fixed",
  right: "3",
  bottom: "calc(10rem + env(safe-area-inset-bottom))",
  zIndex: 2147482999,
  minWidth: "44px",
  minHeight: "44px",
  paddingX: "2",
  borderRadius: "full",
  bg: "#4a1d6b",
  color: "paper",
  fontFamily: "monospace",
  fontSize: "xs",
  fontWeight: "bold",
  border: "2px solid token(colors.brand)",
  cursor: "pointer",
  opacity: 0.85,
  _hover: { opacity: 1 }
})

/** The small "DEV" button that reopens the developer panel while it is enabled for the tab. */
export const DevtoolsToggle = ({ onOpen }: { readonly onOpen: () => void }) => (
  <button type="button" aria-label={devtoolsTexts.toggle} onClick={onOpen} className={cx(button, focusRing)}>
    DEV
  </button>
)
