import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { devtoolsTexts } from "./texts"

const bar = css({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexWrap: "wrap",
  gap: "3",
  paddingX: "4",
  paddingY: "2",
  paddingTop: "calc(0.5rem + env(safe-area-inset-top))",
  bg: "#4a1d6b",
  color: "paper",
  borderBottom: "2px solid token(colors.brand)",
  fontFamily: "body",
  fontSize: "sm",
  lineHeight: "1.6",
  textAlign: "center"
})
const strong = css({ fontWeight: "bold" })
const exit = css({
  minHeight: "40px",
  paddingX: "4",
  borderRadius: "lg",
  bg: "brand",
  color: "onBrand",
  fontWeight: "semibold",
  cursor: "pointer"
})

export interface DevtoolsReplayBannerProps {
  readonly step: number
  readonly total: number
  readonly onExit: () => void
}

/**
 * 'โหมดย้อนดูบันทึก — ขั้นที่ N/M': the screens show a replayed log, with the way back. In the page's
 * flow at its very top (the caller places it), so it covers nothing.
 */
export const DevtoolsReplayBanner = ({ step, total, onExit }: DevtoolsReplayBannerProps) => (
  <div role="status" className={bar} data-replay-banner="">
    <span className={strong}>{devtoolsTexts.replayBanner(step, total)}</span>
    <span>{devtoolsTexts.replayHint}</span>
    <button type="button" onClick={onExit} className={cx(exit, focusRing)}>
      {devtoolsTexts.exitReplay}
    </button>
  </div>
)
