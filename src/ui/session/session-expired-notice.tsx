import { css } from "../../../styled-system/css"
import { Icon } from "../icon"
import { sessionTexts } from "./texts"

const notice = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  paddingX: "4",
  paddingY: "3",
  borderRadius: "lg",
  bg: "surfaceRaised",
  color: "paper",
  borderLeft: "4px solid token(colors.brand)",
  fontSize: "md",
  lineHeight: "1.6"
})

/**
 * Why a player is back at the login form after the server ended the session (ERR-02..ERR-05,
 * AUTH-10). It is about the session, not the connection: nothing here says the network failed.
 */
export const SessionExpiredNotice = () => (
  <p role="status" className={notice}>
    <Icon name="alert" size={18} />
    <span>{sessionTexts.sessionExpired}</span>
  </p>
)
