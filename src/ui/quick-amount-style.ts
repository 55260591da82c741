import { css } from "../../styled-system/css"

/**
 * A quick-amount button under an amount field (฿100, ฿500 ... 'ถอนทั้งหมด'): a 44 px target, figures
 * of one width, the chosen one filled with the brand colour (aria-pressed).
 */
export const quickAmountButton = css({
  minHeight: "44px",
  borderRadius: "lg",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "muted",
  bg: "surface",
  color: "paper",
  fontFamily: "body",
  fontSize: "md",
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  _hover: { borderColor: "brand" },
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
  "&[aria-pressed=true]": { bg: "brand", color: "onBrand", borderColor: "brand", fontWeight: "bold" }
})
