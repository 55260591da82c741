import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { shellTexts } from "./texts"

const group = css({ display: "flex", alignItems: "center", gap: "2", md: { gap: "3" } })
const action = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  paddingX: "2.5",
  borderRadius: "lg",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "brand",
  fontSize: "sm",
  fontWeight: "bold",
  whiteSpace: "nowrap",
  textDecoration: "none",
  md: { paddingX: "5", fontSize: "md" }
})
const login = css({ bg: "rgba(0, 0, 0, 0.45)", color: "paper", _hover: { color: "brand" } })
const register = css({ bg: "brand", color: "onBrand", _hover: { filter: "brightness(1.08)" } })

export interface GuestActionsProps {
  /** False on /login itself. */
  readonly login: boolean
  /** False on the registration paths: it would lead to itself, or drop an inviter's code. */
  readonly register: boolean
}

/** A guest's way in, visible in the public header on a phone and a desktop alike (#15). */
export const GuestActions = ({ login: showLogin, register: showRegister }: GuestActionsProps) => (
  <div className={group} data-guest-actions="">
    {showLogin && (
      <UiLink to="/login" className={cx(action, login, focusRing)}>
        {shellTexts.login}
      </UiLink>
    )}
    {showRegister && (
      <UiLink to="/register" className={cx(action, register, focusRing)}>
        {shellTexts.register}
      </UiLink>
    )}
  </div>
)
