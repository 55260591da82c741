import { css } from "../../styled-system/css"

/** The look of every text field: 16px so iOS does not zoom, 48px to suit a thumb, a clear focus ring. */
export const textInput = css({
  width: "100%",
  minWidth: "0",
  minHeight: "48px",
  paddingX: "4",
  fontSize: "16px",
  fontFamily: "body",
  color: "paper",
  bg: "surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "muted",
  borderRadius: "lg",
  _placeholder: { color: "muted" },
  _focusVisible: { outlineWidth: "3px", outlineStyle: "solid", outlineColor: "brand", outlineOffset: "1px" },
  "&[aria-invalid=true]": { borderColor: "danger" }
})
