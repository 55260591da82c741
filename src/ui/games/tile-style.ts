import { css } from "../../../styled-system/css"

/** The lobby's raised tile (a game card, a provider card): one look, so the two grids sit together. */
export const lobbyTile = css({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  borderRadius: "xl",
  overflow: "hidden",
  bg: "surfaceRaised",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.08)",
  color: "paper"
})
