import { css } from "../../styled-system/css"

/** The shared visible focus ring for keyboard users. */
export const focusRing = css({
  _focusVisible: { outlineWidth: "3px", outlineStyle: "solid", outlineColor: "brand", outlineOffset: "2px" }
})
