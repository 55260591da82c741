import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const WinlostScreen = lazyScreen(() => import("./winlost-screen"))

/** The loss refund (ROUTE-09). */
export const winlostRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.winlost)} element={<WinlostScreen />} />
}
