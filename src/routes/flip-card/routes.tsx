import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const FlipCardScreen = lazyScreen(() => import("./flip-card-screen"))

/** The flip card (ROUTE-20). */
export const flipCardRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.flipCard)} element={<FlipCardScreen />} />
}
