import { css, cx } from "../../styled-system/css"
import type { FrameFillSlot } from "./frame-fill"
import { focusRing } from "./focus-ring"
import { Icon } from "./icon"
import { UiLink } from "./link"

const back = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  alignSelf: "flex-start",
  minHeight: "44px",
  paddingRight: "3",
  color: "muted",
  fontSize: "md",
  textDecoration: "none",
  _hover: { color: "paper" }
})

/** '‹ the screen above': the way back from a sub-screen (a provider to its lobby, a setting to the account). */
export const BackLink = ({
  to,
  label,
  fill
}: {
  readonly to: string
  readonly label: string
  /** The slot a player frame's fill gives this link's href by (frame-fill.ts, #30). */
  readonly fill?: FrameFillSlot
}) => (
  <UiLink to={to} className={cx(back, focusRing)} data-frame-fill={fill}>
    <Icon name="back" size={20} />
    {label}
  </UiLink>
)
