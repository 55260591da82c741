import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const SlipScreen = lazyScreen(() => import("./slip-screen"))

/** The deposit by slip (ROUTE-06). */
export const slipRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.depositSlip)} element={<SlipScreen />} />
}
