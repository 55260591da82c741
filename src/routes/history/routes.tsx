import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const HistoryScreen = lazyScreen(() => import("./history-screen"))

/** The transaction history (ROUTE-10). */
export const historyRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.transactionHistory)} element={<HistoryScreen />} />
}
