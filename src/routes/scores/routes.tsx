import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths } from "../paths"

const LiveScoreScreen = lazyScreen(() => import("./frame-screens").then((m) => ({ default: m.LiveScoreScreen })))
const ScoreScreen = lazyScreen(() => import("./frame-screens").then((m) => ({ default: m.ScoreScreen })))

/**
 * The live-score and standings frames (ROUTE-32, ROUTE-33): a player opens them too (the media
 * hub links them, issue #13), in the player layout.
 */
export const scoresRoutes: AreaRoutes = {
  visitor: (
    <>
      <Route path={paths.liveScore} element={<LiveScoreScreen />} />
      <Route path={paths.score} element={<ScoreScreen />} />
    </>
  )
}
