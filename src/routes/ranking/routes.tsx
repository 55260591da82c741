import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const RankingScreen = lazyScreen(() => import("./ranking-screen"))

/** The ranking (ROUTE-15, issue #13). */
export const rankingRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.ranking)} element={<RankingScreen />} />
}
