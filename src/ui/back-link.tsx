import { css, cx } from "../../styled-system/css"
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
export const BackLink = ({ to, label }: { readonly to: string; readonly label: string }) => (
  <UiLink to={to} className={cx(back, focusRing)}>
    <Icon name="back" size={20} />
    {label}
  </UiLink>
)
