import { css } from "../../styled-system/css"

// The one look of a money movement in a list (deposits, slip requests, withdrawals): what it is and
// when on the left, the amount and its status on the right, on a raised card.

export const moneyRow = css({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: "1",
  alignItems: "center",
  padding: "3",
  borderRadius: "lg",
  bg: "surfaceRaised"
})

/** The amount: bold, figures of one width so that a column of amounts lines up. */
export const moneyAmount = css({ fontWeight: "bold", fontVariantNumeric: "tabular-nums", textAlign: "right" })
