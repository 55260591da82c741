import { LIVE_SCORE_FRAME_HEIGHT_PX, STANDINGS_FRAME_HEIGHT_PX } from "../../domain/constants"
import { ExternalFrame } from "../../ui/external-frame"
import { PageSection } from "../../ui/page-section"
import { deployment } from "../deployment"
import { pageNames } from "../page-names"
import { usePageTitle } from "../use-page-title"

/** /live-score: the external score frame, 2500px tall (ROUTE-32, UI-11). */
export const LiveScoreScreen = () => {
  usePageTitle(pageNames.liveScore)
  return (
    <PageSection title={pageNames.liveScore}>
      <ExternalFrame title={pageNames.liveScore} src={deployment.liveScoreUrl} heightPx={LIVE_SCORE_FRAME_HEIGHT_PX} />
    </PageSection>
  )
}

/** /score: the league standings frame, 520px tall (ROUTE-33, UI-12). */
export const ScoreScreen = () => {
  usePageTitle(pageNames.score)
  return (
    <PageSection title={pageNames.score}>
      <ExternalFrame title={pageNames.score} src={deployment.standingsUrl} heightPx={STANDINGS_FRAME_HEIGHT_PX} />
    </PageSection>
  )
}
