import { css } from "../../styled-system/css"

/** A screen's raised card (the affiliate's and the rewards' blocks): a soft gradient, a hairline border. */
export const raisedBlock = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  padding: "4",
  borderRadius: "2xl",
  bg: "linear-gradient(135deg, rgba(36, 36, 43, 0.95), rgba(23, 23, 28, 0.95))",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.1)",
  minWidth: "0"
})
