import type { MouseEvent } from "react"
import { css } from "../../styled-system/css"
import { commonTexts } from "./common-texts"

/** The id of each layout's <main>: where the skip link leads. */
export const MAIN_ID = "main"

// Off screen until it has the focus, then over the top left corner: the keyboard's first stop.
const link = css({
  position: "fixed",
  top: "2",
  left: "2",
  zIndex: 100,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  paddingX: "4",
  borderRadius: "lg",
  bg: "brand",
  color: "onBrand",
  fontWeight: "bold",
  transform: "translateY(-200%)",
  _focus: { transform: "none", outline: "3px solid white", outlineOffset: "2px" }
})

// The focus moves to <main> itself (tabIndex -1), not only the scroll: the next Tab starts there.
const skip = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById(MAIN_ID)
  if (main === null) return
  event.preventDefault()
  main.focus()
}

/** 'ข้ามไปยังเนื้อหาหลัก': the first focusable element of both layouts (#15, WCAG 2.4.1). */
export const SkipLink = () => (
  <a href={`#${MAIN_ID}`} className={link} onClick={skip}>
    {commonTexts.skipToContent}
  </a>
)
