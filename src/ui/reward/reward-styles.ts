import { css } from "../../../styled-system/css"
import { raisedBlock } from "../raised-block-style"

// The looks the reward screen's blocks share: a raised card with its heading.

export const rewardStyles = {
  block: raisedBlock,
  heading: css({ fontSize: "lg", fontWeight: "bold" }),
  note: css({ fontSize: "sm", color: "muted" }),
  figure: css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
  grid: css({
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: "3",
    listStyle: "none",
    margin: "0",
    padding: "0",
    md: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    lg: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: "4" }
  }),
  image: css({ width: "100%", height: "auto", aspectRatio: "1 / 1", objectFit: "contain", borderRadius: "xl" })
}
