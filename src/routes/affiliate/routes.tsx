import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const AffiliateScreen = lazyScreen(() => import("./affiliate-screen"))

/** The affiliate programme (ROUTE-08, #12). */
export const affiliateRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.affiliate)} element={<AffiliateScreen />} />
}
