import { css } from "../../../styled-system/css"
import { focusRing } from "../../ui/focus-ring"

/** The deposit screen's layout: one column on a phone, accounts and QR beside the list on a desktop. */
export const depositStyles = {
  balance: css({
    display: "flex",
    alignItems: "baseline",
    justifyContent: "space-between",
    flexWrap: "wrap",
    gap: "2",
    padding: "4",
    borderRadius: "xl",
    bg: "surfaceRaised"
  }),
  balanceLabel: css({ fontSize: "md", color: "muted" }),
  balanceValue: css({ fontSize: "2xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" }),
  // One column on a phone (the amount and its QR, accounts, slip, list: each block names its area,
  // #29); on a desktop the QR stands beside the accounts and the slip link, and the list runs under both.
  columns: css({
    display: "grid",
    gap: "6",
    gridTemplateAreas: '"qr" "accounts" "slip" "list"',
    "& > *": { minWidth: "0" },
    lg: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
      gridTemplateAreas: '"qr accounts" "qr slip" "list list"',
      gridTemplateRows: "auto 1fr auto",
      alignItems: "start"
    }
  }),
  block: css({ display: "flex", flexDirection: "column", gap: "3" }),
  heading: css({ fontSize: "lg", fontWeight: "bold", color: "paper" }),
  lead: css({ fontSize: "md", color: "muted", lineHeight: "1.7" }),
  accounts: css({ display: "flex", flexDirection: "column", gap: "3", listStyle: "none", padding: "0", margin: "0" }),
  slip: css({
    display: "flex",
    flexDirection: "column",
    gap: "2",
    padding: "4",
    borderRadius: "xl",
    borderWidth: "1px",
    borderStyle: "dashed",
    borderColor: "muted"
  }),
  slipLink: `${css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: "48px",
    paddingX: "5",
    borderRadius: "xl",
    bg: "brand",
    color: "onBrand",
    fontWeight: "semibold",
    textDecoration: "none"
  })} ${focusRing}`
}
