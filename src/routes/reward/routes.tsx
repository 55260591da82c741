import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const RewardScreen = lazyScreen(() => import("./reward-screen"))

/** The rewards (ROUTE-11, ROUTE-12, issue #13): the overview and one category, one screen. */
export const rewardRoutes: AreaRoutes = {
  player: (
    <>
      <Route path={playerRoutePath(paths.auth.reward)} element={<RewardScreen />} />
      <Route path={playerRoutePath(paths.auth.rewardCategoryRoute)} element={<RewardScreen />} />
    </>
  )
}
