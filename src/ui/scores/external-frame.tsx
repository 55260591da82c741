import { useState, type RefObject } from "react"
import { css } from "../../../styled-system/css"
import { Skeleton } from "../skeleton"
import { frameBoxHeight } from "./frame-box-height"

const box = css({ position: "relative", overflow: "hidden", borderRadius: "lg", bg: "surface" })
const frame = css({ display: "block", width: "100%", border: "0", bg: "surface" })
const loading = css({
  position: "absolute",
  inset: "0",
  display: "flex",
  flexDirection: "column",
  gap: "3",
  padding: "4",
  bg: "surface",
  color: "paper",
  fontFamily: "body"
})

export interface ExternalFrameProps {
  readonly title: string
  readonly src: string
  /** The frame's height in px (UI-11: 2500, UI-12: 520). */
  readonly heightPx: number
  /** The content height the frame reported (#15), null if it has not. */
  readonly contentHeightPx: number | null
  /** Said while the frame loads. */
  readonly loadingLabel: string
  readonly frameRef: RefObject<HTMLIFrameElement | null>
}

/**
 * An embedded external page (live score, standings), sandboxed and without a referrer. A skeleton
 * with a Thai label covers it until it has loaded (#15); its box ends where its content does.
 */
export const ExternalFrame = ({
  title,
  src,
  heightPx,
  contentHeightPx,
  loadingLabel,
  frameRef
}: ExternalFrameProps) => {
  const [loaded, setLoaded] = useState(false)
  return (
    <div className={box} style={{ height: `${frameBoxHeight(heightPx, contentHeightPx, loaded)}px` }} data-frame-box="">
      <iframe
        ref={frameRef}
        title={title}
        src={src}
        height={heightPx}
        width="100%"
        className={frame}
        style={{ height: `${heightPx}px` }}
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
        onLoad={() => setLoaded(true)}
      />
      {!loaded && (
        <div role="status" className={loading} data-frame-loading="">
          <span>{loadingLabel}</span>
          <Skeleton height="2.25rem" />
          <Skeleton height="2.25rem" />
          <Skeleton height="2.25rem" />
          <Skeleton height="2.25rem" width="60%" />
        </div>
      )}
    </div>
  )
}
