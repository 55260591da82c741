import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const WheelScreen = lazyScreen(() => import("./wheel-screen"))

/** The prize wheel (ROUTE-18). */
export const wheelRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.wheel)} element={<WheelScreen />} />
}
