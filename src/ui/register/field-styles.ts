import { css } from "../../../styled-system/css"

/** The registration form's field layout: label, hint, input, note. */
export const fieldStyles = {
  field: css({ display: "flex", flexDirection: "column", gap: "1" }),
  label: css({ fontSize: "md", fontWeight: "medium", color: "paper" }),
  optional: css({ fontWeight: "normal", color: "muted", marginLeft: "1" }),
  hint: css({ fontSize: "sm", color: "muted", lineHeight: "1.6" })
} as const
