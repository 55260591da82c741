import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const AddressScreen = lazyScreen(() => import("./address-screen"))

/** The delivery address (ROUTE-14, issue #14), in the player layout. */
export const addressRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.manageAddress)} element={<AddressScreen />} />
}
