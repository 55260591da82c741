import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths } from "../paths"

const PromotionScreen = lazyScreen(() => import("./promotion-screen"))

/** The public bonus promotion (ROUTE-34). */
export const promotionRoutes: AreaRoutes = {
  public: <Route path={paths.promotion} element={<PromotionScreen />} />
}
