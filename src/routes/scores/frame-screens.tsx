import { LIVE_SCORE_FRAME_HEIGHT_PX, STANDINGS_FRAME_HEIGHT_PX } from "../../domain/constants"
import { ExternalFrame } from "../../ui/scores/external-frame"
import { PageSection } from "../../ui/page-section"
import { deployment } from "../../domain/deployment"
import { usePageTitle } from "../use-page-title"
import { scoresTexts } from "../../ui/scores/texts"

/** /live-score: the external score frame, 2500px tall (ROUTE-32, UI-11). */
export const LiveScoreScreen = () => {
  usePageTitle(scoresTexts.pageNames.liveScore)
  return (
    <PageSection title={scoresTexts.pageNames.liveScore}>
      <ExternalFrame
        title={scoresTexts.pageNames.liveScore}
        src={deployment.liveScoreUrl}
        heightPx={LIVE_SCORE_FRAME_HEIGHT_PX}
      />
    </PageSection>
  )
}

/** /score: the league standings frame, 520px tall (ROUTE-33, UI-12). */
export const ScoreScreen = () => {
  usePageTitle(scoresTexts.pageNames.score)
  return (
    <PageSection title={scoresTexts.pageNames.score}>
      <ExternalFrame
        title={scoresTexts.pageNames.score}
        src={deployment.standingsUrl}
        heightPx={STANDINGS_FRAME_HEIGHT_PX}
      />
    </PageSection>
  )
}
