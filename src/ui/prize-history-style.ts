import { css } from "../../styled-system/css"

/** The history lists of the wheel and the flip card: one row per spin or play, its prize on the right. */
export const historyStyles = {
  heading: css({ fontSize: "lg", fontWeight: "bold", marginBottom: "2" }),
  list: css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", padding: "0", margin: "0" }),
  row: css({
    display: "flex",
    justifyContent: "space-between",
    alignItems: "center",
    gap: "3",
    padding: "3",
    borderRadius: "xl",
    bg: "surfaceRaised"
  }),
  left: css({ display: "flex", flexDirection: "column", minWidth: "0" }),
  small: css({ fontSize: "sm", color: "muted" })
}
