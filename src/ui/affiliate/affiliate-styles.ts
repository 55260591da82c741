import { css } from "../../../styled-system/css"
import { raisedBlock } from "../raised-block-style"

// The looks the affiliate screen's blocks share: a raised card with its heading.

export const affiliateStyles = {
  block: raisedBlock,
  heading: css({ fontSize: "lg", fontWeight: "bold" }),
  label: css({ fontSize: "sm", color: "muted" }),
  note: css({ fontSize: "sm", color: "muted" }),
  money: css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }),
  skeletonStack: css({ display: "flex", flexDirection: "column", gap: "2" })
}
