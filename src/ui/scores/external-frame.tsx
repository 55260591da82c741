import { css } from "../../../styled-system/css"

const frame = css({ display: "block", width: "100%", border: "0", bg: "surface" })

export interface ExternalFrameProps {
  readonly title: string
  readonly src: string
  /** The exact frame height in px (UI-11: 2500, UI-12: 520). */
  readonly heightPx: number
}

/** An embedded external page (live score, standings), sandboxed and without a referrer. */
export const ExternalFrame = ({ title, src, heightPx }: ExternalFrameProps) => (
  <iframe
    title={title}
    src={src}
    height={heightPx}
    width="100%"
    className={frame}
    style={{ height: `${heightPx}px` }}
    sandbox="allow-scripts allow-same-origin allow-popups"
    referrerPolicy="no-referrer"
    loading="lazy"
  />
)
