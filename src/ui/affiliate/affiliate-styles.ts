import { css } from "../../../styled-system/css"

// The looks the affiliate screen's blocks share: a raised card with its heading.

export const affiliateStyles = {
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
  label: css({ fontSize: "sm", color: "muted" }),
  note: css({ fontSize: "sm", color: "muted" }),
  money: css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
  skeletonStack: css({ display: "flex", flexDirection: "column", gap: "2" })
}
