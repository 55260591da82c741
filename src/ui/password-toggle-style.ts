import { css } from "../../styled-system/css"

/** A password input with its show/hide button inside, on the right (login, registration). */
export const passwordToggleStyles = {
  wrap: css({ position: "relative", display: "flex" }),
  input: css({ paddingRight: "56px" }),
  button: css({
    position: "absolute",
    right: "1",
    top: "50%",
    transform: "translateY(-50%)",
    width: "44px",
    height: "44px",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    color: "muted",
    borderRadius: "md",
    cursor: "pointer",
    _hover: { color: "paper" }
  })
} as const
