import { css } from "../../styled-system/css"

/**
 * A form field's layout, shared by registration, the delivery address and the password change:
 * the field's column, its label, '(ไม่บังคับ)' beside it, a hint under it, and the rule's line under
 * the input (always in the page, so a screen reader hears each change).
 */
export const formFieldStyles = {
  field: css({ display: "flex", flexDirection: "column", gap: "1" }),
  label: css({ fontSize: "md", fontWeight: "medium", color: "paper" }),
  optional: css({ fontWeight: "normal", color: "muted", marginLeft: "1" }),
  hint: css({ fontSize: "sm", color: "muted", lineHeight: "1.6" }),
  error: css({ minHeight: "1.6em", fontSize: "sm", lineHeight: "1.6", color: "danger" })
} as const
