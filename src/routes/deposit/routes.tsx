import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const DepositScreen = lazyScreen(() => import("./deposit-screen"))

/** Deposit by bank transfer (ROUTE-05, PROD-08, #10 §1). */
export const depositRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.deposit)} element={<DepositScreen />} />
}
