import { css } from "../../styled-system/css"

/** A round 44px icon button (refresh, close): the smallest target a thumb hits reliably. */
export const roundIconButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  borderRadius: "full",
  cursor: "pointer"
})
