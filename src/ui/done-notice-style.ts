import { css } from "../../styled-system/css"

/** The green box that says a money write is done ('รับยอดเสียสำเร็จ', 'ถอนรายได้สำเร็จ'). */
export const doneNotice = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  padding: "3",
  borderRadius: "xl",
  bg: "rgba(74, 222, 128, 0.12)",
  color: "success"
})
