import { useRef } from "react"
import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { shellTexts } from "./texts"
import { useStepsAside } from "./use-steps-aside"

// One support button on every page (#29): a guest's opens the brand's LINE, a player's the live
// chat (the provider's own launcher is not drawn, CHAT-01..CHAT-05) or, for a brand without one, the
// LINE too. One look and one place, so a player knows it wherever they are.

const button = css({
  position: "fixed",
  right: "calc(1rem + env(safe-area-inset-right))",
  zIndex: 40,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: "full",
  bg: "brand",
  color: "onBrand",
  borderWidth: "2px",
  borderStyle: "solid",
  borderColor: "rgba(0, 0, 0, 0.25)",
  boxShadow: "0 6px 20px rgba(0, 0, 0, 0.5)",
  cursor: "pointer",
  transitionProperty: "transform, opacity",
  transitionDuration: "150ms",
  _hover: { transform: "scale(1.06)" },
  _motionReduce: { transition: "none", _hover: { transform: "none" } }
})
const placements = {
  // No bottom bar: above the home indicator; the layout leaves room below the content.
  public: css({ bottom: "calc(1.25rem + env(safe-area-inset-bottom))" }),
  // Above the bottom bar and its raised centre button; the layout leaves room below the content.
  player: css({ bottom: "calc(88px + env(safe-area-inset-bottom))" })
} as const
// Faded out and let through, not moved: its box stays where it is, so the check can tell when to
// come back. Covering is a matter of sight and touch only: the button stays in the accessibility
// tree and the tab order (a focused one shows again), so no one loses the way to support.
const steppedAside = css({ opacity: 0, pointerEvents: "none" })

export type SupportButtonProps = { readonly placement: keyof typeof placements } & (
  { readonly kind: "line"; readonly href: string } | { readonly kind: "chat"; readonly onOpen: () => void }
)

/** The round support button fixed at the bottom right (LAYOUT-25, CHAT-01, #29), in a landmark of its own. */
export const SupportButton = (props: SupportButtonProps) => {
  const ref = useRef<HTMLElement | null>(null)
  const setRef = (element: HTMLElement | null) => {
    ref.current = element
  }
  const aside = useStepsAside(ref)
  const label = props.kind === "line" ? shellTexts.floatingLine : shellTexts.liveChat
  const className = cx(button, placements[props.placement], aside && steppedAside, focusRing)
  const icon = <Icon name="contact" size={28} />
  return (
    // A landmark of its own: everything on the page sits in one (#15, axe "region").
    <aside aria-label={label}>
      {props.kind === "line" ? (
        <a
          ref={setRef}
          href={props.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          // index.css hides every chat launcher while a dialog or a sheet is open, and lifts the toasts above it.
          data-chat-launcher=""
          data-stepped-aside={aside || undefined}
          className={className}
        >
          {icon}
        </a>
      ) : (
        <button
          ref={setRef}
          type="button"
          onClick={props.onOpen}
          aria-label={label}
          data-chat-launcher=""
          data-stepped-aside={aside || undefined}
          className={className}
        >
          {icon}
        </button>
      )}
    </aside>
  )
}
