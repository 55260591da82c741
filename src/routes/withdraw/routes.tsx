import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const WithdrawScreen = lazyScreen(() => import("./withdraw-screen"))

/** /auth/withdraw (ROUTE-07). */
export const withdrawRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.withdraw)} element={<WithdrawScreen />} />
}
