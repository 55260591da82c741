import { css } from "../../../styled-system/css"

// The ranking board's looks: rows, the podium's three colours, the player's pinned row.

export const PODIUM: Readonly<Record<number, string>> = { 1: "#f5c542", 2: "#c0c7d1", 3: "#d08a4e" }

export const rankingStyles = {
  range: css({ fontSize: "sm", color: "muted" }),
  list: css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", margin: "0", padding: "0" }),
  // A wrapping line rather than fixed columns: where the name, the level badge and the amount do
  // not fit side by side (a 320 px phone, large text) the amount moves under them, and the
  // badge is never cut (#15).
  row: css({
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: "3",
    rowGap: "1",
    minHeight: "56px",
    paddingX: "3",
    paddingY: "2",
    borderRadius: "xl",
    bg: "surface",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "transparent"
  }),
  selfRow: css({ borderColor: "brand", bg: "rgb(var(--brand-rgb, 255 202 0) / 0.10)" }),
  medal: css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: "2.25rem",
    height: "2.25rem",
    borderRadius: "full",
    fontWeight: "bold",
    fontVariantNumeric: "tabular-nums",
    color: "ink"
  }),
  plainRank: css({
    display: "inline-flex",
    justifyContent: "center",
    flexShrink: 0,
    width: "2.25rem",
    fontWeight: "bold",
    color: "muted",
    fontVariantNumeric: "tabular-nums"
  }),
  who: css({
    flex: "1 1 auto",
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "0.5",
    minWidth: "0"
  }),
  name: css({ fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", maxWidth: "100%" }),
  youTag: css({ marginLeft: "2", fontSize: "xs", color: "brand", fontWeight: "bold" }),
  amount: css({ marginLeft: "auto", textAlign: "right", fontWeight: "semibold", fontVariantNumeric: "tabular-nums" }),
  amountLabel: css({ display: "block", fontSize: "xs", color: "muted", fontWeight: "normal" }),
  // Above the phone's bottom bar; the player's place stays in sight while the list scrolls.
  own: css({
    position: "sticky",
    // Clear of the floating contact button on a phone (it sits at the right edge above the bar).
    marginRight: "56px",
    lg: { marginRight: "0" },
    bottom: "calc(76px + env(safe-area-inset-bottom))",
    zIndex: 1,
    display: "flex",
    flexDirection: "column",
    gap: "1",
    padding: "3",
    borderRadius: "xl",
    bg: "surfaceRaised",
    borderWidth: "2px",
    borderStyle: "solid",
    borderColor: "brand",
    boxShadow: "0 -8px 24px rgba(0, 0, 0, 0.45)"
  }),
  ownLine: css({ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: "3", rowGap: "1" }),
  ownTitle: css({ fontSize: "sm", fontWeight: "bold", color: "brand" }),
  ownNote: css({ fontSize: "sm", color: "muted" }),
  empty: css({ padding: "6", textAlign: "center", color: "muted", borderRadius: "xl", bg: "surface" })
}
