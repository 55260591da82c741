import { css } from "../../../styled-system/css"

// The looks the reward screen's blocks share: a raised card with its heading.

export const rewardStyles = {
  block: css({
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
  }),
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
