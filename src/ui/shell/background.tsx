import { css } from "../../../styled-system/css"
import { cssUrl } from "../css-url"

const layer = css({
  position: "fixed",
  inset: "0",
  zIndex: -1,
  bg: "surface",
  backgroundSize: "cover",
  backgroundPosition: "center",
  backgroundRepeat: "no-repeat",
  pointerEvents: "none"
})
const overlay = css({
  position: "absolute",
  inset: "0",
  backgroundImage: "linear-gradient(180deg, rgba(0, 0, 0, 0.55) 0%, rgba(0, 0, 0, 0.72) 55%, rgba(0, 0, 0, 0.88) 100%)"
})

export interface BackgroundProps {
  /** The full URL of home.normal.background on the content host (UI-02); null shows the plain dark surface. */
  readonly imageUrl: string | null
}

/** The full-screen page background behind a dark overlay, so text on top stays readable. */
export const Background = ({ imageUrl }: BackgroundProps) => (
  <div
    aria-hidden="true"
    data-page-background=""
    className={layer}
    style={imageUrl === null ? undefined : { backgroundImage: cssUrl(imageUrl) }}
  >
    <div className={overlay} />
  </div>
)
