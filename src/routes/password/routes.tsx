import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const ChangePasswordScreen = lazyScreen(() => import("./change-password-screen"))

/** The password change (ROUTE-13, #14), in the player layout. */
export const passwordRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.changePassword)} element={<ChangePasswordScreen />} />
}
