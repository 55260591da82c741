import { css } from "../../../styled-system/css"

/** The address form's layout beside the shared field styles (form-field-style.ts): places side by side on wider screens. */
export const addressStyles = {
  form: css({ display: "flex", flexDirection: "column", gap: "2" }),
  /** The postcode field holds its suggestion list, placed under the input. */
  anchor: css({ position: "relative" }),
  pair: css({ display: "grid", gap: "2", md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: "4" } }),
  note: css({ fontSize: "md", color: "muted", lineHeight: "1.6" }),
  none: css({
    fontSize: "md",
    lineHeight: "1.6",
    color: "paper",
    bg: "surfaceRaised",
    borderRadius: "lg",
    paddingX: "4",
    paddingY: "3",
    borderLeftWidth: "4px",
    borderLeftStyle: "solid",
    borderLeftColor: "brand"
  }),
  footer: css({ display: "flex", flexDirection: "column", gap: "2", marginTop: "2" }),
  status: css({ minHeight: "1.6em", fontSize: "md", lineHeight: "1.6" }),
  success: css({ color: "success", fontWeight: "semibold" }),
  failure: css({ color: "danger" })
} as const
