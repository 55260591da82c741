import { css, cx } from "../../styled-system/css"

const base = css({
  display: "inline-block",
  flexShrink: 0,
  borderRadius: "full",
  borderStyle: "solid",
  borderColor: "currentColor",
  borderRightColor: "transparent",
  animation: "spin",
  // Reduced motion stops it (index.css): the label, or the busy control's text, still says it.
  animationDuration: "0.8s"
})
const small = css({ width: "1em", height: "1em", borderWidth: "2px" })
const large = css({ width: "2.5rem", height: "2.5rem", borderWidth: "4px" })

export interface SpinnerProps {
  readonly size?: "sm" | "lg"
  /** When given, the spinner announces itself (role="status"); otherwise it is decorative. */
  readonly label?: string
  readonly className?: string
}

export const Spinner = ({ size = "sm", label, className }: SpinnerProps) =>
  label === undefined ? (
    <span aria-hidden="true" className={cx(base, size === "sm" ? small : large, className)} />
  ) : (
    <span role="status" className={css({ display: "inline-flex", alignItems: "center" })}>
      <span aria-hidden="true" className={cx(base, size === "sm" ? small : large, className)} />
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  )
