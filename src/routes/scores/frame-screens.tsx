import { useRef } from "react"
import { LIVE_SCORE_FRAME_HEIGHT_PX, STANDINGS_FRAME_HEIGHT_PX } from "../../domain/constants"
import { ExternalFrame } from "../../ui/scores/external-frame"
import { PageSection } from "../../ui/page-section"
import { deployment } from "../../domain/deployment"
import { usePageTitle } from "../use-page-title"
import { scoresTexts } from "../../ui/scores/texts"
import { useFrameContentHeight } from "./use-frame-content-height"

type FramePage = "liveScore" | "score"

const FRAMES: Readonly<Record<FramePage, { readonly src: string; readonly heightPx: number }>> = {
  liveScore: { src: deployment.liveScoreUrl, heightPx: LIVE_SCORE_FRAME_HEIGHT_PX },
  score: { src: deployment.standingsUrl, heightPx: STANDINGS_FRAME_HEIGHT_PX }
}

/** One frame page: its title, the frame of the specified height, shown down to its content's end (#15). */
const FrameScreen = ({ page }: { readonly page: FramePage }) => {
  const name = scoresTexts.pageNames[page]
  const { src, heightPx } = FRAMES[page]
  usePageTitle(name)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const contentHeightPx = useFrameContentHeight(frameRef, src)
  return (
    <PageSection title={name}>
      <ExternalFrame
        // A frame of its own per page: its loading state starts again with its address.
        key={src}
        title={name}
        src={src}
        heightPx={heightPx}
        contentHeightPx={contentHeightPx}
        loadingLabel={scoresTexts.loading[page]}
        frameRef={frameRef}
      />
    </PageSection>
  )
}

/** /live-score: the external score frame, 2500px tall (ROUTE-32, UI-11). */
export const LiveScoreScreen = () => <FrameScreen page="liveScore" />

/** /score: the league standings frame, 520px tall (ROUTE-33, UI-12). */
export const ScoreScreen = () => <FrameScreen page="score" />
