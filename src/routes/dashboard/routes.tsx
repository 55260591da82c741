import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const DashboardScreen = lazyScreen(() => import("./dashboard-screen"))

/** The player's dashboard (ROUTE-04). */
export const dashboardRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.dashboard)} element={<DashboardScreen />} />
}
