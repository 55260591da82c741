import { Route } from "react-router-dom"
import type { AreaRoutes } from "../area-routes"
import { lazyScreen } from "../lazy-screen"
import { paths, playerRoutePath } from "../paths"

const SettingsScreen = lazyScreen(() => import("./settings-screen"))

/** The account (#14): /auth/settings, a route added to the spec's table (the profile and its links). */
export const accountRoutes: AreaRoutes = {
  player: <Route path={playerRoutePath(paths.auth.settings)} element={<SettingsScreen />} />
}
