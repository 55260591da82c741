import type { ReactNode, Ref } from "react"
import { css, cx } from "../../styled-system/css"
import { focusRing } from "./focus-ring"
import { Spinner } from "./spinner"

const base = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  minHeight: "48px",
  paddingX: "5",
  paddingY: "2",
  borderRadius: "xl",
  fontFamily: "body",
  fontSize: "md",
  fontWeight: "semibold",
  lineHeight: "1.6",
  cursor: "pointer",
  borderWidth: "2px",
  borderStyle: "solid",
  transitionProperty: "background-color, color, transform",
  transitionDuration: "150ms",
  _active: { transform: "scale(0.98)" },
  _disabled: { cursor: "not-allowed", opacity: 0.6 },
  _motionReduce: { transition: "none", _active: { transform: "none" } }
})

const variants = {
  primary: css({ bg: "brand", color: "onBrand", borderColor: "brand", _hover: { filter: "brightness(1.08)" } }),
  secondary: css({ bg: "surfaceRaised", color: "paper", borderColor: "muted", _hover: { borderColor: "paper" } }),
  ghost: css({ bg: "transparent", color: "paper", borderColor: "transparent", _hover: { bg: "surfaceRaised" } })
} as const

const fullWidthClass = css({ width: "100%" })

/** A button's look for a link that acts as one ('ฝากเลย' leading to the deposit screen). */
export const buttonLook = (variant: keyof typeof variants = "primary"): string => cx(base, variants[variant], focusRing)

export interface ButtonProps {
  readonly children: ReactNode
  readonly variant?: keyof typeof variants
  readonly type?: "button" | "submit"
  readonly busy?: boolean
  readonly disabled?: boolean
  readonly fullWidth?: boolean
  readonly onClick?: () => void
  readonly className?: string
  readonly "aria-label"?: string
  readonly ref?: Ref<HTMLButtonElement>
}

/**
 * A button; while busy it shows a spinner, sets aria-busy and ignores presses. Busy, it stays
 * focusable (aria-disabled, not disabled): a disabled button drops the keyboard focus to the page's
 * body the moment it is pressed, and a keyboard player would have to find their place again.
 */
export const Button = ({
  children,
  variant = "primary",
  type = "button",
  busy = false,
  disabled = false,
  fullWidth = false,
  onClick,
  className,
  "aria-label": ariaLabel,
  ref
}: ButtonProps) => (
  <button
    ref={ref}
    type={type}
    aria-busy={busy}
    aria-disabled={busy && !disabled ? true : undefined}
    aria-label={ariaLabel}
    disabled={disabled}
    // A primary action: the floating support button steps aside rather than cover it (#29).
    data-keep-clear={variant === "primary" ? "" : undefined}
    onClick={(event) => {
      // Cancelling the click also stops a busy submit button's form being sent again, by a press or
      // by Enter in one of its fields (the browser's implicit submission clicks this button).
      if (busy) event.preventDefault()
      else onClick?.()
    }}
    className={cx(base, variants[variant], focusRing, fullWidth && fullWidthClass, className)}
  >
    {busy && <Spinner />}
    {children}
  </button>
)
